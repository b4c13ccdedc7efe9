import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { orderLabels, orderPageLabels, orderStatusLabels, orderTimelineLabels } from '@naijabid/shared/messages/orders';
import {
  buyerProtectionPage,
  returnPageLabels,
  returnReasonLabels,
  returnServerMessages,
} from '@naijabid/shared/messages/returns';
import { RETURN_RULES, returnDeliveryFeeKobo } from '@naijabid/shared/constants';
import { adminServerMessages, disputePageLabels, operatorActionLabels } from '@naijabid/shared/messages/admin';
import { ledgerPurposeLabels } from '@naijabid/shared/messages/ledger';
import { formatNaira } from '@naijabid/shared/money';
import type { BuyerProtection, Order } from '@naijabid/shared/schemas/orders';
import {
  createNamedAccount,
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  endAuctionIn,
  LISTING_LOCATION_AND_DELIVERY,
  openAuctionPage,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const SCREEN_WIDTHS = [360, 1280] as const;
const PRICE = 2_000_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#b91c1c 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

async function pageOf(browser: Browser, token: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
  await useToken(page, token);
  return page;
}

/** A screenshot at the story's width, once `ready` holds; a page with a dialog open is taken as it shows. */
async function screenshot(page: Page, name: string, ready: () => Promise<void>) {
  await ready();
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: !dialogOpen });
}

/** A sale won, paid for delivery in Lagos and shipped, through the API: the buyer now has the item. */
async function shippedSale(page: Page, request: APIRequestContext, title: string) {
  const seller = await createVerifiedAccount(request, uniqueEmail('returns-seller'));
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: PRICE });
  const buyer = await createNamedAccount(request, uniqueEmail('returns-buyer'), { firstName: 'Kemi', lastName: 'Ade' });
  await depositToWallet(request, buyer, 5_000_000);
  await placeBid(request, buyer, listing.id, PRICE);
  await endAuctionIn(request, listing.id, 1);
  let orderId: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/v1/me/orders', { headers: bearer(buyer) });
      orderId = ((await answer.json()).data.items as Order[]).find((order) => order.listingId === listing.id)?.id;
      return orderId;
    })
    .toBeTruthy();
  const address = { fullName: 'Kemi Ade', phone: '08031234567', street: '4 Awolowo Road', city: 'Ikoyi' };
  const paid = await request.post(`/api/v1/orders/${orderId}/pay`, {
    headers: { ...bearer(buyer), 'Idempotency-Key': `e2e-return-${orderId}` },
    data: { delivery: { method: 'delivery', address: { ...address, state: 'Lagos' } } },
  });
  expect(paid.status()).toBe(200);
  const shipped = await request.post(`/api/v1/orders/${orderId}/ship`, {
    headers: bearer(seller),
    data: { carrier: 'GIG Logistics', trackingNumber: 'GIG-LAG-90031' },
  });
  expect(shipped.status()).toBe(200);
  return { seller, buyer, orderId: orderId! };
}

/** The figure the order's Amounts give for `label`. */
const amountOf = (page: Page, label: string) =>
  page
    .getByRole('region', { name: orderPageLabels.amounts, exact: true })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

const orderStatus = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=preceding-sibling::span[1]');
const actionButton = (page: Page, name: string) =>
  page.getByRole('region', { name: orderPageLabels.actions, exact: true }).getByRole('button', { name, exact: true });

test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));

