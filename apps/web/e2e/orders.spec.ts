import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { bidSecurityFor, sellerCommissionFor } from '@naijabid/shared/auction-rules';
import { TERMS } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { ledgerPurposeLabels } from '@naijabid/shared/messages/ledger';
import { marketplaceHeaderLabels } from '@naijabid/shared/messages/marketplace';
import {
  cartLabels,
  needsActionLabels,
  offersPageLabels,
  orderLabels,
  orderNoticeLabels,
  orderPageLabels,
  orderStatusLabels,
  payDialogLabels,
  salesPageLabels,
} from '@naijabid/shared/messages/orders';
import { walletPageLabels } from '@naijabid/shared/messages/wallet-page';
import { formatNaira } from '@naijabid/shared/money';
import type { Order } from '@naijabid/shared/schemas/orders';
import {
  createNamedAccount,
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  endAuctionIn,
  LISTING_LOCATION_AND_DELIVERY,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const SCREEN_WIDTHS = [360, 1280] as const;

/** A real PNG for the listing photo, drawn by the browser itself. */
async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A page of its own, signed in as the holder of `token`, as a second person's phone would be. */
async function pageOf(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useToken(page, token);
  return page;
}

async function readOrder(request: APIRequestContext, token: string, orderId: string): Promise<Order> {
  const answer = await request.get(`/api/v1/orders/${orderId}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.order as Order;
}

/** The id of the order the holder of `token` has for `listingId`, once the close has opened it. */
async function orderFor(request: APIRequestContext, token: string, listingId: string): Promise<string> {
  let orderId: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/v1/me/orders', { headers: bearer(token) });
      const orders = (await answer.json()).data.items as Order[];
      orderId = orders.find((order) => order.listingId === listingId)?.id;
      return orderId;
    })
    .toBeTruthy();
  return orderId!;
}

/** The figure after a label in a list of amounts or facts (a `dt` and its `dd`). */
const figure = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The status badge above an order page's title. */
const orderStatus = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=preceding-sibling::span[1]');

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The whole page at each width; a page under an open dialog as seen, since the dialog stays on screen. */
async function screenshotAtBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await ready();
    const dialogOpen = (await page.getByRole('dialog').count()) > 0;
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: !dialogOpen });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Emeka's maximum, beaten by Aisha's: she wins at one increment above it. */
const RUNNER_UP_MAXIMUM = 3_000_000;
const WINNER_MAXIMUM = 4_000_000;
const HAMMER_PRICE = 3_050_000;

/**
 * A seller's auction, bid on by two funded buyers (Aisha leads with the higher maximum) and
 * ended by the development clock; answers once the close has opened Aisha's order.
 */
async function auctionWonByAisha(page: Page, request: APIRequestContext, title: string) {
  const seller = await createVerifiedAccount(request, uniqueEmail('orders-seller'));
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: 2_000_000 });
  const aisha = await createNamedAccount(request, uniqueEmail('aisha'), { firstName: 'Aisha', lastName: 'Okafor' });
  const emeka = await createNamedAccount(request, uniqueEmail('emeka'), { firstName: 'Emeka', lastName: 'Nwosu' });
  await depositToWallet(request, aisha, 10_000_000);
  await depositToWallet(request, emeka, 10_000_000);
  await placeBid(request, emeka, listing.id, RUNNER_UP_MAXIMUM);
  expect((await placeBid(request, aisha, listing.id, WINNER_MAXIMUM)).currentPrice).toBe(HAMMER_PRICE);
  await endAuctionIn(request, listing.id, 1);
  const orderId = await orderFor(request, aisha, listing.id);
  return { seller, aisha, emeka, listing, orderId };
}

test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));

test('the winner pays from the cart for delivery, the seller ships, the buyer confirms and the seller is paid', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Thermocool chest freezer ${Date.now().toString(36)}`;
  const { seller, aisha, orderId } = await auctionWonByAisha(page, request, title);
  const security = bidSecurityFor(WINNER_MAXIMUM);
  const deliveryFee = LISTING_LOCATION_AND_DELIVERY.deliveryFeeInState;
  const toPay = HAMMER_PRICE - security + deliveryFee;

  // Aisha sees the cart's badge on the marketplace and pays from the cart.
  await useToken(page, aisha);
  await page.goto('/auctions');
  await page.getByRole('link', { name: marketplaceHeaderLabels.cartToPay(1) }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: cartLabels.title })).toBeVisible();
  await page.getByRole('button', { name: orderLabels.payFor(title) }).click();
  const dialog = page.getByRole('dialog', { name: payDialogLabels.title });
  await expect(figure(dialog, orderLabels.price)).toHaveText(formatNaira(HAMMER_PRICE));
  await expect(figure(dialog, orderLabels.securityHeld)).toHaveText(`−${formatNaira(security)}`);
  await expect(figure(dialog, payDialogLabels.pickup)).toHaveText(payDialogLabels.noDeliveryFee);
  await dialog.getByRole('radio', { name: new RegExp(payDialogLabels.delivery) }).check();
  await expect(figure(dialog, orderLabels.deliveryFee)).toHaveText(payDialogLabels.chooseStateForFee);
  await dialog.getByLabel(payDialogLabels.fullName).fill('Aisha Okafor');
  await dialog.getByLabel(payDialogLabels.phone).fill('08031234567');
  await dialog.getByLabel(payDialogLabels.street).fill('12 Allen Avenue');
  await dialog.getByLabel(payDialogLabels.city).fill('Ikeja');
  await dialog.getByLabel(payDialogLabels.state, { exact: true }).selectOption('Lagos');
  await expect(figure(dialog, orderLabels.deliveryFee)).toHaveText(formatNaira(deliveryFee));
  await expect(figure(dialog, orderLabels.toPay)).toHaveText(formatNaira(toPay));
  const payButton = dialog.getByRole('button', { name: payDialogLabels.submit(formatNaira(toPay)) });
  // On a phone the dialog is a sheet taller than the screen: the total and the button are a scroll away.
  await screenshotAtBothWidths(page, 'cart-pay-dialog', async () => {
    await payButton.scrollIntoViewIfNeeded();
    await expect(payButton).toBeInViewport();
    await expect(figure(dialog, orderLabels.toPay)).toBeInViewport();
  });
  await payButton.click();
  await expect(page.getByText(serverMessages.orderPaid)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(cartLabels.empty)).toBeVisible();

  await page.goto(`/orders/${orderId}`);
  await expect(orderStatus(page)).toHaveText(orderStatusLabels.paid);
  await expect(figure(section(page, orderPageLabels.amounts), orderLabels.amountPaid)).toHaveText(
    formatNaira(HAMMER_PRICE + deliveryFee),
  );

  // The seller's dashboard asks for the shipment; they mark it shipped from /sales.
  const sellerPage = await pageOf(browser, seller);
  await sellerPage.goto('/dashboard');
  await expect(
    sellerPage
      .getByRole('region', { name: needsActionLabels.title })
      .getByRole('link', { name: needsActionLabels.ship(title) }),
  ).toHaveAttribute('href', `/orders/${orderId}`);
  await sellerPage.goto('/sales');
  await expect(sellerPage.getByRole('heading', { level: 1, name: salesPageLabels.title })).toBeVisible();
  await sellerPage.getByRole('button', { name: orderPageLabels.shipNamed(title) }).click();
  const ship = sellerPage.getByRole('dialog', { name: orderPageLabels.shipTitle });
  await ship.getByLabel(orderPageLabels.carrier).fill('GIG Logistics');
  await ship.getByLabel(orderPageLabels.trackingNumber).fill('GIG-2025-004417');
  await ship.getByRole('button', { name: orderPageLabels.submitShip }).click();
  await expect(sellerPage.getByText(serverMessages.orderShipped)).toBeVisible();
  await expect(sellerPage.getByRole('button', { name: orderPageLabels.shipNamed(title) })).toHaveCount(0);

  await sellerPage.goto(`/orders/${orderId}`);
  const payout = HAMMER_PRICE - sellerCommissionFor(HAMMER_PRICE) + deliveryFee;
  await expect(orderStatus(sellerPage)).toHaveText(orderStatusLabels.shipped);
  await expect(figure(section(sellerPage, orderPageLabels.amounts), orderLabels.sellerPayout)).toHaveText(
    formatNaira(payout),
  );
  await expect(section(sellerPage, orderPageLabels.delivery).getByText('12 Allen Avenue')).toBeVisible();
  await screenshotAtBothWidths(sellerPage, 'seller-order-shipped', () =>
    expect(section(sellerPage, orderPageLabels.shipping)).toBeVisible(),
  );

  // Aisha sees the tracking on her order and confirms delivery.
  await page.reload();
  const shipping = section(page, orderPageLabels.shipping);
  await expect(figure(shipping, orderPageLabels.carrier)).toHaveText('GIG Logistics');
  await expect(figure(shipping, orderPageLabels.trackingNumber)).toHaveText('GIG-2025-004417');
  await expect(orderStatus(page)).toHaveText(orderStatusLabels.shipped);
  await screenshotAtBothWidths(page, 'buyer-order-shipped', () =>
    expect(page.getByRole('button', { name: orderPageLabels.confirmDelivery })).toBeVisible(),
  );
  await page.getByRole('button', { name: orderPageLabels.confirmDelivery }).click();
  const confirm = page.getByRole('dialog', { name: orderPageLabels.confirmDeliveryTitle });
  await expect(
    confirm.getByText(orderPageLabels.confirmDeliveryBody(formatNaira(HAMMER_PRICE + deliveryFee))),
  ).toBeVisible();
  await confirm.getByRole('button', { name: orderPageLabels.confirmDelivery }).click();
  await expect(page.getByText(serverMessages.deliveryConfirmed)).toBeVisible();
  await expect(orderStatus(page)).toHaveText(orderStatusLabels.completed);

  // The seller's wallet holds the price less the 5% commission, plus the delivery fee.
  expect(payout).toBe(3_147_500);
  await sellerPage.reload();
  await expect(orderStatus(sellerPage)).toHaveText(orderStatusLabels.completed);
  await expect(figure(section(sellerPage, orderPageLabels.amounts), orderLabels.sellerPaidOut)).toHaveText('₦31,475');
  await sellerPage.goto('/wallet');
  await expect(sellerPage.getByTestId('available-balance')).toHaveText('₦31,475');
  const history = sellerPage.getByRole('list', { name: walletPageLabels.history }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(ledgerPurposeLabels.order_payout);
  await expect(history.first()).toContainText('+₦31,475');
  await screenshotAtBothWidths(sellerPage, 'seller-wallet-paid', () => expect(history.first()).toBeVisible());
});

