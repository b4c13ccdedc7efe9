import { expect, test, type Request } from '@playwright/test';
import * as frame from '@naijabid/shared/messages/site-frame';
import { createVerifiedAccount, uniqueEmail, useToken } from './helpers';

// The installable app's worker runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The pages a signed-in buyer moves between; each brings its own script files. */
const PAGES = [
  '/auctions',
  '/search',
  '/dashboard',
  '/wallet',
  '/cart',
  '/orders',
  '/sales',
  '/offers',
  '/watchlist',
  '/settings',
  '/settings/notifications',
  '/settings/verify',
  '/sell/new',
  '/sell/listings',
  '/terms',
  '/privacy',
  '/about',
  '/pricing',
  '/product',
  '/contact',
  '/winners',
  '/tips',
  '/tips/winning-strategies',
  '/help',
  '/shipping',
  '/buyer-protection',
  '/vendor',
  '/forgot-password',
  '/no-such-page',
];

/** Pages of words only: the quickest to open. */
const PLAIN_PAGES = ['/about', '/help', '/pricing', '/shipping'];

test('a buyer who opened 150 pages still gets the offline page offline', async ({ page, context, request }) => {
  // 150 page loads take a while on a busy machine.
  test.setTimeout(180_000);
  const buyer = await createVerifiedAccount(request, uniqueEmail('offline-buyer'));
  // The app's files each page asked for, and those still on their way (the worker keeps each
  // before it answers, so a file answered is a file kept).
  const scripts = new Set<string>();
  const pending = new Set<Request>();
  const isAppFile = (sent: Request) => new URL(sent.url()).pathname.startsWith('/assets/');
  page.on('request', (sent) => {
    if (!isAppFile(sent)) return;
    scripts.add(new URL(sent.url()).pathname);
    pending.add(sent);
  });
  page.on('requestfinished', (sent) => pending.delete(sent));
  page.on('requestfailed', (sent) => pending.delete(sent));

  await useToken(page, buyer);
  await page.goto('/auctions');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null))
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const auctionLinks = await page
    .locator('main a[href^="/auctions/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const visits = [...PAGES, ...new Set(auctionLinks)];

  // Every page once, each with all its files kept, then more page loads up to 150, of plain
  // pages whose files are kept already, at addresses of their own (as filters and links make).
  for (const path of visits) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByText(frame.loadingPage)).toHaveCount(0);
    await expect.poll(() => pending.size, { intervals: [50] }).toBe(0);
  }
  for (let visit = visits.length; visit < 150; visit += 1)
    await page.goto(`${PLAIN_PAGES[visit % PLAIN_PAGES.length]}?visit=${visit}`, { waitUntil: 'domcontentloaded' });
  expect(scripts.size).toBeGreaterThan(80);

  await context.setOffline(true);
  await page.goto('/help?never=opened');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});
