import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { orderPageLabels } from '@naijabid/shared/messages/orders';
import {
  ratingLabels,
  ratingServerMessages,
  reserveHintLabels,
  sellerProfileLabels,
} from '@naijabid/shared/messages/ratings';
import { reserveLabels, sellerRatingLabels } from '@naijabid/shared/messages/seller-rating';
import { biddingMessages } from '@naijabid/shared/messages';
import { placeBidLabels } from '@naijabid/shared/place-bid-labels';
import type { Order } from '@naijabid/shared/schemas/orders';
import {
  createNamedAccount,
  createPublishedListing,
  depositToWallet,
  endAuctionIn,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const SCREEN_WIDTHS = [360, 1280] as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A real PNG for the listing photo, drawn by the browser itself. */
async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#b45309 50%,#047857 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

async function screenshotAtBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await ready();
    const dialogOpen = (await page.getByRole('dialog').count()) > 0;
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: !dialogOpen });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function post(request: APIRequestContext, token: string, path: string, data: unknown, headers = {}) {
  const answer = await request.post(`/api/v1${path}`, { headers: { ...bearer(token), ...headers }, data });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer;
}

/**
 * A sale taken to completion through the API, as orders.spec.ts story one takes it through
 * the pages: Ngozi wins Chinedu's auction, pays for pickup, he ships, she confirms delivery.
 */
async function completedSale(page: Page, request: APIRequestContext, title: string) {
  const seller = await createNamedAccount(
    request,
    uniqueEmail('ratings-seller'),
    { firstName: 'Chinedu', lastName: 'Okeke' },
    'seller',
  );
  const buyer = await createNamedAccount(request, uniqueEmail('ngozi'), { firstName: 'Ngozi', lastName: 'Eze' });
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: 2_000_000 });
  await depositToWallet(request, buyer, 5_000_000);
  await placeBid(request, buyer, listing.id, 2_000_000);
  await endAuctionIn(request, listing.id, 1);
  let orderId: string | undefined;
  await expect
    .poll(async () => {
      const mine = await request.get('/api/v1/me/orders', { headers: bearer(buyer) });
      orderId = ((await mine.json()).data.items as Order[]).find((order) => order.listingId === listing.id)?.id;
      return orderId;
    })
    .toBeTruthy();
  await post(
    request,
    buyer,
    `/orders/${orderId}/pay`,
    { delivery: { method: 'pickup' } },
    {
      'Idempotency-Key': `e2e-pay-${orderId}`,
    },
  );
  await post(request, seller, `/orders/${orderId}/ship`, { carrier: 'GIG Logistics', trackingNumber: 'GIG-2026-7781' });
  await post(request, buyer, `/orders/${orderId}/confirm-delivery`, undefined);
  return { seller, buyer, listing, orderId: orderId! };
}

test.beforeAll(() => mkdirSync(shotsDir, { recursive: true }));

test('after a completed sale the buyer rates the seller, and the stars show on the profile and the seller’s cards', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const { seller, buyer, orderId } = await completedSale(page, request, `Binatone blender ${stamp}`);
  // Another auction of the same seller's, still live, with a reserve nobody has met.
  const live = await createPublishedListing(request, seller, await photo(page), {
    title: `Hisense soundbar ${stamp}`,
    startingPrice: 3_000_000,
    reservePrice: 4_500_000,
  });

  // Ngozi's order offers "Rate the seller"; she gives four stars and a comment.
  await useToken(page, buyer);
  await page.goto(`/orders/${orderId}`);
  const actions = page.getByRole('region', { name: orderPageLabels.actions });
  await expect(actions.getByRole('button')).toHaveText([ratingLabels.rateSeller]);
  await actions.getByRole('button', { name: ratingLabels.rateSeller }).click();
  const dialog = page.getByRole('dialog', { name: ratingLabels.dialogTitle('Chinedu O.') });
  await dialog.getByRole('radio', { name: ratingLabels.star(4) }).check();
  await dialog
    .getByLabel(ratingLabels.comment)
    .fill('Blender works well, packaged neatly. Seller answered sharp sharp.');
  await screenshotAtBothWidths(page, 'rating-dialog', () => expect(dialog.getByText('Good')).toBeVisible());
  await dialog.getByRole('button', { name: ratingLabels.submit }).click();
  await expect(page.getByText(ratingServerMessages.rated)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const ratings = page.getByRole('region', { name: ratingLabels.section });
  await expect(ratings).toContainText(ratingLabels.outOf(4));
  await expect(actions.getByRole('button')).toHaveText([ratingLabels.editRating]);

  // The seller's order shows what the buyer said of them.
  const sellerPage = await (await browser.newContext()).newPage();
  await useToken(sellerPage, seller);
  await sellerPage.goto(`/orders/${orderId}`);
  await expect(sellerPage.getByRole('region', { name: ratingLabels.section })).toContainText(
    'Blender works well, packaged neatly.',
  );
  await expect(sellerPage.getByRole('region', { name: orderPageLabels.actions }).getByRole('button')).toHaveText([
    ratingLabels.rateBuyer,
  ]);

  // On the marketplace, the seller's live auction carries the stars and the reserve label.
  await page.goto(`/auctions?q=${encodeURIComponent(live.title)}`);
  const card = page.getByRole('article').filter({ hasText: live.title });
  const stars = card.getByRole('link', { name: sellerRatingLabels.full(4, 1) });
  await expect(stars).toContainText('4.0 (1)');
  await expect(card.getByText(reserveLabels.notMet)).toBeVisible();
  await screenshotAtBothWidths(page, 'card-stars-reserve', () => expect(stars).toBeVisible());

  // The bid dialog tells whether a maximum meets the reserve, never the reserve itself.
  await card.getByRole('button', { name: placeBidLabels.buttonFor(live.title) }).click();
  const bid = page.getByRole('dialog', { name: biddingMessages.dialogTitle });
  await expect(bid.getByText(reserveHintLabels.below)).toBeVisible();
  await bid.getByLabel(biddingMessages.amountLabel).fill('50000');
  await expect(bid.getByText(reserveHintLabels.meets)).toBeVisible();
  await expect(bid).not.toContainText('45,000');
  await screenshotAtBothWidths(page, 'bid-dialog-reserve', () =>
    expect(bid.getByText(reserveHintLabels.meets)).toBeVisible(),
  );
  await bid.getByRole('button', { name: biddingMessages.cancel }).click();

  // The stars lead to the seller's profile: the review, masked, and the live auction.
  await stars.click();
  await expect(page).toHaveURL(/\/sellers\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Chinedu O.' })).toBeVisible();
  await expect(page.getByText(sellerRatingLabels.full(4, 1))).toBeAttached();
  const reviews = page.getByRole('region', { name: sellerProfileLabels.reviews });
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  await expect(reviews).toContainText('Ngozi E***');
  await expect(reviews).not.toContainText('Eze');
  await expect(reviews).toContainText('Seller answered sharp sharp.');
  await expect(page.getByText(sellerProfileLabels.completedSales(1), { exact: false })).toBeVisible();
  const listings = page.getByRole('region', { name: sellerProfileLabels.liveListings });
  await expect(listings.getByRole('link', { name: live.title })).toBeVisible();
  await screenshotAtBothWidths(page, 'seller-profile', () => expect(reviews).toBeVisible());

  // And on the auction page, beside the seller's name.
  await page.goto(`/auctions/${live.id}`);
  await expect(page.getByRole('link', { name: sellerRatingLabels.full(4, 1) })).toHaveAttribute('href', /\/sellers\//);
});