test('the winner does not pay; the seller offers the item to the runner-up, who accepts and pays from the cart', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Binatone standing fan ${Date.now().toString(36)}`;
  const { seller, emeka, listing, orderId } = await auctionWonByAisha(page, request, title);

  // Aisha lets the payment deadline pass: the job runner forfeits the sale while the seller watches it.
  const sellerPage = await pageOf(browser, seller);
  await sellerPage.goto(`/orders/${orderId}`);
  await expect(orderStatus(sellerPage)).toHaveText(orderStatusLabels.awaiting_payment);
  const advanced = await request.post(`/api/v1/dev/orders/${orderId}/advance`, {
    data: { hours: TERMS.paymentDueHours },
  });
  expect(advanced.status()).toBe(200);
  await expect.poll(async () => (await readOrder(request, seller, orderId)).status).toBe('forfeited');
  await expect(sellerPage.getByText(orderNoticeLabels.forfeited(title))).toBeVisible();
  await expect(sellerPage.getByText(orderNoticeLabels.forfeitedSellerDetail('₦2,000'))).toBeVisible();
  await expect(orderStatus(sellerPage)).toHaveText(orderStatusLabels.forfeited);

  // The seller offers the item to the next bidder from the forfeited order's page.
  await expect(section(sellerPage, orderPageLabels.amounts).getByText(orderLabels.sellerPayout)).toHaveCount(0);
  await expect(section(sellerPage, orderPageLabels.delivery)).toHaveCount(0);
  await sellerPage.getByRole('button', { name: orderPageLabels.secondChance }).click();
  const offerDialog = sellerPage.getByRole('dialog', { name: orderPageLabels.secondChanceTitle });
  await offerDialog.getByRole('button', { name: orderPageLabels.sendOffer }).click();
  await expect(sellerPage.getByText(serverMessages.secondChanceOffered(formatNaira(RUNNER_UP_MAXIMUM)))).toBeVisible();
  await expect(sellerPage.getByRole('button', { name: orderPageLabels.secondChance })).toHaveCount(0);
  await screenshotAtBothWidths(sellerPage, 'seller-order-forfeited', () =>
    expect(sellerPage.getByText(orderPageLabels.noActions)).toBeVisible(),
  );

  // Emeka sees the offer at his maximum, accepts it and pays from the cart.
  await useToken(page, emeka);
  await page.goto('/offers');
  const offer = page.getByRole('listitem').filter({ hasText: title });
  await expect(figure(offer, offersPageLabels.yourPrice)).toHaveText(formatNaira(RUNNER_UP_MAXIMUM));
  await expect(offer.getByText(offersPageLabels.statuses.open, { exact: true })).toBeVisible();
  await screenshotAtBothWidths(page, 'offers-open', () =>
    expect(offer.getByRole('button', { name: offersPageLabels.acceptOffer(title) })).toBeVisible(),
  );
  await offer.getByRole('button', { name: offersPageLabels.acceptOffer(title) }).click();
  await expect(page.getByText(serverMessages.offerAccepted)).toBeVisible();
  await expect(offer.getByText(offersPageLabels.statuses.accepted, { exact: true })).toBeVisible();
  await expect(sellerPage.getByText(orderNoticeLabels.offerAccepted(title))).toBeVisible();
  await expect(
    sellerPage.getByText(orderNoticeLabels.offerAcceptedDetail(formatNaira(RUNNER_UP_MAXIMUM))),
  ).toBeVisible();
  await offer.getByRole('link', { name: offersPageLabels.goToCart }).click();
  await expect(page).toHaveURL('/cart');
  await page.getByRole('button', { name: orderLabels.payFor(title) }).click();
  const dialog = page.getByRole('dialog', { name: payDialogLabels.title });
  await expect(dialog.getByRole('radio', { name: new RegExp(payDialogLabels.pickup) })).toBeChecked();
  await expect(figure(dialog, orderLabels.securityHeld)).toHaveCount(0);
  await expect(figure(dialog, orderLabels.toPay)).toHaveText(formatNaira(RUNNER_UP_MAXIMUM));
  await dialog.getByRole('button', { name: payDialogLabels.submit(formatNaira(RUNNER_UP_MAXIMUM)) }).click();
  await expect(page.getByText(serverMessages.orderPaidForPickup)).toBeVisible();
  await expect(page.getByText(cartLabels.empty)).toBeVisible();

  // The seller is told, and sees the new order paid beside the forfeited one.
  await expect(sellerPage.getByText(orderNoticeLabels.paid(title))).toBeVisible();
  const newOrderId = await orderFor(request, emeka, listing.id);
  expect(newOrderId).not.toBe(orderId);
  await sellerPage.goto('/sales');
  const sale = sellerPage.getByRole('listitem').filter({ has: sellerPage.locator(`a[href="/orders/${newOrderId}"]`) });
  await expect(sale.getByText(orderStatusLabels.paid, { exact: true })).toBeVisible();
  await expect(figure(sale, orderLabels.price)).toHaveText(formatNaira(RUNNER_UP_MAXIMUM));
  await expect(sale.getByRole('button', { name: orderPageLabels.shipNamed(title) })).toBeVisible();

  // Half (FORFEIT_SELLER_SHARE_PERCENT's default) of Aisha's forfeited security went to the seller.
  expect(bidSecurityFor(WINNER_MAXIMUM)).toBe(400_000);
  await sellerPage.goto('/wallet');
  await expect(sellerPage.getByTestId('available-balance')).toHaveText('₦2,000');
  await expect(
    sellerPage.getByRole('list', { name: walletPageLabels.history }).getByRole('listitem').first(),
  ).toContainText(ledgerPurposeLabels.forfeit_seller_share);
});

test('on a phone, the winner pays for delivery with the number typed as 0803 123 4567, and no amount is promised before the state', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Nexus 1.5hp air conditioner ${Date.now().toString(36)}`;
  const { aisha, orderId } = await auctionWonByAisha(page, request, title);
  const security = bidSecurityFor(WINNER_MAXIMUM);
  const deliveryFee = LISTING_LOCATION_AND_DELIVERY.deliveryFeeInState;

  await page.setViewportSize({ width: 360, height: 800 });
  await useToken(page, aisha);
  await page.goto('/cart');
  await page.getByRole('button', { name: orderLabels.payFor(title) }).click();
  const dialog = page.getByRole('dialog', { name: payDialogLabels.title });

  // Pickup adds nothing, in words: no "Delivery fee: Free" for an item nobody delivers.
  await expect(figure(dialog, payDialogLabels.pickup)).toHaveText(payDialogLabels.noDeliveryFee);
  await expect(figure(dialog, orderLabels.deliveryFee)).toHaveCount(0);
  await page.screenshot({ path: `${shotsDir}/pay-dialog-pickup-360.png` });

  // Delivery: until the state sets the fee, neither the total nor the button names an amount.
  await dialog.getByRole('radio', { name: new RegExp(payDialogLabels.delivery) }).check();
  await expect(figure(dialog, orderLabels.deliveryFee)).toHaveText(payDialogLabels.chooseStateForFee);
  await expect(figure(dialog, orderLabels.toPay)).toHaveText(payDialogLabels.chooseStateForTotal);
  await expect(dialog.getByRole('button', { name: payDialogLabels.submitWithoutAmount, exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /₦/ })).toHaveCount(0);
  await dialog.getByLabel(payDialogLabels.fullName).fill('Aisha Okafor');
  // The dialog fills in the account's verified phone; typed over key by key, spaces and all,
  // as the field's own message writes a number.
  await dialog.getByLabel(payDialogLabels.phone).clear();
  await dialog.getByLabel(payDialogLabels.phone).pressSequentially('0803 123 4567');
  await dialog.getByLabel(payDialogLabels.street).fill('12 Allen Avenue');
  await dialog.getByLabel(payDialogLabels.city).fill('Ikeja');
  await dialog.getByRole('button', { name: payDialogLabels.submitWithoutAmount, exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shotsDir}/pay-dialog-no-state-360.png` });
  await dialog.getByLabel(payDialogLabels.state, { exact: true }).selectOption('Lagos');
  const toPay = HAMMER_PRICE - security + deliveryFee;
  await expect(figure(dialog, orderLabels.toPay)).toHaveText(formatNaira(toPay));
  const payButton = dialog.getByRole('button', { name: payDialogLabels.submit(formatNaira(toPay)) });
  await payButton.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shotsDir}/pay-dialog-state-chosen-360.png` });
  await payButton.click();
  await expect(page.getByText(serverMessages.orderPaid)).toBeVisible();

  // Kept in E.164, shown in the one display form and dialled as such.
  expect((await readOrder(request, aisha, orderId)).delivery?.address?.phone).toBe('+2348031234567');
  await page.goto(`/orders/${orderId}`);
  const phone = section(page, orderPageLabels.delivery).getByRole('link', { name: '+234 803 123 4567' });
  await expect(phone).toHaveAttribute('href', 'tel:+2348031234567');
});
