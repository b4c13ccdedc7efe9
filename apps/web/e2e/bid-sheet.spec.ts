import { expect, test, type Page } from '@playwright/test';
import { biddingMessages as m } from '@naijabid/shared/messages';
import {
  createNamedAccount,
  createPublishedListing,
  createVerifiedAccount,
  depositToWallet,
  openAuctionPage,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

const bidPanel = (page: Page) => page.getByRole('region', { name: m.panelTitle });

/** A ₦20,000 auction, and a buyer with ₦100,000 on its page on a phone. */
async function buyerOnPhone(page: Page, request: Parameters<typeof createNamedAccount>[0], label: string) {
  const seller = await createVerifiedAccount(request, uniqueEmail(`${label}-seller`));
  const title = `Itel smart TV 32" ${Date.now().toString(36)}`;
  const listing = await createPublishedListing(request, seller, await photo(page), { title, startingPrice: 2_000_000 });
  const buyer = await createNamedAccount(request, uniqueEmail(`${label}-buyer`), {
    firstName: 'Ngozi',
    lastName: 'Eze',
  });
  await depositToWallet(request, buyer, 10_000_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await useToken(page, buyer);
  return listing.id as string;
}

test('the open result of a bid follows the auction: outbid twice, it says so with the next bid, and bids again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const auctionId = await buyerOnPhone(page, request, 'sheet');
  const rivals = await Promise.all(
    [
      { firstName: 'Musa', lastName: 'Bello' },
      { firstName: 'Tunde', lastName: 'Bakare' },
    ].map(async (name) => {
      const token = await createNamedAccount(request, uniqueEmail(name.firstName.toLowerCase()), name);
      await depositToWallet(request, token, 10_000_000);
      return token;
    }),
  );
  await openAuctionPage(page, auctionId);

  await bidPanel(page)
    .getByRole('button', { name: /Place Bid/ })
    .click();
  const form = page.getByRole('dialog', { name: m.dialogTitle });
  await form.getByLabel(m.amountLabel).fill('26000');
  await form.getByRole('button', { name: 'Bid ₦26,000' }).click();
  const leading = page.getByRole('dialog', { name: m.leadingTitle });
  await expect(leading).toContainText(m.priceNow('₦20,000'));

  // Two other bidders outbid her in turn while the result is still open.
  await placeBid(request, rivals[0]!, auctionId, 3_000_000);
  const outbid = page.getByRole('dialog', { name: m.outbidTitle });
  await expect(outbid).toContainText(m.youAreOutbid('₦26,000'));
  await expect(outbid).toContainText(m.priceNow('₦26,500'));
  await expect(outbid).toContainText(m.nextBidFrom('₦27,000'));
  await placeBid(request, rivals[1]!, auctionId, 3_500_000);
  await expect(outbid).toContainText(m.priceNow('₦30,500'));
  await expect(outbid).toContainText(m.nextBidFrom('₦31,000'));
  await expect(page.getByRole('dialog', { name: m.leadingTitle })).toHaveCount(0);
  await page.screenshot({ path: `${shotsDir}/bid-sheet-outbid-360.png` });

  // Bid again, from the sheet itself, from the minimum it named.
  await outbid.getByRole('button', { name: m.bidAgain }).click();
  await expect(form.getByLabel(m.amountLabel)).toHaveValue('31000');
  await form.getByLabel(m.amountLabel).fill('40000');
  await form.getByRole('button', { name: 'Bid ₦40,000' }).click();
  await expect(leading).toContainText(m.priceNow('₦35,500'));
  await leading.getByRole('button', { name: m.done }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bidPanel(page).getByText(m.youLead('₦40,000'))).toBeVisible();
});

test("the phone's Back closes an open sheet and stays on the auction; a sheet closed by its button leaves no step behind", async ({
  page,
  request,
}) => {
  const auctionId = await buyerOnPhone(page, request, 'sheet-back');
  await page.goto('/auctions');
  await openAuctionPage(page, auctionId);
  const placeBidButton = bidPanel(page).getByRole('button', { name: /Place Bid/ });

  await placeBidButton.click();
  await expect(page.getByRole('dialog', { name: m.dialogTitle })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(`/auctions/${auctionId}`);
  await expect(placeBidButton).toBeVisible();

  // Opened again and closed with Cancel: the next Back leaves the auction, as it would without the sheet.
  await placeBidButton.click();
  await page.getByRole('dialog', { name: m.dialogTitle }).getByRole('button', { name: m.cancel }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/auctions$/);
});
