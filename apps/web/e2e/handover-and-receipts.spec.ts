import { mkdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { handoverLabels, handoverServerMessages, receiptLabels } from '@naijabid/shared/messages/receipts';
import { orderStatusLabels } from '@naijabid/shared/messages/orders';
import type { Order } from '@naijabid/shared/schemas/orders';
import {
  createNamedAccount,
  createPublishedListing,
  depositToWallet,
  endAuctionIn,
  placeBid,
  uniqueEmail,
  useToken,
} from './helpers';

/** Screenshots for people to look at (not compared), as in screenshots.spec.ts. */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function photo(page: Page): Promise<Buffer> {
  await page.setContent('<body style="margin:0;background:linear-gradient(#047857 50%,#fbbf24 50%)"></body>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
}

async function pageOf(browser: Browser, token: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
  await useToken(page, token);
  return page;
}

/** A generator sold to a new buyer and paid for pickup in Ikeja, through the API. */
async function paidPickup(request: APIRequestContext, page: Page, width: number) {
  const sellerToken = await createNamedAccount(
    request,
    uniqueEmail(`handover-seller-${width}`),
    { firstName: 'Musa', lastName: 'Danjuma' },
    'seller',
  );
  const buyerToken = await createNamedAccount(request, uniqueEmail(`handover-buyer-${width}`), {
    firstName: 'Tunde',
    lastName: 'Adeyemi',
  });
  const title = `Generator ${width} ${randomUUID().slice(0, 6)}`;
  const listing = await createPublishedListing(request, sellerToken, await photo(page), {
    title,
    startingPrice: 80_000_00,
  });
  await depositToWallet(request, buyerToken, 100_000_00);
  await placeBid(request, buyerToken, listing.id, 80_000_00);
  await endAuctionIn(request, listing.id, 1);
  let orderId: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/v1/me/orders', { headers: bearer(buyerToken) });
      orderId = ((await answer.json()).data.items as Order[]).find((order) => order.listingId === listing.id)?.id;
      return orderId;
    })
    .toBeTruthy();
  const paid = await request.post(`/api/v1/orders/${orderId}/pay`, {
    headers: { ...bearer(buyerToken), 'Idempotency-Key': randomUUID() },
    data: { delivery: { method: 'pickup' } },
  });
  expect(paid.status()).toBe(200);
  return { sellerToken, buyerToken, orderId: orderId!, title };
}

for (const width of [360, 1280] as const) {
  test(`at ${width} px a pickup is handed over with the buyer's code, and the receipt is downloaded and opened`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(shotsDir, { recursive: true });
    const sale = await paidPickup(request, page, width);

    // The buyer's order page: the code, large, and its QR code.
    const buyer = await pageOf(browser, sale.buyerToken, width);
    await buyer.goto(`/orders/${sale.orderId}`);
    const card = buyer.getByRole('region', { name: handoverLabels.codeTitle });
    const code = (await card.getByTestId('handover-code').textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);
    await expect(card.getByRole('img', { name: handoverLabels.qrLabel(code) })).toBeVisible();
    await buyer.screenshot({ path: `${shotsDir}/handover-code-${width}.png`, fullPage: true });

    // The seller on /sales: a wrong code first, then the right one.
    const seller = await pageOf(browser, sale.sellerToken, width);
    await seller.goto('/sales');
    await seller.getByRole('button', { name: handoverLabels.handOverNamed(sale.title) }).click();
    const dialog = seller.getByRole('dialog', { name: handoverLabels.dialogTitle });
    const field = dialog.getByLabel(handoverLabels.codeField);
    await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await dialog.getByRole('button', { name: handoverLabels.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(handoverServerMessages.codeWrong(4));
    await field.fill(code);
    await dialog.getByRole('button', { name: handoverLabels.submit }).click();
    await expect(seller.getByText(handoverServerMessages.handedOver)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The buyer's order is completed; its receipt opens, prints and downloads as a PDF.
    await buyer.reload();
    await expect(buyer.getByText(orderStatusLabels.completed).first()).toBeVisible();
    await expect(card).toBeHidden();
    await buyer.getByRole('link', { name: new RegExp(`^${receiptLabels.viewReceipt} R-\\d{6}$`) }).click();
    const heading = buyer.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${receiptLabels.receiptTitle} R-\\d{6}$`),
    });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace(`${receiptLabels.receiptTitle} `, '');
    await expect(buyer.getByText('Tunde Adeyemi')).toBeVisible();
    // NaijaBid's address and TIN head it; it shows what the buyer paid, not the seller's side.
    await expect(buyer.getByText(/^TIN (\d{8}-\d{4}|\d{10})$/)).toBeVisible();
    await expect(buyer.getByRole('row', { name: new RegExp(receiptLabels.totalPaid) })).toContainText('₦80,000');
    for (const sellers of [receiptLabels.commission, receiptLabels.vat, receiptLabels.payout, receiptLabels.vatNote])
      await expect(buyer.getByText(sellers)).toHaveCount(0);
    await buyer.screenshot({ path: `${shotsDir}/receipt-${width}.png`, fullPage: true });

    // Printed, it is one clean page: no top bar, no footer, no buttons.
    await buyer.emulateMedia({ media: 'print' });
    await expect(buyer.getByRole('banner')).toBeHidden();
    await expect(buyer.getByRole('contentinfo')).toBeHidden();
    await expect(buyer.getByRole('button', { name: receiptLabels.print })).toBeHidden();
    await buyer.screenshot({ path: `${shotsDir}/receipt-print-${width}.png`, fullPage: true });
    const printed = await PDFDocument.load(await buyer.pdf({ format: 'A4' }));
    expect(printed.getPageCount()).toBe(1);
    await buyer.emulateMedia({ media: 'screen' });

    // The seller's statement shows the rest: the commission, its VAT and the payout.
    await seller.goto(`/orders/${sale.orderId}/receipt`);
    await expect(
      seller.getByRole('heading', { level: 1, name: new RegExp(`^${receiptLabels.statementTitle} S-\\d{6}$`) }),
    ).toBeVisible();
    await expect(seller.getByRole('row', { name: new RegExp(receiptLabels.vat) })).toContainText('₦279.07');
    await expect(seller.getByRole('row', { name: new RegExp(receiptLabels.payout) })).toContainText('₦76,000');
    await expect(seller.getByText(/^TIN (\d{8}-\d{4}|\d{10})$/)).toBeVisible();

    const [download] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('button', { name: receiptLabels.downloadPdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`naijabid-${number}.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`${receiptLabels.receiptTitle} ${number}`);
  });
}
