import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bellLabels } from '@naijabid/shared/messages/notifications';
import { savedSearchLabels, savedSearchNoticeTexts } from '@naijabid/shared/messages/saved-searches';
import { createPublishedListing, createVerifiedAccount, uniqueEmail, useToken } from './helpers';

/** What axe finds serious or critical on the page as it stands. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

test('a buyer saves a search, hears on the bell when a matching auction is listed, and manages it in Settings', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const word = `tricycle${Date.now().toString(36)}`;
  const seller = await createVerifiedAccount(request, uniqueEmail('saved-search-seller'));
  const image = await photo(page);
  const buyer = await createVerifiedAccount(request, uniqueEmail('saved-search-buyer'), 'buyer');
  await useToken(page, buyer);

  // Words and filters as the search page's address holds them.
  await page.goto(`/search?q=${word}&category=${encodeURIComponent('Home & Office')}&max=100000`);
  await page.getByRole('button', { name: savedSearchLabels.save }).click();
  const dialog = page.getByRole('dialog', { name: savedSearchLabels.saveTitle });
  await expect(dialog.getByLabel(savedSearchLabels.name)).toHaveValue(word);
  await dialog.getByLabel(savedSearchLabels.name).fill(`Keke ${word}`);
  await dialog.getByLabel(savedSearchLabels.notifyChoices.bell).check();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: savedSearchLabels.save }).click();
  await expect(page.getByText(savedSearchLabels.saved)).toBeVisible();

  // Listed above the saved price: no notice. Then one that matches: the bell rises live.
  await createPublishedListing(request, seller, image, { title: `TVS ${word} for hire`, startingPrice: 15_000_000 });
  const listing = await createPublishedListing(request, seller, image, {
    title: `TVS King ${word} 2023`,
    startingPrice: 8_000_000,
  });
  const bell = page.getByRole('button', { name: bellLabels.withUnread(1) });
  await expect(bell).toBeVisible();
  await bell.click();
  const notice = page
    .getByRole('region', { name: bellLabels.title })
    .getByRole('link', { name: new RegExp(savedSearchNoticeTexts.match(`Keke ${word}`)) });
  await expect(notice).toContainText(`TVS King ${word} 2023`);
  await notice.click();
  await expect(page).toHaveURL(`/auctions/${listing.id}`);

  // Settings lists it: open it, change how it tells, rename it, delete it.
  await page.goto('/settings');
  const saved = page.getByRole('listitem', { name: `Keke ${word}` });
  await expect(saved).toBeVisible();
  // Its words and filters, not its name alone.
  await expect(saved).toContainText(`“${word}” · Home & Office · up to ₦100,000`);
  expect(await seriousViolations(page)).toEqual([]);
  await saved.getByLabel(savedSearchLabels.notify).selectOption(savedSearchLabels.notifyChoices.daily_mail);
  await expect(page.getByText(savedSearchLabels.changed).first()).toBeVisible();
  await saved.getByRole('button', { name: savedSearchLabels.rename }).click();
  await saved.getByLabel(savedSearchLabels.name).fill('Tricycles');
  await saved.getByRole('button', { name: savedSearchLabels.saveName }).click();
  const renamed = page.getByRole('listitem', { name: 'Tricycles' });
  await expect(renamed).toBeVisible();
  await expect(renamed.getByLabel(savedSearchLabels.notify)).toHaveValue('daily_mail');
  await renamed.getByRole('link', { name: savedSearchLabels.open }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const opened = new URL(page.url()).searchParams;
  expect(Object.fromEntries(opened)).toEqual({ q: word, category: 'Home & Office', max: '100000' });
  await expect(page.getByRole('link', { name: new RegExp(`TVS King ${word} 2023`) }).first()).toBeVisible();

  await page.goto('/settings');
  await page
    .getByRole('listitem', { name: 'Tricycles' })
    .getByRole('button', { name: savedSearchLabels.delete })
    .click();
  await expect(page.getByText(savedSearchLabels.empty)).toBeVisible();
});
