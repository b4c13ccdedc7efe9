import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { biddingMessages } from '@naijabid/shared/messages';
import {
  sellerVerificationLabels as l,
  sellerVerificationMessages as m,
} from '@naijabid/shared/messages/seller-verification';
import { verifiedSellerBadgeLabels } from '@naijabid/shared/messages/verified-seller-badge';
import {
  createNamedAccount,
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

const badge = (page: Page) => page.getByTestId('verified-seller-badge');

for (const width of [360, 1280]) {
  test(`a seller verifies with their BVN and gets the "Verified seller" badge (${width} px)`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await createVerifiedAccount(request, uniqueEmail(`verify${width}`), 'seller');
    const title = `Binatone standing fan ${width}-${Date.now().toString(36)}`;
    const listing = await createPublishedListing(request, token, await photo(page), {
      title,
      startingPrice: 25_000_00,
    });
    await useToken(page, token);

    await page.goto('/settings');
    await page.getByRole('link', { name: l.settingsLink }).click();
    await expect(page).toHaveURL('/settings/verify');
    await expect(page.getByTestId('verification-status')).toHaveText(l.status.unverified);
    // The consent sentence is on the screen before anything is sent.
    await expect(page.getByText(l.consent)).toBeVisible();

    await page.getByLabel(l.bvn).fill('2212345678');
    await page.getByLabel(l.bank, { exact: true }).selectOption('058');
    await page.getByLabel(l.accountNumber).fill('0123456785');
    await page.getByLabel(l.firstName).fill('Tunde');
    await page.getByLabel(l.lastName).fill('Bakare');
    await page.getByRole('button', { name: l.submit }).click();
    await expect(page.getByText(m.bvnFormat)).toBeVisible();
    await expect(page.getByText(m.consentRequired)).toBeVisible();

    await page.getByLabel(l.bvn).fill('22123456789');
    await page.getByRole('checkbox').check();
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: `${shotsDir}/verify-seller-form-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: l.submit }).click();
    // The fake Paystack's signed webhook settles it; the screen reads it again by itself.
    await expect(page.getByTestId('verification-status')).toContainText('Verified as Tunde Bakare');
    await expect(badge(page)).toBeVisible();
    await expect(page.getByText(l.maskedBvn('221*****789'))).toBeVisible();
    await expect(page.getByLabel(l.bvn)).toHaveCount(0);
    await expect(page.getByText(m.sent)).toBeHidden();
    await page.screenshot({ path: `${shotsDir}/verify-seller-${width}.png`, fullPage: true });

    // The badge on the auction page, the card in search (filtered to verified sellers) and the profile.
    await page.goto(`/auctions/${listing.id}`);
    await expect(badge(page).first()).toBeVisible();
    await badge(page).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/verified-seller-badge-auction-${width}.png` });
    await page.goto(`/search?q=${encodeURIComponent(title)}&sellers=verified`);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText(verifiedSellerBadgeLabels.badge)).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/verified-seller-badge-search-${width}.png` });
    await card.getByRole('link', { name: /rated|No ratings/ }).click();
    await expect(page).toHaveURL(/\/sellers\//);
    await expect(badge(page)).toBeVisible();

    // And in the bid dialog of a buyer.
    const buyerToken = await createNamedAccount(request, uniqueEmail(`badgebuyer${width}`), {
      firstName: 'Amaka',
      lastName: 'Eze',
    });
    await depositToWallet(request, buyerToken, 100_000_00);
    const buyer = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await useToken(buyer, buyerToken);
    await buyer.goto(`/auctions/${listing.id}`);
    await buyer
      .getByRole('region', { name: biddingMessages.panelTitle })
      .getByRole('button', { name: /Place Bid/ })
      .click();
    const dialog = buyer.getByRole('dialog', { name: biddingMessages.dialogTitle });
    await expect(dialog.getByTestId('verified-seller-badge')).toBeVisible();
    await buyer.screenshot({ path: `${shotsDir}/verified-seller-badge-bid-dialog-${width}.png` });
    await buyer.context().close();
  });
}
