import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createVerifiedAccount, scrollUntilVisible, uniqueEmail, useToken } from './helpers';

const pages = [
  '/',
  '/auctions',
  '/register',
  '/login',
  '/verify?email=a%40b.co',
  '/terms',
  '/privacy',
  '/contact',
  '/tips',
  '/help',
];

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

for (const path of pages) {
  for (const width of [360, 1280]) {
    test(`${path} at ${width} px has no serious or critical axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Sections that load as the visitor scrolls (the landing's lower half) are scanned too.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      if (path === '/')
        await scrollUntilVisible(
          page,
          page.getByRole('region', { name: 'Best Auction Deals' }).getByRole('article').first(),
        );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('the signed-in dashboard has no serious or critical axe violation', async ({ page, request }) => {
  await useToken(page, await createVerifiedAccount(request, uniqueEmail('axe')));
  await page.goto('/dashboard');
  await expect(page.getByText('Tunde Bakare')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
