import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { bidHistoryLabels } from '@naijabid/shared/messages/auction-page';
import { bidLogBreaks, bidLogLabels as m } from '@naijabid/shared/messages/bid-log';
import type { BidLog } from '@naijabid/shared/schemas/bid-log';
import {
  createNamedAccount,
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  endAuctionIn,
  openAuctionPage,
  placeBid,
  uniqueEmail,
} from './helpers';

/** Screenshots for people to look at (not compared): SHOTS_DIR, default /tmp/shots. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

test('the browser recomputes a closed auction’s bid chain from the public log and it agrees with the hash the close recorded', async ({
  page,
  request,
}) => {
  mkdirSync(shotsDir, { recursive: true });
  const seller = await createVerifiedAccount(request, uniqueEmail('chain-seller'));
  const listing = await createPublishedListing(request, seller, await photo(page), {
    title: 'Thermocool Chest Freezer 200 litres',
    startingPrice: 100_000_00,
  });
  const amaka = await createNamedAccount(request, uniqueEmail('chain-amaka'), { firstName: 'Amaka', lastName: 'Obi' });
  const femi = await createNamedAccount(request, uniqueEmail('chain-femi'), { firstName: 'Femi', lastName: 'Adeyemi' });
  await depositToWallet(request, amaka, 100_000_00);
  await depositToWallet(request, femi, 100_000_00);
  await placeBid(request, amaka, listing.id, 120_000_00);
  await placeBid(request, femi, listing.id, 150_000_00);
  await placeBid(request, amaka, listing.id, 160_000_00);
  await endAuctionIn(request, listing.id, 1);

  let log: BidLog | undefined;
  await expect
    .poll(async () => {
      log = (await (await request.get(`/api/v1/auctions/${listing.id}/bid-log`)).json()).data as BidLog;
      return log.finalHash;
    })
    .toMatch(/^[0-9a-f]{64}$/);
  expect(log!.items).toHaveLength(3);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openAuctionPage(page, listing.id);
    await page.getByRole('link', { name: bidHistoryLabels.checkBidLog }).click();
    await expect(page).toHaveURL(`/auctions/${listing.id}/verify`);
    await expect(page.getByRole('status').filter({ hasText: m.verified(3) })).toBeVisible();
    // The hash the browser reached and the one the close recorded, each as the server has it.
    await expect(page.getByTestId('recomputed-hash')).toHaveText(log!.finalHash!);
    await expect(page.getByTestId('final-hash')).toHaveText(log!.finalHash!);
    await expect(page.getByText('Amaka O***')).toHaveCount(2);
    await expect(page.getByText('Femi A***')).toHaveCount(1);
    await page.screenshot({ path: `${shotsDir}/bid-log-verified-${width}.png`, fullPage: true });
  }
});

test('every finished demo sale’s bid chain verifies in the browser', async ({ page, request }) => {
  const wins = (await (await request.get('/api/v1/winners')).json()).data.items as Array<{ auction: { id: string } }>;
  expect(wins.length).toBeGreaterThan(0);
  const log = (await (await request.get(`/api/v1/auctions/${wins[0]!.auction.id}/bid-log`)).json()).data as BidLog;
  await page.goto(`/auctions/${log.listingId}/verify`);
  await expect(page.getByRole('status').filter({ hasText: m.verified(log.items.length) })).toBeVisible();
  await expect(page.getByTestId('final-hash')).toHaveText(log.finalHash!);
});

test('a broken link in a log the browser is given is named, not hidden', async ({ page, request }) => {
  const wins = (await (await request.get('/api/v1/winners')).json()).data.items as Array<{ auction: { id: string } }>;
  const listingId = wins[0]!.auction.id;
  // The page checks whatever log it receives: here one whose second bid claims a lower price.
  await page.route(`**/api/v1/auctions/${listingId}/bid-log`, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: BidLog };
    body.data.items[1]!.price -= 100;
    await route.fulfill({ response: answer, json: body });
  });
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto(`/auctions/${listingId}/verify`);
  await expect(page.getByRole('alert')).toContainText(m.broken);
  await expect(page.getByRole('alert')).toContainText(bidLogBreaks.hash_mismatch(2));
  await page.screenshot({ path: `${shotsDir}/bid-log-broken-360.png`, fullPage: true });
});
