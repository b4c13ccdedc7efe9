import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { biddingMessages as m, liveNoticeMessages } from '@naijabid/shared/messages';
import { heartLabels } from '@naijabid/shared/messages/heart-and-bell';
import { bellLabels, mailPreferenceLabels, watchlistLabels } from '@naijabid/shared/messages/notifications';
import {
  createNamedAccount,
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

/** The page at 360 px and at 1280 px wide, for people to look at; `show` opens what the shot is of, at each width. */
async function shots(page: Page, name: string, show?: () => Promise<void>) {
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await show?.();
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: false });
    if (show) await page.keyboard.press('Escape');
  }
}

test('a buyer hearts an item, follows it on the watchlist, is outbid, sees the bell rise live and follows the notice', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = await createVerifiedAccount(request, uniqueEmail('watch-seller'));
  const title = `Kenwood blender ${Date.now().toString(36)}`;
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: 2_000_000 });

  // A visitor's heart leads to login and back to the results.
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: heartLabels.watch(title) }).click();
  await expect(page).toHaveURL(/\/login$/);

  const aisha = await createNamedAccount(request, uniqueEmail('aisha'), { firstName: 'Aisha', lastName: 'Okafor' });
  await depositToWallet(request, aisha, 10_000_000);
  await useToken(page, aisha);
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  const heart = page.getByRole('button', { name: heartLabels.watch(title) });
  await heart.click();
  await expect(page.getByRole('button', { name: heartLabels.unwatch(title) })).toHaveAttribute('aria-pressed', 'true');
  await placeBid(request, aisha, listing.id, 2_500_000);

  await page.goto('/watchlist');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText(watchlistLabels.standing.leading);
  await expect(card).toContainText('₦20,000');
  // Her deposit is her one notice so far.
  await expect(page.getByRole('button', { name: bellLabels.withUnread(1) })).toBeVisible();
  await shots(page, 'watchlist');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Bola outbids her from his own browser.
  const bola = await createNamedAccount(request, uniqueEmail('bola'), { firstName: 'Bola', lastName: 'Adeyemi' });
  await depositToWallet(request, bola, 10_000_000);
  const bolaPage = await (await browser.newContext()).newPage();
  await useToken(bolaPage, bola);
  await bolaPage.goto(`/auctions/${listing.id}`);
  await bolaPage
    .getByRole('region', { name: m.panelTitle })
    .getByRole('button', { name: /Place Bid/ })
    .click();
  const dialog = bolaPage.getByRole('dialog', { name: m.dialogTitle });
  await dialog.getByLabel(m.amountLabel).fill('30000');
  await dialog.getByRole('button', { name: /^Bid ₦/ }).click();
  await expect(bolaPage.getByRole('dialog', { name: m.leadingTitle })).toBeVisible();

  // Aisha's page, untouched, learns it live: the bell counts it and the card says so.
  const bell = page.getByRole('button', { name: bellLabels.withUnread(2) });
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('bell-count')).toHaveText('2');
  await expect(card).toContainText(watchlistLabels.standing.outbid);
  await expect(card).toContainText('₦25,500');

  const list = page.getByRole('region', { name: bellLabels.title });
  const notice = list.getByRole('link', { name: new RegExp(liveNoticeMessages.outbid(title)) });
  await shots(page, 'bell-open', async () => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(notice).toBeVisible();
  });
  // Opening it marked what it showed read.
  await expect(page.getByRole('button', { name: bellLabels.title, exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: bellLabels.title, exact: true }).click();
  await notice.click();
  await expect(page).toHaveURL(`/auctions/${listing.id}`);
  await expect(page.getByText(watchlistLabels.watchers(1))).toBeVisible();
  await expect(page.getByRole('button', { name: heartLabels.unwatch(title) })).toBeVisible();

  await page.goto('/settings/notifications');
  // The mail switches; the page's push switches below have the same kinds.
  const mailSwitches = page.getByRole('group', { name: mailPreferenceLabels.title });
  const outbidMail = mailSwitches.getByRole('checkbox', { name: new RegExp(mailPreferenceLabels.kinds.outbid.label) });
  await expect(outbidMail).toBeChecked();
  await outbidMail.uncheck();
  await expect(page.getByText(mailPreferenceLabels.saved)).toBeVisible();
  await page.reload();
  await expect(outbidMail).not.toBeChecked();
  await shots(page, 'settings-notifications');
});
