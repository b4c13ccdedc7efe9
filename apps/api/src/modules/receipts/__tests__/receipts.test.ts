import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionReportLabels, receiptServerMessages } from '@naijabid/shared/messages/receipts';
import { formatNaira, vatIncludedIn } from '@naijabid/shared/money';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { disputedOrder, ledgerImbalance, signedInOperator } from '../../../test/operators';
import { closeNow, rows } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: Bidder;
let operator: Bidder;
const naira = (amount: number) => amount * 100;
/** NaijaBid's address and TIN as the settings give them, which every document carries. */
const company = { address: '12 Admiralty Way, Lekki Phase 1, Lagos', tin: '12345678-0001' };

beforeAll(async () => {
  app = await startTestApp({ ...MANY_LOGINS, company });
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
  operator = await signedInOperator(app);
});
afterAll(() => app.close());

const post = (who: Bidder, path: string, body?: unknown, headers?: Record<string, string>) =>
  app.request('POST', `/api/v1${path}`, { token: who.token, body, headers });
const get = (who: Bidder, path: string) => app.request('GET', `/api/v1${path}`, { token: who.token });
const resolve = (orderId: string, body: unknown) =>
  app.request('POST', `/api/v1/admin/orders/${orderId}/resolve`, { token: operator.token, body });
/** An amount as the PDF writes it: "NGN 40,000.37". */
const formatPdfNaira = (amountKobo: number) => `NGN ${formatNaira(amountKobo).replace(/^[^\d]+/, '')}`;

