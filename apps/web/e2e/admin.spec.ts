import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  adminNavLabels,
  adminServerMessages,
  auditActionLabels,
  auditPageLabels,
  disputePageLabels,
  operatorActionLabels,
  userPageLabels,
} from '@naijabid/shared/messages/admin';
import { dashboardLabels } from '@naijabid/shared/messages/dashboard';
import { sellerCommissionFor } from '@naijabid/shared/auction-rules';
import { splitEscrow } from '@naijabid/shared/dispute-split';
import { ledgerPurposeLabels } from '@naijabid/shared/messages/ledger';
import { disputeReasonLabels, orderLabels, orderPageLabels } from '@naijabid/shared/messages/orders';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import {
  createNamedAccount,
  createPublishedListing,
  depositToWallet,
  endAuctionIn,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in orders.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

async function screenshotAtBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await ready();
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#1d4ed8 50%,#f97316 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function pageOf(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useToken(page, token);
  return page;
}

async function available(request: APIRequestContext, token: string): Promise<number> {
  return (await (await request.get('/api/v1/wallet', { headers: bearer(token) })).json()).data.available as number;
}

const PRICE = 4_500_000;
const FEE = 600_000;

test('a buyer disputes an order that never came, an operator refunds it from /admin, and the money is back in the buyer’s wallet', async ({
  page,
  request,
  browser,
}) => {
  mkdirSync(shotsDir, { recursive: true });
  const seller = await createNamedAccount(
    request,
    uniqueEmail('admin-seller'),
    { firstName: 'Bola', lastName: 'Adeyemi' },
    'seller',
  );
  const buyerEmail = uniqueEmail('admin-buyer');
  const buyer = await createNamedAccount(request, buyerEmail, { firstName: 'Ngozi', lastName: 'Eze' });
  const operatorEmail = uniqueEmail('admin-operator');
  const operator = await createNamedAccount(request, operatorEmail, { firstName: 'Kemi', lastName: 'Support' });
  const granted = await request.post('/api/v1/dev/operators', { data: { email: operatorEmail } });
  expect((await granted.json()).data.outcome).toBe('changed');

  // Ngozi wins a blender, pays with delivery to Kano, and the seller marks it shipped.
  const title = `Binatone blender ${Date.now()}`;
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: PRICE });
  await depositToWallet(request, buyer, 10_000_000);
  await placeBid(request, buyer, listing.id, PRICE);
  await endAuctionIn(request, listing.id, 1);
  let orderId = '';
  await expect
    .poll(async () => {
      const orders = (await (await request.get('/api/v1/me/orders', { headers: bearer(buyer) })).json()).data.items;
      orderId = orders.find((order: { listingId: string }) => order.listingId === listing.id)?.id ?? '';
      return orderId;
    })
    .not.toBe('');
  const paid = await request.post(`/api/v1/orders/${orderId}/pay`, {
    headers: { ...bearer(buyer), 'Idempotency-Key': `e2e-pay-${orderId}` },
    data: {
      delivery: {
        method: 'delivery',
        address: { fullName: 'Ngozi Eze', phone: '08031234567', street: '4 Zoo Road', city: 'Kano', state: 'Kano' },
      },
    },
  });
  expect(paid.status()).toBe(200);
  const shipped = await request.post(`/api/v1/orders/${orderId}/ship`, {
    headers: bearer(seller),
    data: { carrier: 'GIG Logistics', trackingNumber: 'GIG-2026-118822' },
  });
  expect(shipped.status()).toBe(200);
  const beforeRefund = await available(request, buyer);
  expect(beforeRefund).toBe(10_000_000 - PRICE - FEE);

  // Two weeks later nothing has come: Ngozi opens a dispute from her order page.
  await useToken(page, buyer);
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: orderPageLabels.openDispute }).click();
  const dialog = page.getByRole('dialog', { name: orderPageLabels.disputeTitle });
  await dialog.getByLabel(disputeReasonLabels.not_received).check();
  await dialog
    .getByLabel(orderPageLabels.disputeDetails)
    .fill('Nothing arrived two weeks after the seller shipped it.');
  await dialog.getByRole('button', { name: orderPageLabels.submitDispute }).click();
  await expect(page.getByText(serverMessages.disputeOpened)).toBeVisible();

  // Nobody but an operator finds the console.
  const sellerPage = await pageOf(browser, seller);
  await sellerPage.goto('/admin/disputes');
  await expect(sellerPage.getByRole('navigation', { name: adminNavLabels.nav })).toHaveCount(0);
  await sellerPage.goto('/dashboard');
  await expect(sellerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    sellerPage.getByRole('link', { name: new RegExp(dashboardLabels.shortcutLinks.admin.title) }),
  ).toHaveCount(0);

  // Kemi, an operator, goes from her dashboard to the dispute queue.
  const admin = await pageOf(browser, operator);
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: new RegExp(dashboardLabels.shortcutLinks.admin.title) }).click();
  await expect(admin).toHaveURL(/\/admin\/disputes$/);
  const nav = admin.getByRole('navigation', { name: adminNavLabels.nav });
  for (const section of [adminNavLabels.disputes, adminNavLabels.users, adminNavLabels.listings, adminNavLabels.audit])
    await expect(nav.getByRole('link', { name: section })).toBeVisible();
  const queued = admin.getByRole('listitem').filter({ hasText: title });
  await screenshotAtBothWidths(admin, 'admin-dispute-queue', () => expect(queued).toBeVisible());
  await queued.getByRole('link', { name: disputePageLabels.open }).click();

  await expect(admin.getByRole('heading', { level: 1, name: disputePageLabels.storyTitle(title) })).toBeVisible();
  await expect(admin.getByText('Nothing arrived two weeks after the seller shipped it.')).toBeVisible();
  await expect(admin.getByText('GIG Logistics GIG-2026-118822', { exact: false })).toBeVisible();
  // The delivery phone reads as everywhere else, not as it is stored.
  await expect(admin.getByText('Ngozi Eze, +234 803 123 4567,', { exact: false })).toBeVisible();
  await expect(admin.getByRole('link', { name: buyerEmail })).toBeVisible();
  await screenshotAtBothWidths(admin, 'admin-order-story', () =>
    expect(admin.getByRole('heading', { name: disputePageLabels.resolve })).toBeVisible(),
  );

  // She refunds Ngozi, and says why.
  await admin.getByLabel(disputePageLabels.resolutions.refunded).check();
  await admin.getByRole('button', { name: disputePageLabels.submit }).click();
  await expect(admin.getByText(adminServerMessages.reasonRequired)).toBeVisible();
  await admin.getByLabel(operatorActionLabels.reason).fill('GIG confirms the parcel was lost in transit');
  await admin.getByRole('button', { name: disputePageLabels.submit }).click();
  // A refund moves all of the escrow back: the console says so and waits for the confirmation.
  const check = admin.getByRole('alertdialog', { name: operatorActionLabels.confirmTitle });
  await expect(check).toContainText(
    disputePageLabels.confirmMoves(formatNaira(PRICE + FEE), formatNaira(0), formatNaira(0)),
  );
  await check.getByRole('button', { name: operatorActionLabels.confirm }).click();
  await expect(admin.getByText(adminServerMessages.disputeResolved.refunded)).toBeVisible();
  await expect(admin.getByText(disputePageLabels.resolvedAlready)).toBeVisible();
  await expect(admin.getByText('GIG confirms the parcel was lost in transit')).toBeVisible();

  // Ngozi's wallet has the price and the delivery fee back; her order says how it ended.
  expect(await available(request, buyer)).toBe(beforeRefund + PRICE + FEE);
  await page.goto('/wallet');
  await expect(page.getByTestId('available-balance')).toHaveText(formatNaira(10_000_000));
  await page.goto(`/orders/${orderId}`);
  await expect(
    page.getByText(orderPageLabels.disputeOutcome.refunded(formatNaira(PRICE + FEE)), { exact: false }),
  ).toBeVisible();

  // The refund is in the audit log, and Ngozi's page shows her account whole.
  await admin.getByRole('link', { name: adminNavLabels.audit }).click();
  await expect(admin.getByRole('heading', { level: 1, name: auditPageLabels.title })).toBeVisible();
  await expect(admin.getByText(auditActionLabels['order.refund']!).first()).toBeVisible();
  // The entry names the order by its item's title, not its id, and opens its story.
  const refundEntry = admin.getByRole('listitem').filter({ hasText: 'GIG confirms the parcel was lost in transit' });
  await expect(refundEntry).toContainText(`${auditPageLabels.recordTypes.order} · ${title}`);
  await expect(refundEntry).not.toContainText(orderId);
  await screenshotAtBothWidths(admin, 'admin-audit-log', () => expect(refundEntry).toBeVisible());
  await refundEntry.getByRole('link', { name: title }).click();
  await expect(admin.getByRole('heading', { level: 1, name: disputePageLabels.storyTitle(title) })).toBeVisible();
  await admin.getByRole('link', { name: adminNavLabels.users }).click();
  await admin.getByLabel(userPageLabels.search).fill(buyerEmail);
  await admin.getByRole('button', { name: userPageLabels.searchButton }).click();
  await admin.getByRole('link', { name: userPageLabels.open }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Ngozi Eze' })).toBeVisible();
  // Her winning bid's security is one line, as her own wallet lists it: not a pending line and its resolution.
  const ledger = admin.getByRole('region', { name: userPageLabels.ledger });
  await expect(ledger.getByText(`${ledgerPurposeLabels.bid_security} (`)).toHaveCount(1);
  await screenshotAtBothWidths(admin, 'admin-user-page', () =>
    expect(admin.getByRole('heading', { name: userPageLabels.wallet })).toBeVisible(),
  );
});

