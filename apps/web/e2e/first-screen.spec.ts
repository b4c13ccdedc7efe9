import { expect, test, type Page } from '@playwright/test';
import { browsePath } from '@naijabid/shared/browse-path';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_QUERIES, type FirstScreenPage } from '@naijabid/shared/first-screen';
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
