import { expect, test, type Page } from '@playwright/test';
import { browsePath } from '@naijabid/shared/browse-path';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_QUERIES,
  HOT_AUCTIONS_QUERY,
  auctionPagePaths,
  type FirstScreenPage,
} from '@naijabid/shared/first-screen';
import { biddingMessages } from '@naijabid/shared/messages';
import { auctionPageLabels } from '@naijabid/shared/messages/auction-page';
import { formatNaira } from '@naijabid/shared/money';
import { createVerifiedAccount, uniqueEmail, useToken } from './helpers';

const PAGES = Object.keys(FIRST_SCREEN_QUERIES) as FirstScreenPage[];

/** Marks the first card photo the HTML parser creates, before any script of the page runs. */
async function markServerPhoto(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const photo = document.querySelector('#root article img');
      if (!photo) return;
      (photo as HTMLImageElement & { fromServer?: boolean }).fromServer = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Console errors and uncaught exceptions: a hydration mismatch shows up as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const path of PAGES) {
  test(`${path} comes with its first cards in the HTML, and the app takes them over without painting or fetching them again`, async ({
    page,
    request,
  }) => {
    const firstScreenCall = browsePath(FIRST_SCREEN_QUERIES[path]);
    const live = (await (await request.get(`/api/v1${firstScreenCall}`)).json()).data.items as Array<{ title: string }>;
    expect(live.length).toBeGreaterThan(0);

    const html = await (await request.get(path)).text();
    expect(html).toContain(`id="${FIRST_SCREEN_DATA_ID}"`);
    expect(html).toMatch(/<div id="root"><div/);
    expect(html).toContain('<article');

    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname + new URL(sent.url()).search));
    await markServerPhoto(page);
    // Hydrated: the cards' effects have opened their live stream.
    const hydrated = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/v1/auctions/events');
    await page.goto(path);
    await expect(page.locator('#root article').first()).toBeVisible();
    await hydrated;

    expect(
      await page.evaluate(
        () =>
          (document.querySelector('#root article img') as (HTMLImageElement & { fromServer?: boolean }) | null)
            ?.fromServer,
      ),
    ).toBe(true);
    expect(asked).not.toContain(`/api/v1${firstScreenCall}`);
    expect(errors).toEqual([]);
  });
}

test("a signed-in user's server-rendered landing turns into theirs once the app has loaded", async ({
  page,
  request,
}) => {
  const token = await createVerifiedAccount(request, uniqueEmail('first-screen'), 'buyer');
  const errors = collectErrors(page);
  await useToken(page, token);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the marketplace search box works on the server-rendered page before the app has taken it over', async ({
  page,
}) => {
  // Without route-preload, a server-rendered page never loads the app's code.
  await page.route('**/assets/route-preload-*.js', (route) => route.abort());
  await page.goto('/auctions');
  await page.getByRole('searchbox', { name: 'Search auctions' }).fill('laptop');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/search?q=laptop');
  await expect(page.getByRole('searchbox', { name: 'Search auctions' })).toHaveValue('laptop');
});

test("an auction's page comes with its photo, title, price, time left and bid count in the HTML, and the app takes it over without reading them again", async ({
  page,
  request,
}) => {
  const [hot] = (await (await request.get(`/api/v1${browsePath(HOT_AUCTIONS_QUERY)}`)).json()).data.items as Array<{
    id: string;
  }>;
  const paths = auctionPagePaths(hot!.id);
  const { auction } = (await (await request.get(`/api/v1${paths.auction}`)).json()).data as {
    auction: { title: string; currentPrice: number; bidCount: number };
  };

  // Before any script runs: the HTML as the server sends it (the route's first render, which
  // loads its code, may miss the server's deadline on a busy machine and go out unrendered).
  let html = '';
  await expect
    .poll(async () => (html = await (await request.get(`/auctions/${hot!.id}`)).text()))
    .toContain(`id="${FIRST_SCREEN_DATA_ID}"`);
  const root = html.slice(html.indexOf('<div id="root">'));
  const title = auction.title.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  expect(root).toMatch(/<img [^>]*src="\/media\/photos\//);
  expect(root).toContain(`alt="${title}"`);
  expect(root).toContain(`>${title}</h1>`);
  expect(root).toContain(`>${formatNaira(auction.currentPrice)}</dd>`);
  expect(root).toMatch(new RegExp(`<dt [^>]*>${biddingMessages.timeLeft}</dt><dd [^>]*><span role="timer"`));
  expect(root).toMatch(new RegExp(`<dt [^>]*>${auctionPageLabels.bids}</dt><dd [^>]*>${auction.bidCount}</dd>`));

  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await markServerPhoto(page);
  // Hydrated: the page's effects have opened the auction's live stream.
  const hydrated = page.waitForRequest((sent) => new URL(sent.url()).pathname === `/api/v1${paths.auction}/events`);
  await page.goto(`/auctions/${hot!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: auction.title })).toBeVisible();
  await hydrated;
  expect(
    await page.evaluate(
      () =>
        (document.querySelector('#root article img') as (HTMLImageElement & { fromServer?: boolean }) | null)
          ?.fromServer,
    ),
  ).toBe(true);
  for (const path of Object.values(paths)) expect(asked).not.toContain(`/api/v1${path}`);
  expect(errors).toEqual([]);
});

test("a signed-in bidder's server-rendered auction page reads their own view of the auction once the app has loaded", async ({
  page,
  request,
}) => {
  const [hot] = (await (await request.get(`/api/v1${browsePath(HOT_AUCTIONS_QUERY)}`)).json()).data.items as Array<{
    id: string;
  }>;
  const token = await createVerifiedAccount(request, uniqueEmail('first-screen-auction'), 'buyer');
  const errors = collectErrors(page);
  await useToken(page, token);
  const ownRead = page.waitForRequest(
    (sent) =>
      new URL(sent.url()).pathname === `/api/v1${auctionPagePaths(hot!.id).auction}` &&
      sent.headers().authorization === `Bearer ${token}`,
  );
  await page.goto(`/auctions/${hot!.id}`);
  await ownRead;
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
});
