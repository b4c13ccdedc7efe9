import { commissionReportLabels, receiptLabels, receiptServerMessages } from '@naijabid/shared/messages/receipts';
import {
  saleDocumentNumber,
  type CommissionReport,
  type DocumentIssuer,
  type SaleDocument,
  type SaleDocumentKind,
} from '@naijabid/shared/schemas/receipts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import * as repository from './repository';

/** Lagos keeps West Africa Time, UTC+1, all year: a Lagos month starts at 23:00 UTC the day before. */
const LAGOS_OFFSET = '+01:00';

/**
 * The document as its reader may see it: the buyer's receipt shows what the buyer paid, and
 * only the seller's statement shows our commission, its VAT and the payout.
 */
function toView(row: repository.SaleDocumentRow, issuer: DocumentIssuer): SaleDocument {
  const common = {
    number: saleDocumentNumber(row.kind, row.number),
    orderId: row.orderId,
    issuedAt: row.issuedAt.toISOString(),
    issuer,
    title: row.title,
    buyerName: row.buyerName,
    sellerName: row.sellerName,
    price: row.priceKobo,
    deliveryFee: row.deliveryFeeKobo,
    refunded: row.refundedKobo,
  };
  if (row.kind === 'receipt') return { kind: 'receipt', ...common };
  return { kind: 'statement', ...common, commission: row.commissionKobo, vat: row.vatKobo, payout: row.payoutKobo };
}

/**
 * The ends of an order that leave it without documents: the whole price back to the buyer
 * (a refund, or a split refunding all of it), a cancel, a forfeit. Any other end issued them.
 */
const ENDED_WITHOUT_SALE = new Set<string>(['refunded', 'resolved', 'cancelled', 'forfeited']);

/** What a sale was finally sold for, the commission's base: its price less any refund support gave out of it. */
const soldForKobo = (row: repository.SaleDocumentRow) => row.priceKobo - row.refundedKobo;

/** The Lagos month "YYYY-MM" as the instants it starts and ends at. */
function lagosMonth(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00${LAGOS_OFFSET}`), to: new Date(`${next}-01T00:00:00${LAGOS_OFFSET}`) };
}

/** "2026-11-27 14:05" in Lagos time, for the accountant's file. */
function lagosTimestamp(at: Date): string {
  return new Date(at.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A CSV field, quoted when it holds a comma, quote or line break; a leading = + - @ cannot start a formula. */
function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value.replace(/^([=+\-@])/, "'$1");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * `company` is NaijaBid's registered address and TIN (settings COMPANY_ADDRESS, COMPANY_TIN),
 * which every document carries.
 */
export function createReceiptService({ db, company }: { db: Database; company: { address: string; tin: string } }) {
  const issuer: DocumentIssuer = { name: receiptLabels.issuer, ...company };
  return {
    /**
     * The caller's receipt (buyer) or statement (seller) of an order. Someone else's order has
     * none, as an order that does not exist; a party's order is told whether one is still to
     * come or the order ended without a sale (refunded, cancelled, unpaid) and never will have one.
     */
    async documentFor(orderId: string, userId: string): Promise<SaleDocument> {
      const row = await repository.documentOfOrder(db, orderId, userId);
      if (row) return toView(row, issuer);
      const status = await repository.statusToParty(db, orderId, userId);
      if (!status) throw new AppError('not_found', receiptServerMessages.notFound);
      throw new AppError(
        'order_state_conflict',
        ENDED_WITHOUT_SALE.has(status) ? receiptServerMessages.noSale : receiptServerMessages.notYet,
      );
    },

    /** The numbers of the documents issued to `userId` on these orders, by order id, for the orders' answers. */
    async numbersByOrder(orderIds: string[], userId: string): Promise<Map<string, string>> {
      const rows = await repository.documentsOfOrders(db, orderIds, userId);
      return new Map(rows.map((row) => [row.orderId, saleDocumentNumber(row.kind as SaleDocumentKind, row.number)]));
    },

    /** The sellers' statements of a Lagos month, with their totals: our commission and the VAT within it. */
    async commissionReport(month: string): Promise<CommissionReport> {
      const { from, to } = lagosMonth(month);
      const rows = await repository.statementsIssued(db, from, to);
      const statements = rows.map((row) => ({
        number: saleDocumentNumber('statement', row.number),
        orderId: row.orderId,
        issuedAt: row.issuedAt.toISOString(),
        title: row.title,
        sellerName: row.sellerName,
        price: soldForKobo(row),
        commission: row.commissionKobo,
        vat: row.vatKobo,
      }));
      const sum = (pick: (row: repository.SaleDocumentRow) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      return {
        month,
        statements,
        totals: {
          price: sum(soldForKobo),
          commission: sum((row) => row.commissionKobo),
          vat: sum((row) => row.vatKobo),
        },
      };
    },

    /** The report as the accountant's CSV: one line a statement, amounts in kobo, then a totals line. */
    commissionCsv(report: CommissionReport): string {
      const lines = report.statements.map((each) =>
        [
          each.number,
          lagosTimestamp(new Date(each.issuedAt)),
          each.orderId,
          each.title,
          each.sellerName,
          each.price,
          each.commission,
          each.commission - each.vat,
          each.vat,
        ].map(csvField),
      );
      const { totals } = report;
      const totalLine = [
        commissionReportLabels.totals,
        '',
        '',
        '',
        '',
        totals.price,
        totals.commission,
        totals.commission - totals.vat,
        totals.vat,
      ].map(csvField);
      return [commissionReportLabels.csvColumns.join(','), ...lines.map((line) => line.join(',')), totalLine.join(',')]
        .map((line) => `${line}\r\n`)
        .join('');
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
