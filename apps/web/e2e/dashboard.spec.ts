import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

/** A real PNG for the listing photo, drawn by the browser itself. */
async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

/** The page's own content only: the layout's toasts and bars are scanned by accessibility.spec.ts. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

const myBids = (page: Page) => page.getByRole('region', { name: 'My bids' });
const bidCard = (page: Page, title: string) =>
  myBids(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });

test('a buyer sees their bid under Leading, then under Outbid when another bidder goes higher, without reloading', async ({
  page,
  request,
}) => {
  const seller = await createVerifiedAccount(request, uniqueEmail('dash-seller'));
  const title = `Qasa standing fan ${Date.now().toString(36)}`;
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: 3_500_000 });
  const buyer = await createVerifiedAccount(request, uniqueEmail('dash-buyer'), 'buyer');
  const rival = await createVerifiedAccount(request, uniqueEmail('dash-rival'), 'buyer');
  await depositToWallet(request, buyer, 1_000_000);
  await depositToWallet(request, rival, 1_000_000);
  expect((await placeBid(request, buyer, listing.id, 4_000_000)).leading).toBe(true);

  await useToken(page, buyer);
  await page.goto('/dashboard');
  const wallet = page.getByRole('region', { name: 'Wallet' });
  await expect(wallet.getByRole('definition').first()).toHaveText('₦6,000');
  await expect(wallet.getByRole('definition').nth(1)).toHaveText('₦4,000');
  await myBids(page)
    .getByRole('button', { name: /^Leading 1$/ })
    .click();
  const card = bidCard(page, title);
  await expect(card.getByText('Leading', { exact: true })).toBeVisible();
  await expect(card.getByText('₦35,000')).toBeVisible();
  await expect(card.getByText('₦40,000')).toBeVisible();
  await expect(card.getByRole('timer')).toHaveText(/^\d+h \d\dm$/);
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', `/auctions/${listing.id}`);

  expect((await placeBid(request, rival, listing.id, 5_000_000)).currentPrice).toBe(4_050_000);

  await expect(myBids(page).getByRole('button', { name: /^Outbid 1$/ })).toBeVisible();
  await expect(myBids(page).getByRole('button', { name: /^Leading 0$/ })).toBeVisible();
  await expect(myBids(page).getByText('You are not leading any auction right now.')).toBeVisible();
  await myBids(page)
    .getByRole('button', { name: /^Outbid 1$/ })
    .click();
  await expect(card.getByText('Outbid', { exact: true })).toBeVisible();
  await expect(card.getByText('₦40,500')).toBeVisible();
  await expect(card.getByRole('link', { name: `Bid again on ${title}` })).toBeVisible();
  await expect(wallet.getByRole('definition').first()).toHaveText('₦10,000');
  await expect(wallet.getByRole('definition').nth(1)).toHaveText('₦0');

  mkdirSync(shotsDir, { recursive: true });
  await myBids(page).getByRole('button', { name: /^All/ }).click();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shotsDir}/dashboard-bids-${width}.png`, fullPage: true });
  }
});

test('a seller watches a bid arrive on their listing from the dashboard', async ({ page, request }) => {
  const seller = await createVerifiedAccount(request, uniqueEmail('dash-lister'));
  const title = `Binatone blender ${Date.now().toString(36)}`;
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: 2_000_000 });
  const buyer = await createVerifiedAccount(request, uniqueEmail('dash-bidder'), 'buyer');
  await depositToWallet(request, buyer, 500_000);

  await useToken(page, seller);
  await page.goto('/dashboard');
  const selling = page.getByRole('region', { name: 'Selling' });
  const row = selling.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row.getByText('Starting bid:')).toBeVisible();
  await expect(row.getByText('₦20,000')).toBeVisible();
  await expect(row.getByText('Live', { exact: true })).toBeVisible();

  await placeBid(request, buyer, listing.id, 2_500_000);

  await expect(row.getByText('Current bid:')).toBeVisible();
  await expect(row.getByText('Bids:').locator('xpath=following-sibling::dd')).toHaveText('1');
  await expect(selling.getByRole('link', { name: 'My listings' })).toHaveAttribute('href', '/sell/listings');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shotsDir}/dashboard-seller-360.png`, fullPage: true });
});
