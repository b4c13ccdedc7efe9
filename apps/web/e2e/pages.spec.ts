import { expect, test } from '@playwright/test';
import { scrollUntilVisible, uniqueEmail } from './helpers';

test('the newsletter form subscribes and the confirmation mail is sent', async ({ page, request }) => {
  const email = uniqueEmail('news');
  await page.goto('/');
  const newsletterEmail = page.getByPlaceholder('Enter your email');
  await scrollUntilVisible(page, newsletterEmail);
  await newsletterEmail.fill(email);
  await page.getByRole('button', { name: "Let's Go" }).click();
  await expect(page.getByRole('status').filter({ hasText: /check your email/i })).toBeVisible();
  const mails = (await (await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`)).json()).data;
  expect(mails.length).toBeGreaterThan(0);
});

test('every footer target and content route is a real page, unknown paths are not found', async ({ page }) => {
  for (const path of [
    '/auctions',
    '/listings',
    '/winners',
    '/tips',
    '/help',
    '/shipping',
    '/vendor',
    '/about',
    '/pricing',
    '/product',
    '/contact',
    '/terms',
    '/privacy',
    '/tips/winning-strategies',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    /not found|can't find|cannot find|doesn't exist/i,
  );
});

test('the landing page figures count up to the database figures and the carousel pauses on hover', async ({
  page,
  request,
}) => {
  const stats = (await (await request.get('/api/v1/stats')).json()).data as {
    productsAuctioned: number;
    bidders: number;
    totalWins: number;
  };
  const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });
  await page.goto('/');
  // The visible figures (the screen-reader copies hold the final figure from the start).
  const figures = page.locator('section[aria-labelledby="hero-title"] dd [aria-hidden="true"]');
  await expect(figures).toHaveText(
    [
      compact.format(stats.productsAuctioned),
      compact.format(stats.bidders),
      `₦${compact.format(Math.floor(stats.totalWins / 100))}`,
    ],
    // The count takes two seconds once the page is React's; a loaded CI machine may take longer to get there.
    { timeout: 10_000 },
  );
  const track = page.locator('.marquee-track');
  await page.locator('.marquee').hover();
  expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
});

test('the marketplace search opens the search results', async ({ page }) => {
  await page.goto('/auctions');
  await page.getByRole('searchbox', { name: 'Search auctions' }).fill('macbook');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/search?q=macbook');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “macbook”' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search auctions' })).toHaveValue('macbook');
});