/** A sale paid with delivery to Kano, shipped, then disputed by its buyer through the API: answers the order's id. */
async function disputedSale(
  request: APIRequestContext,
  page: Page,
  parties: { seller: string; buyer: string; title: string },
): Promise<string> {
  const orderId = await shippedSale(request, page, parties);
  const disputed = await request.post(`/api/v1/orders/${orderId}/disputes`, {
    headers: bearer(parties.buyer),
    data: { reason: 'not_as_described', details: 'The blender jar came cracked along one side.' },
  });
  expect(disputed.status()).toBe(201);
  return orderId;
}

/** A sale paid with delivery to Kano and shipped, through the API: answers the order's id. */
async function shippedSale(
  request: APIRequestContext,
  page: Page,
  { seller, buyer, title }: { seller: string; buyer: string; title: string },
): Promise<string> {
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: PRICE });
  await depositToWallet(request, buyer, 10_000_000);
  await placeBid(request, buyer, listing.id, PRICE);
  await endAuctionIn(request, listing.id, 1);
  let orderId = '';
  await expect
    .poll(async () => {
      const orders = (await (await request.get('/api/v1/me/orders', { headers: bearer(buyer) })).json()).data.items;
      orderId = orders.find((order: { listingId: string }) => order.listingId === listing.id)?.id ?? '';
      return orderId;
    })
    .not.toBe('');
  const address = { fullName: 'Ngozi Eze', phone: '08031234567', street: '4 Zoo Road', city: 'Kano', state: 'Kano' };
  const paid = await request.post(`/api/v1/orders/${orderId}/pay`, {
    headers: { ...bearer(buyer), 'Idempotency-Key': `e2e-pay-${orderId}` },
    data: { delivery: { method: 'delivery', address } },
  });
  expect(paid.status()).toBe(200);
  const shipped = await request.post(`/api/v1/orders/${orderId}/ship`, {
    headers: bearer(seller),
    data: { carrier: 'GIG Logistics', trackingNumber: 'GIG-2026-550001' },
  });
  expect(shipped.status()).toBe(200);
  return orderId;
}

