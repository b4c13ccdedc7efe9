import { expect, test } from '@playwright/test';
import { uniqueEmail } from './helpers';

test('the newsletter form subscribes and the confirmation mail is sent', async ({ page, request }) => {
  const email = uniqueEmail('news');
  await page.goto('/');
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByRole('button', { name: "Let's Go" }).click();
  await expect(page.getByRole('status').filter({ hasText: /check your email/i })).toBeVisible();
  const mails = (await (await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`)).json()).data;
  expect(mails.length).toBeGreaterThan(0);
});

test('every footer target and content route is a real page, unknown paths are not found', async ({ page }) => {
  for (const path of ['/auctions', '/listings', '/winners', '/tips', '/help', '/shipping', '/vendor', '/about', '/pricing', '/product', '/contact', '/terms', '/privacy', '/tips/winning-strategies']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can't find|cannot find|doesn't exist/i);
});

test('the landing page stats count up and the carousel pauses on hover', async ({ page }) => {
  await page.goto('/');
  // The visible figures (the screen-reader copies hold the final figure from the start).
  const figures = page.locator('section[aria-labelledby="hero-title"] dd [aria-hidden="true"]');
  await expect(figures).toHaveText(['100+', '100K+', '₦200+'], { timeout: 2000 });
  const track = page.locator('.marquee-track');
  await page.locator('.marquee').hover();
  expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
});

test('the marketplace search filters live auctions', async ({ page }) => {
  await page.goto('/auctions');
  await page.getByRole('searchbox', { name: 'Search auctions' }).fill('macbook');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=macbook/);
  await expect(page.getByRole('region', { name: 'Live Auctions' }).getByRole('article')).toHaveCount(1);
});
