import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { biddingMessages as m, serverMessages } from '@naijabid/shared/messages';
import {
  createNamedAccount,
  createVerifiedAccount,
  depositToWallet,
  LISTING_LOCATION_AND_DELIVERY,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared): SHOTS_DIR, default /tmp/shots. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

for (const width of [360, 1280]) {
  test(`a buyer short of the price cannot confirm Buy Now, deposits, buys, and sees the purchase as a won bid (${width} px)`, async ({
    page,
    request,
  }) => {
    mkdirSync(shotsDir, { recursive: true });
    const seller = await createVerifiedAccount(request, uniqueEmail('buy-now-seller'));
    const upload = await request.post('/api/v1/listing-photos', {
      headers: { ...bearer(seller), 'Content-Type': 'image/png' },
      data: await photo(page),
    });
    const created = await request.post('/api/v1/listings', {
      headers: bearer(seller),
      data: {
        title: `Handwoven Aso Oke Fabric ${width}`,
        description: 'Five yards of handwoven aso oke, never cut, from Iseyin. Lagos pickup.',
        category: 'Fashion',
        brand: '',
        condition: 'new',
        startingPrice: 2_000_000,
        buyNowPrice: 3_000_000,
        durationMinutes: 5 * 24 * 60,
        photoIds: [(await upload.json()).data.photo.id],
        publish: true,
        ...LISTING_LOCATION_AND_DELIVERY,
      },
    });
    expect(created.status()).toBe(201);
    const listingId = (await created.json()).data.listing.id as string;
    const buyer = await createNamedAccount(request, uniqueEmail('buy-now-buyer'), {
      firstName: 'Ngozi',
      lastName: 'Okafor',
    });
    await depositToWallet(request, buyer, 500_000);
    await useToken(page, buyer);
    await page.setViewportSize({ width, height: 800 });

    await page.goto(`/auctions/${listingId}`);
    await expect(page.getByText(/^4d 23h \d\dm$/)).toBeVisible();
    await page.getByRole('button', { name: m.buyNowOffer('₦30,000') }).click();
    const confirm = page.getByRole('dialog', { name: m.buyNowTitle });
    await expect(confirm.getByText(serverMessages.buyNowInsufficientFunds('₦30,000', '₦25,000'))).toBeVisible();
    await expect(confirm.getByRole('button', { name: m.buyNowConfirm('₦30,000') })).toBeDisabled();
    await page.screenshot({ path: `${shotsDir}/buy-now-short-${width}.png` });

    await depositToWallet(request, buyer, 3_000_000);
    await page.reload();
    await page.getByRole('button', { name: m.buyNowOffer('₦30,000') }).click();
    await page
      .getByRole('dialog', { name: m.buyNowTitle })
      .getByRole('button', { name: m.buyNowConfirm('₦30,000') })
      .click();
    await expect(page.getByText(m.soldForLabel, { exact: true })).toBeVisible();
    await expect(page.getByText('Bids', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('1');
    await expect(page.getByText(m.currentBid, { exact: true })).toHaveCount(0);

    // The "You won" notice comes up away from the logo and the top bar.
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const header = await page.locator('header').first().boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox!.y).toBeGreaterThan(header!.y + header!.height);
    await page.screenshot({ path: `${shotsDir}/buy-now-bought-${width}.png` });

    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Won 1' })).toBeVisible();
    await page.screenshot({ path: `${shotsDir}/buy-now-dashboard-${width}.png`, fullPage: true });
  });
}