for (const width of SCREEN_WIDTHS)
  test(`at ${width} px a buyer returns an item that is not as described and is refunded the price and the delivery fee`, async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    const title = `Binatone standing fan ${width} ${Date.now().toString(36)}`;
    const { seller, buyer, orderId } = await shippedSale(page, request, title);
    // The seller's wallet covers the return delivery fee (what it cannot cover is owed: returns.test.ts).
    await depositToWallet(request, seller, 10_000_00);
    const refund = PRICE + LISTING_LOCATION_AND_DELIVERY.deliveryFeeInState;
    const returnFee = returnDeliveryFeeKobo(LISTING_LOCATION_AND_DELIVERY.deliveryFeeInState);

    // The auction page names buyer protection, whose page says it in plain words.
    await useToken(page, buyer);
    const order = (await (await request.get(`/api/v1/orders/${orderId}`, { headers: bearer(buyer) })).json()).data
      .order as Order;
    // Each says this server's inspection window (INSPECTION_DAYS, 5 in playwright.config.ts).
    const protection = (await (await request.get('/api/v1/buyer-protection')).json()).data as BuyerProtection;
    const { inspectionDays } = protection;
    await openAuctionPage(page, order.listingId);
    await expect(page.getByText(returnPageLabels.buyerProtection(inspectionDays))).toBeVisible();
    await page.getByRole('link', { name: returnPageLabels.learnMore }).click();
    await expect(page).toHaveURL('/buyer-protection');
    await expect(page.getByRole('heading', { level: 1, name: buyerProtectionPage.title })).toBeVisible();
    const sections = buyerProtectionPage.sections(protection);
    await expect(page.getByRole('heading', { name: sections[1]!.heading })).toHaveText(
      `You get ${inspectionDays} days to check the item`,
    );
    await screenshot(page, 'buyer-protection', () =>
      expect(page.getByRole('heading', { name: sections[2]!.heading })).toBeVisible(),
    );

    // The item arrives: the buyer says so, then asks for a return with a photo.
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText(returnPageLabels.buyerProtection(inspectionDays))).toBeVisible();
    // A shipped order's steps each say what they do, the inspection window first.
    await expect(
      page.getByRole('region', { name: orderPageLabels.actions, exact: true }).getByRole('button').first(),
    ).toHaveText(returnPageLabels.markReceived);
    await screenshot(page, 'order-shipped-steps', () =>
      expect(actionButton(page, returnPageLabels.markReceived)).toBeVisible(),
    );
    await actionButton(page, returnPageLabels.markReceived).click();
    await expect(page.getByRole('dialog').getByText(returnPageLabels.markReceivedBody(inspectionDays))).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: returnPageLabels.markReceived }).click();
    await expect(page.getByText(returnServerMessages.received(inspectionDays))).toBeVisible();
    await actionButton(page, returnPageLabels.askReturn).click();
    const ask = page.getByRole('dialog', { name: returnPageLabels.askReturnTitle });
    await ask.getByRole('radio', { name: returnReasonLabels.not_as_described }).check();
    await ask
      .getByLabel(returnPageLabels.details)
      .fill('The listing said three speeds; only one works and the base is cracked.');
    await ask
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fan.png', mimeType: 'image/png', buffer: await photoOn(browser) });
    await expect(ask.getByRole('img', { name: orderPageLabels.disputePhoto(1) })).toBeVisible();
    await screenshot(page, 'return-ask-dialog', () =>
      expect(ask.getByRole('button', { name: returnPageLabels.submitReturn })).toBeVisible(),
    );
    await ask.getByRole('button', { name: returnPageLabels.submitReturn }).click();
    await expect(page.getByText(returnServerMessages.requested)).toBeVisible();
    await expect(orderStatus(page)).toHaveText(orderStatusLabels.return_requested);

    // The seller accepts from the sale's page.
    const sellerPage = await pageOf(browser, seller, width);
    await sellerPage.goto(`/orders/${orderId}`);
    const returnSection = sellerPage.getByRole('region', { name: returnPageLabels.section, exact: true });
    await expect(returnSection.getByText(returnReasonLabels.not_as_described)).toBeVisible();
    // The seller's figures say what is true at each step of the return, never a dispute.
    const sellerOrder = (await (await request.get(`/api/v1/orders/${orderId}`, { headers: bearer(seller) })).json())
      .data.order as Order;
    await expect(amountOf(sellerPage, orderLabels.sellerPayoutHeldForReturn)).toHaveText(
      formatNaira(sellerOrder.sellerPayout),
    );
    await expect(sellerPage.getByText(orderLabels.sellerPayoutOnHold)).toHaveCount(0);
    await screenshot(sellerPage, 'return-seller-to-answer', () =>
      expect(actionButton(sellerPage, returnPageLabels.refuseReturn)).toBeVisible(),
    );
    await actionButton(sellerPage, returnPageLabels.acceptReturn).click();
    await sellerPage.getByRole('dialog').getByRole('button', { name: returnPageLabels.acceptReturn }).click();
    await expect(sellerPage.getByText(returnServerMessages.accepted)).toBeVisible();
    await expect(amountOf(sellerPage, orderLabels.toRefundToBuyer)).toHaveText(formatNaira(refund));
    await expect(amountOf(sellerPage, orderLabels.returnDeliveryFeeCharged)).toHaveText(`−${formatNaira(returnFee)}`);
    await expect(sellerPage.getByText(orderLabels.sellerPayoutOnHold)).toHaveCount(0);
    await screenshot(sellerPage, 'return-seller-accepted', () =>
      expect(sellerPage.getByText(orderLabels.toRefundToBuyerHint)).toBeVisible(),
    );

    // The buyer sends it back with a tracking number.
    await page.reload();
    await actionButton(page, returnPageLabels.shipReturn).click();
    const ship = page.getByRole('dialog', { name: returnPageLabels.shipReturnTitle });
    await ship.getByLabel(orderPageLabels.carrier).fill('GIG Logistics');
    await ship.getByLabel(orderPageLabels.trackingNumber).fill('GIG-RET-55120');
    await ship.getByRole('button', { name: returnPageLabels.shipReturn }).click();
    await expect(page.getByText(returnServerMessages.shipped)).toBeVisible();

    // The seller confirms receipt: the buyer is refunded the price and the delivery fee.
    await sellerPage.reload();
    await expect(returnSection.getByText('GIG-RET-55120')).toBeVisible();
    await actionButton(sellerPage, returnPageLabels.confirmReceipt).click();
    await expect(sellerPage.getByRole('dialog').getByText(formatNaira(refund))).toBeVisible();
    await sellerPage.getByRole('dialog').getByRole('button', { name: returnPageLabels.confirmReceipt }).click();
    await expect(sellerPage.getByText(returnServerMessages.receiptConfirmed)).toBeVisible();
    await expect(amountOf(sellerPage, orderLabels.refundedToBuyer)).toHaveText(formatNaira(refund));
    await expect(amountOf(sellerPage, orderLabels.returnDeliveryFeeCharged)).toHaveText(`−${formatNaira(returnFee)}`);
    await expect(amountOf(sellerPage, orderLabels.sellerPaidOut)).toHaveText(formatNaira(0));
    await screenshot(sellerPage, 'return-seller-refunded', () =>
      expect(amountOf(sellerPage, orderLabels.sellerPaidOut)).toBeVisible(),
    );

    await page.reload();
    await expect(orderStatus(page)).toHaveText(orderStatusLabels.refunded);
    const amounts = page.getByRole('region', { name: orderPageLabels.amounts, exact: true });
    await expect(
      amounts.locator('dt', { hasText: orderLabels.refundedToYou }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(formatNaira(refund));
    await expect(amountOf(page, orderLabels.returnDeliveryFeeCredited)).toHaveText(formatNaira(returnFee));
    const timeline = page.getByRole('region', { name: orderPageLabels.timeline, exact: true });
    for (const step of ['return_requested', 'return_accepted', 'return_shipped'] as const)
      await expect(timeline.getByText(orderTimelineLabels[step])).toBeVisible();
    await screenshot(page, 'return-refunded', () => expect(timeline).toBeVisible());
    // Both wallet histories show the return delivery fee: in for the buyer, out for the seller.
    for (const reader of [page, sellerPage]) {
      await reader.goto('/wallet');
      await expect(reader.getByText(ledgerPurposeLabels.return_delivery_fee).first()).toBeVisible();
    }
  });