test('an operator splits a dispute after checking what will move, and the seller’s page shows what was credited, not the full payout', async ({
  page,
  request,
  browser,
}) => {
  mkdirSync(shotsDir, { recursive: true });
  const seller = await createNamedAccount(
    request,
    uniqueEmail('split-seller'),
    { firstName: 'Bola', lastName: 'Adeyemi' },
    'seller',
  );
  const buyer = await createNamedAccount(request, uniqueEmail('split-buyer'), { firstName: 'Ngozi', lastName: 'Eze' });
  const operatorEmail = uniqueEmail('split-operator');
  const operator = await createNamedAccount(request, operatorEmail, { firstName: 'Kemi', lastName: 'Support' });
  await request.post('/api/v1/dev/operators', { data: { email: operatorEmail } });
  const title = `Binatone blender ${Date.now()}`;
  const orderId = await disputedSale(request, page, { seller, buyer, title });

  const refund = 1_500_000;
  const split = splitEscrow({ priceKobo: PRICE, deliveryFeeKobo: FEE }, refund);
  const admin = await pageOf(browser, operator);
  await admin.goto(`/admin/disputes/${orderId}`);
  await admin.getByLabel(disputePageLabels.resolutions.split).check();
  await admin.getByLabel(disputePageLabels.refundAmount).fill('15,000');
  await admin.getByLabel(operatorActionLabels.reason).fill('The jar is cracked; the buyer keeps the base');
  await admin.getByRole('button', { name: disputePageLabels.submit }).click();

  // Nothing has moved yet: the console says exactly what will, and waits for a second click.
  const check = admin.getByRole('alertdialog', { name: operatorActionLabels.confirmTitle });
  await expect(check).toContainText(
    disputePageLabels.confirmMoves(
      formatNaira(split.refundKobo),
      formatNaira(split.sellerKobo),
      formatNaira(split.commissionKobo),
    ),
  );
  await screenshotAtBothWidths(admin, 'admin-resolve-confirm', () => expect(check).toBeVisible());
  await check.getByRole('button', { name: operatorActionLabels.goBack }).click();
  const beforeConfirm = await (await request.get(`/api/v1/orders/${orderId}`, { headers: bearer(buyer) })).json();
  expect(beforeConfirm.data.order.status).toBe('disputed');
  await admin.getByRole('button', { name: disputePageLabels.submit }).click();
  await check.getByRole('button', { name: operatorActionLabels.confirm }).click();
  await expect(admin.getByText(adminServerMessages.disputeResolved.split)).toBeVisible();

  // The operator's money list names every movement in words, the commission included.
  const money = admin.getByRole('region', { name: disputePageLabels.money });
  await expect(money).toContainText(ledgerPurposeLabels.order_commission);
  await expect(money).toContainText(ledgerPurposeLabels.dispute_refund);
  await expect(money).not.toContainText('order_commission');
  await screenshotAtBothWidths(admin, 'admin-order-money', () => expect(money).toBeVisible());

  // The seller's page: refunded to the buyer and credited, as the box above says; no payout still promised.
  const sellerPage = await pageOf(browser, seller);
  await sellerPage.setViewportSize({ width: 360, height: 800 });
  await sellerPage.goto(`/orders/${orderId}`);
  const amounts = sellerPage.getByRole('region', { name: orderPageLabels.amounts });
  await expect(amounts.getByText(orderLabels.sellerPaidOut).locator('xpath=..')).toContainText(
    formatNaira(split.sellerKobo),
  );
  await expect(amounts.getByText(orderLabels.refundedToBuyer).locator('xpath=..')).toContainText(
    formatNaira(split.refundKobo),
  );
  await expect(amounts.getByText(orderLabels.sellerPayout)).toHaveCount(0);
  await expect(amounts).not.toContainText(formatNaira(PRICE - sellerCommissionFor(PRICE) + FEE));
  await sellerPage.screenshot({ path: `${shotsDir}/order-seller-after-split-360.png`, fullPage: true });
});