/** A sale won at `priceKobo` (odd kobo allowed), paid with delivery in Lagos for ₦2,500 and shipped. */
async function shippedSale(priceKobo = naira(60_000)) {
  const buyer = await fundedBidder(app, priceKobo + naira(10_000));
  const listing = await insertListingRow(app, seller.id, {
    startingPriceKobo: priceKobo,
    currentPriceKobo: priceKobo,
    locationState: 'Lagos',
    pickupAvailable: false,
    deliveryFeeInStateKobo: naira(2_500),
  });
  expect((await bid(app, buyer, listing.id, priceKobo)).status).toBe(201);
  const orderId = (await closeNow(app.database.db, listing.id))!;
  const address = { fullName: 'Ada Obi', phone: '08031234567', street: '1 Marina', city: 'Ikeja', state: 'Lagos' };
  const paid = await post(
    buyer,
    `/orders/${orderId}/pay`,
    { delivery: { method: 'delivery', address } },
    {
      'idempotency-key': randomUUID(),
    },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect((await post(seller, `/orders/${orderId}/ship`, { carrier: 'GIG', trackingNumber: 'GIG-1234' })).status).toBe(
    200,
  );
  return { orderId, buyer, priceKobo };
}

/** The text a PDF's pages draw: pdf-lib writes the standard fonts' text as hex strings in Flate streams. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const text: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref as never) as PDFRawStream;
      const raw = Buffer.from(stream.getContents());
      const decoded = inflateSync(raw).toString('latin1');
      for (const [, hex] of decoded.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
        text.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return text.join('\n');
}

describe('receipts and statements', () => {
  it('issues the buyer a receipt and the seller a statement on release, with the commission’s VAT, as data and PDF', async () => {
    // ₦60,000.37: the 5% commission is rounded down to ₦3,000.01, and its VAT to the nearest kobo.
    const { orderId, buyer, priceKobo } = await shippedSale(naira(60_000) + 37);
    const early = await get(buyer, `/orders/${orderId}/receipt`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(receiptServerMessages.notYet);

    expect((await post(buyer, `/orders/${orderId}/confirm-delivery`)).status).toBe(200);
    const commission = 300_001;
    const vat = 20_930; // 300,001 × 75 / 1075 = 20,930.3…
    expect(vatIncludedIn(commission)).toBe(vat);

    const receipt = (await get(buyer, `/orders/${orderId}/receipt`)).body.data.document;
    const statement = (await get(seller, `/orders/${orderId}/receipt`)).body.data.document;
    const figures = {
      orderId,
      issuer: { name: 'NaijaBid', ...company },
      price: priceKobo,
      deliveryFee: naira(2_500),
      buyerName: `${buyer.firstName} ${buyer.lastName}`,
      sellerName: `${seller.firstName} ${seller.lastName}`,
    };
    const sellersSide = { commission, vat, payout: priceKobo - commission + naira(2_500) };
    expect(receipt).toMatchObject({ kind: 'receipt', ...figures });
    // The buyer's receipt shows what the buyer paid; the commission and payout are the seller's.
    for (const field of Object.keys(sellersSide)) expect(receipt).not.toHaveProperty(field);
    expect(statement).toMatchObject({ kind: 'statement', ...figures, ...sellersSide });
    expect(receipt.number).toMatch(/^R-\d{6}$/);
    expect(statement.number).toMatch(/^S-\d{6}$/);
    expect((await get(buyer, `/orders/${orderId}`)).body.data.order.documentNumber).toBe(receipt.number);

    const response = await fetch(`${app.baseUrl}/api/v1/orders/${orderId}/receipt.pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`naijabid-${receipt.number}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      `Receipt ${receipt.number}`,
      company.address,
      `TIN ${company.tin}`,
      'NGN 60,000.37',
      'NGN 2,500',
      'NGN 62,500.37',
      `${buyer.firstName} ${buyer.lastName}`,
    ])
      expect(text).toContain(expected);
    for (const sellers of ['NGN 3,000.01', 'NGN 209.30', 'NGN 2,790.71', 'NGN 59,500.36', 'commission'])
      expect(text).not.toContain(sellers);

    const statementPdf = await fetch(`${app.baseUrl}/api/v1/orders/${orderId}/receipt.pdf`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const statementText = await pdfText(new Uint8Array(await statementPdf.arrayBuffer()));
    for (const expected of [
      `Sales statement ${statement.number}`,
      `TIN ${company.tin}`,
      'NGN 62,500.37',
      'NGN 3,000.01',
      'NGN 209.30',
      'NGN 2,790.71',
      'NGN 59,500.36',
    ])
      expect(statementText).toContain(expected);

    const exported = (await get(buyer, '/me/export')).body;
    expect(exported.receiptsAndStatements).toEqual([
      expect.objectContaining({ kind: 'receipt', orderId, commissionKobo: commission, vatKobo: vat }),
    ]);
  });

  it('refuses someone else’s receipt as an order that does not exist, to a stranger and to a bad id alike', async () => {
    const { orderId, buyer } = await shippedSale();
    expect((await post(buyer, `/orders/${orderId}/confirm-delivery`)).status).toBe(200);
    const stranger = await fundedBidder(app, 0);
    for (const path of [
      `/orders/${orderId}/receipt`,
      `/orders/${orderId}/receipt.pdf`,
      `/orders/${randomUUID()}/receipt`,
    ]) {
      const refused = await get(stranger, path);
      expect(refused.status, path).toBe(404);
      expect(refused.body.message, path).toBe(receiptServerMessages.notFound);
    }
    expect((await get(operator, `/orders/${orderId}/receipt`)).status).toBe(404);
  });

  it('numbers each kind in sequence without gaps across concurrent releases', async () => {
    const sales = await Promise.all(Array.from({ length: 6 }, () => shippedSale()));
    const [before] = await rows<{ last: number | null }>(
      app.database.db,
      sql`select max(number) as last from sale_documents where kind = 'receipt'`,
    );
    const answers = await Promise.all(
      sales.map((sale) => post(sale.buyer, `/orders/${sale.orderId}/confirm-delivery`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(sales.map(() => 200));
    for (const kind of ['receipt', 'statement']) {
      const numbers = (
        await rows<{ number: number }>(
          app.database.db,
          sql`select number from sale_documents where kind = ${kind} order by number`,
        )
      ).map((row) => row.number);
      expect(numbers, kind).toEqual(numbers.map((_, index) => index + 1));
    }
    const issued = await rows<{ number: number }>(
      app.database.db,
      sql`select number from sale_documents where kind = 'receipt' and number > ${before!.last ?? 0} order by number`,
    );
    expect(issued).toHaveLength(sales.length);
  });

  it('gives the operator the month’s commission and VAT, as data and as the accountant’s CSV', async () => {
    const { orderId, buyer } = await shippedSale(naira(40_000));
    expect((await post(buyer, `/orders/${orderId}/confirm-delivery`)).status).toBe(200);
    const [now] = await rows<{ month: string }>(
      app.database.db,
      sql`select to_char(now() at time zone 'Africa/Lagos', 'YYYY-MM') as month`,
    );
    const report = (await get(operator, `/admin/commission?month=${now!.month}`)).body.data;
    const line = report.statements.find((each: { orderId: string }) => each.orderId === orderId);
    expect(line).toMatchObject({ price: naira(40_000), commission: naira(2_000), vat: vatIncludedIn(naira(2_000)) });
    expect(report.totals.vat).toBe(report.statements.reduce((sum: number, each: { vat: number }) => sum + each.vat, 0));

    const csv = await get(operator, `/admin/commission?month=${now!.month}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(commissionReportLabels.csvColumns.join(','));
    expect(lines).toHaveLength(report.statements.length + 2);
    expect(lines.find((each) => each.includes(orderId))).toContain(`,${naira(2_000)},${naira(2_000) - 13_953},13953`);
    expect(lines.at(-1)).toContain(
      `${report.totals.commission},${report.totals.commission - report.totals.vat},${report.totals.vat}`,
    );

    expect((await get(operator, '/admin/commission?month=2026-13')).status).toBe(400);
    expect((await get(seller, `/admin/commission?month=${now!.month}`)).status).toBe(404);
  });

  it('issues both documents on a dispute split while the seller keeps part of the price, net of the refund', async () => {
    const { orderId, buyer, priceKobo, feeKobo } = await disputedOrder(app, seller, 50_000);
    const refund = naira(12_500) + 37;
    const resolved = await resolve(orderId, { resolution: 'split', refund, reason: 'Scratched; buyer keeps it' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);

    // The commission is 5% of the ₦37,499.63 kept (rounded down), its VAT ×7.5/107.5 half up.
    const commission = 187_498;
    const vat = 13_081; // 187,498 × 75 / 1075 = 13,081.25…
    expect(vatIncludedIn(commission)).toBe(vat);
    const payout = priceKobo + feeKobo - refund - commission;
    const receipt = (await get(buyer, `/orders/${orderId}/receipt`)).body.data.document;
    const statement = (await get(seller, `/orders/${orderId}/receipt`)).body.data.document;
    const figures = { orderId, price: priceKobo, deliveryFee: feeKobo, refunded: refund };
    expect(receipt).toMatchObject({ kind: 'receipt', ...figures });
    expect(receipt).not.toHaveProperty('commission');
    expect(statement).toMatchObject({ kind: 'statement', ...figures, commission, vat, payout });
    // The figures are what the ledger moved: the seller's share and the platform's commission.
    const order = (await get(seller, `/orders/${orderId}`)).body.data.order;
    expect(order).toMatchObject({ status: 'resolved', documentNumber: statement.number });
    expect(order.settlement).toMatchObject({ refundedToBuyer: refund, creditedToSeller: payout });
    expect(await ledgerImbalance(app)).toBe(0);

    const pdfOf = async (who: Bidder) => {
      const pdf = await fetch(`${app.baseUrl}/api/v1/orders/${orderId}/receipt.pdf`, {
        headers: { authorization: `Bearer ${who.token}` },
      });
      return pdfText(new Uint8Array(await pdf.arrayBuffer()));
    };
    const receiptText = await pdfOf(buyer);
    for (const expected of ['NGN -12,500.37', formatPdfNaira(priceKobo + feeKobo - refund)])
      expect(receiptText).toContain(expected);
    expect(receiptText).not.toContain('NGN 1,874.98');
    expect(await pdfOf(seller)).toContain('NGN 1,874.98');

    // The accountant counts the sale at what it was finally sold for.
    const [now] = await rows<{ month: string }>(
      app.database.db,
      sql`select to_char(now() at time zone 'Africa/Lagos', 'YYYY-MM') as month`,
    );
    const report = (await get(operator, `/admin/commission?month=${now!.month}`)).body.data;
    expect(report.statements.find((each: { orderId: string }) => each.orderId === orderId)).toMatchObject({
      price: priceKobo - refund,
      commission,
      vat,
    });
    expect((await get(buyer, '/me/export')).body.receiptsAndStatements).toEqual([
      expect.objectContaining({ kind: 'receipt', orderId, refundedKobo: refund, commissionKobo: commission }),
    ]);
  });

  it('issues none when a split or a refund gives back the whole price, and says there will be none', async () => {
    const split = await disputedOrder(app, seller, 50_000);
    const wholePrice = await resolve(split.orderId, {
      resolution: 'split',
      refund: split.priceKobo + naira(1_000),
      reason: 'Not the item; seller keeps part of the delivery',
    });
    expect(wholePrice.status, JSON.stringify(wholePrice.body)).toBe(200);
    const refunded = await disputedOrder(app, seller, 50_000);
    expect((await resolve(refunded.orderId, { resolution: 'refunded', reason: 'Never arrived' })).status).toBe(200);
    for (const { orderId, buyer } of [split, refunded])
      for (const who of [buyer, seller]) {
        const none = await get(who, `/orders/${orderId}/receipt`);
        expect(none.status).toBe(409);
        expect(none.body.message).toBe(receiptServerMessages.noSale);
      }
    const [count] = await rows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from sale_documents where order_id in (${split.orderId}, ${refunded.orderId})`,
    );
    expect(count!.count).toBe(0);
    expect(await ledgerImbalance(app)).toBe(0);
  });

  // Last: it renumbers every document of this database, as the migration did on its first run.
  it('gives sales completed before receipts existed (migration 0035), and splits before theirs (0038), the documents issued now', async () => {
    const { orderId, buyer } = await shippedSale(naira(45_000) + 11);
    expect((await post(buyer, `/orders/${orderId}/confirm-delivery`)).status).toBe(200);
    const db = app.database.db;
    const figures = sql`select order_id, kind, user_id, issued_at, title, buyer_name, seller_name, price_kobo,
      delivery_fee_kobo, commission_kobo, vat_kobo, refunded_kobo, payout_kobo from sale_documents order by order_id, kind`;
    const issued = await rows(db, figures);
    await db.execute(sql`delete from sale_documents`);
    await db.execute(sql`delete from sale_document_counters`);

    // Each migration's backfill: its last two statements (the documents, then the counters).
    for (const file of ['0035_handover_codes_and_receipts.sql', '0038_sale_documents_refunded.sql']) {
      const migration = readFileSync(fileURLToPath(new URL(`../../../../migrations/${file}`, import.meta.url)), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint').slice(-2))
        await db.execute(sql.raw(statement));
    }

    expect(await rows(db, figures)).toEqual(issued);
    for (const kind of ['receipt', 'statement']) {
      const numbers = await rows<{ number: number }>(
        db,
        sql`select number from sale_documents where kind = ${kind} order by number`,
      );
      expect(numbers.map((row) => row.number)).toEqual(
        issued.filter((row) => (row as { kind: string }).kind === kind).map((_, index) => index + 1),
      );
    }
    // The next release carries on from the backfilled numbers.
    const next = await shippedSale();
    expect((await post(next.buyer, `/orders/${next.orderId}/confirm-delivery`)).status).toBe(200);
    const { document } = (await get(next.buyer, `/orders/${next.orderId}/receipt`)).body.data;
    expect(document.number).toBe(`R-${String(issued.length / 2 + 1).padStart(6, '0')}`);
  });
});
