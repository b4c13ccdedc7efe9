import { z } from 'zod';
import { receiptLabels, receiptServerMessages } from '../messages/receipts';
import { isoTimeSchema, koboSchema } from './envelope';

/**
 * A completed sale's receipt (the buyer's) or statement (the seller's), at
 * GET /orders/:id/receipt (and its PDF at /orders/:id/receipt.pdf), docs/product.md#receipts.
 */
export const SALE_DOCUMENT_KINDS = ['receipt', 'statement'] as const;
export type SaleDocumentKind = (typeof SALE_DOCUMENT_KINDS)[number];

/** Who issues every document: NaijaBid, its registered address and tax identification number (settings). */
export const documentIssuerSchema = z.strictObject({ name: z.string(), address: z.string(), tin: z.string() });
export type DocumentIssuer = z.infer<typeof documentIssuerSchema>;

const saleDocumentFields = {
  /** "R-000042" for a receipt, "S-000042" for a statement: each kind counts on its own, without gaps. */
  number: z.string(),
  orderId: z.uuid(),
  issuedAt: isoTimeSchema,
  issuer: documentIssuerSchema,
  title: z.string(),
  buyerName: z.string(),
  sellerName: z.string(),
  price: koboSchema,
  deliveryFee: koboSchema,
  /** Given back to the buyer when support split a dispute, out of the price; 0 otherwise. */
  refunded: koboSchema,
};

/** The buyer's receipt: what the buyer paid, and nothing of the seller's side. */
export const receiptDocumentSchema = z.strictObject({ kind: z.literal('receipt'), ...saleDocumentFields });

/** The seller's statement: what the buyer paid, then our commission and what the seller was paid. */
export const statementDocumentSchema = z.strictObject({
  kind: z.literal('statement'),
  ...saleDocumentFields,
  /** Our commission on the price the seller kept (the price less any refund), VAT included. */
  commission: koboSchema,
  /** The VAT within the commission. */
  vat: koboSchema,
  /** What the seller was paid: the price less any refund and the commission, plus the delivery fee. */
  payout: koboSchema,
});

export const saleDocumentSchema = z.discriminatedUnion('kind', [receiptDocumentSchema, statementDocumentSchema]);
export type SaleDocument = z.infer<typeof saleDocumentSchema>;
export const saleDocumentDataSchema = z.strictObject({ document: saleDocumentSchema });

/**
 * A document's amount lines, in order, as its page and its PDF show them: label, kobo, and
 * whether it is the reader's total. A refund's line only on a split sale; the commission and
 * payout only on the seller's statement.
 */
export function saleDocumentAmountRows(document: SaleDocument): Array<[string, number, boolean]> {
  const paid: Array<[string, number, boolean]> = [
    [receiptLabels.price, document.price, false],
    [receiptLabels.deliveryFee, document.deliveryFee, false],
    ...(document.refunded > 0
      ? [[receiptLabels.refunded, -document.refunded, false] as [string, number, boolean]]
      : []),
    [receiptLabels.totalPaid, document.price + document.deliveryFee - document.refunded, document.kind === 'receipt'],
  ];
  if (document.kind === 'receipt') return paid;
  return [
    ...paid,
    [receiptLabels.commission, document.commission, false],
    [receiptLabels.commissionNet, document.commission - document.vat, false],
    [receiptLabels.vat, document.vat, false],
    [receiptLabels.payout, document.payout, true],
  ];
}

/** GET /admin/commission?month=YYYY-MM (add `format=csv` for the accountant's file). */
export const commissionReportQuerySchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, receiptServerMessages.monthInvalid),
  format: z.enum(['json', 'csv']).default('json'),
});

export const commissionReportSchema = z.strictObject({
  month: z.string(),
  statements: z.array(
    z.strictObject({
      number: z.string(),
      orderId: z.uuid(),
      issuedAt: isoTimeSchema,
      title: z.string(),
      sellerName: z.string(),
      price: koboSchema,
      commission: koboSchema,
      vat: koboSchema,
    }),
  ),
  totals: z.strictObject({ price: koboSchema, commission: koboSchema, vat: koboSchema }),
});
export type CommissionReport = z.infer<typeof commissionReportSchema>;

/** A document's number as people read it: its kind's letter and six digits. */
export function saleDocumentNumber(kind: SaleDocumentKind, number: number): string {
  return `${kind === 'receipt' ? 'R' : 'S'}-${String(number).padStart(6, '0')}`;
}