test('a buyer photographs what arrived when opening a dispute, and the seller and the operator see the photos', async ({
  page,
  request,
  browser,
}) => {
  mkdirSync(shotsDir, { recursive: true });
  const seller = await createNamedAccount(
    request,
    uniqueEmail('photo-seller'),
    { firstName: 'Bola', lastName: 'Adeyemi' },
    'seller',
  );
  const buyer = await createNamedAccount(request, uniqueEmail('photo-buyer'), { firstName: 'Ngozi', lastName: 'Eze' });
  const operatorEmail = uniqueEmail('photo-operator');
  const operator = await createNamedAccount(request, operatorEmail, { firstName: 'Kemi', lastName: 'Support' });
  await request.post('/api/v1/dev/operators', { data: { email: operatorEmail } });
  const orderId = await shippedSale(request, page, { seller, buyer, title: `Binatone blender ${Date.now()}` });
  const evidence = await photo(page);

  await useToken(page, buyer);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: orderPageLabels.openDispute }).click();
  const dialog = page.getByRole('dialog', { name: orderPageLabels.disputeTitle });
  await dialog.getByLabel(disputeReasonLabels.not_as_described).check();
  await dialog.getByLabel(orderPageLabels.disputeDetails).fill('The jar came cracked along one side, see the photo.');
  await dialog
    .getByLabel(orderPageLabels.addDisputePhotos)
    .setInputFiles([{ name: 'not-a-photo.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(dialog.getByRole('alert')).toHaveText(serverMessages.photoTypeRefused);
  await dialog
    .getByLabel(orderPageLabels.addDisputePhotos)
    .setInputFiles([{ name: 'cracked-jar.png', mimeType: 'image/png', buffer: evidence }]);
  await expect(dialog.getByRole('img', { name: orderPageLabels.disputePhoto(1) })).toBeVisible();
  await page.screenshot({ path: `${shotsDir}/dispute-dialog-photo-360.png` });
  await dialog.getByRole('button', { name: orderPageLabels.submitDispute }).click();
  await expect(page.getByText(serverMessages.disputeOpened)).toBeVisible();
  const disputeSection = page.getByRole('region', { name: orderPageLabels.dispute });
  await expect(disputeSection.getByRole('img', { name: orderPageLabels.disputePhoto(1) })).toBeVisible();

  const sellerPage = await pageOf(browser, seller);
  await sellerPage.setViewportSize({ width: 360, height: 800 });
  await sellerPage.goto(`/orders/${orderId}`);
  const sellerDispute = sellerPage.getByRole('region', { name: orderPageLabels.dispute });
  const shown = sellerDispute.getByRole('img', { name: orderPageLabels.disputePhoto(1) });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await sellerPage.screenshot({ path: `${shotsDir}/order-seller-dispute-photo-360.png`, fullPage: true });

  const admin = await pageOf(browser, operator);
  await admin.goto(`/admin/disputes/${orderId}`);
  await expect(
    admin
      .getByRole('region', { name: disputePageLabels.dispute })
      .getByRole('img', { name: orderPageLabels.disputePhoto(1) }),
  ).toBeVisible();
});