/** A second photo, drawn in a page of its own so the story's page keeps its place. */
async function photoOn(browser: Browser): Promise<Buffer> {
  const page = await (await browser.newContext()).newPage();
  const drawn = await photo(page);
  await page.context().close();
  return drawn;
}

test('at 1280 px support refunds a refused return once the item is back, and the buyer is asked to send it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Refused return ${Date.now().toString(36)}`;
  const { seller, buyer, orderId } = await shippedSale(page, request, title);
  const asked = await request.post(`/api/v1/orders/${orderId}/returns`, {
    headers: bearer(buyer),
    data: { reason: 'damaged', details: 'The blade guard is cracked and one blade is bent.' },
  });
  expect(asked.status()).toBe(201);
  expect((await request.post(`/api/v1/orders/${orderId}/returns/refuse`, { headers: bearer(seller) })).status()).toBe(
    200,
  );
  const operatorEmail = uniqueEmail('returns-operator');
  const operator = await createNamedAccount(request, operatorEmail, { firstName: 'Kemi', lastName: 'Support' });
  expect((await request.post('/api/v1/dev/operators', { data: { email: operatorEmail } })).status()).toBeLessThan(300);

  const admin = await pageOf(browser, operator, 1280);
  await admin.goto(`/admin/disputes/${orderId}`);
  await admin.getByLabel(disputePageLabels.resolutions.refund_after_return).check();
  await admin.getByLabel(operatorActionLabels.reason).fill('The photos show the damage; the seller gets it back first');
  await admin.getByRole('button', { name: disputePageLabels.submit }).click();
  const check = admin.getByRole('alertdialog', { name: operatorActionLabels.confirmTitle });
  await expect(check).toContainText(disputePageLabels.confirmReturn(RETURN_RULES.shipBackDays));
  await screenshot(admin, 'admin-refund-after-return', () => expect(check).toBeVisible());
  await check.getByRole('button', { name: operatorActionLabels.confirm }).click();
  await expect(admin.getByText(adminServerMessages.disputeResolved.refund_after_return)).toBeVisible();

  // The buyer is asked to send it back, with the deadline to do it.
  await useToken(page, buyer);
  await page.goto(`/orders/${orderId}`);
  await expect(orderStatus(page)).toHaveText(orderStatusLabels.return_accepted);
  await expect(actionButton(page, returnPageLabels.shipReturn)).toBeVisible();
  await expect(
    page.getByRole('region', { name: returnPageLabels.section, exact: true }).getByText(returnPageLabels.shipBackBy),
  ).toBeVisible();
});
