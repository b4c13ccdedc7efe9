import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, uniqueEmail, useToken } from './helpers';

/** Full-page screenshots for people to look at (not compared): SHOTS_DIR, default /tmp/shots. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const pages = [
  { path: '/', name: 'home' },
  { path: '/auctions', name: 'auctions' },
  { path: '/register', name: 'register' },
  { path: '/verify?email=a@b.co', name: 'verify' },
  { path: '/dashboard', name: 'dashboard' },
];

test('screenshots of the main pages at 360 and 1280 px', async ({ page, request }) => {
  mkdirSync(shotsDir, { recursive: true });
  await useToken(page, await createVerifiedAccount(request, uniqueEmail('shots')));
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, name } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (name === 'dashboard') await expect(page.getByText('Tunde Bakare')).toBeVisible();
      // The landing's lower sections load as the visitor scrolls down to them.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
    }
  }
});
