import { vatIncludedIn } from '@naijabid/shared/money';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../modules/orders/repository';
import { fullNameOf, insertSaleDocument } from '../../modules/receipts/repository';

/**
 * A completed sale's receipt (the buyer's) and statement (the seller's), each the next number
 * of its kind, issued in the transaction that releases the escrow (docs/product.md#receipts):
 * the figures are what the ledger moved, the commission includes its VAT. A dispute support
 * split issues them too, with the refund given out of the price (`refundedKobo`) and the
 * commission on the price the seller kept.
 */
export async function issueSaleDocuments(
  tx: Database,
  sale: {
    order: Pick<OrderRow, 'id' | 'buyerId' | 'sellerId' | 'priceKobo' | 'deliveryFeeKobo'>;
    title: string;
    issuedAt: Date;
    commissionKobo: number;
    payoutKobo: number;
    refundedKobo?: number;
  },
): Promise<void> {
  const { order } = sale;
  const figures = {
    orderId: order.id,
    issuedAt: sale.issuedAt,
    title: sale.title,
    buyerName: await fullNameOf(tx, order.buyerId),
    sellerName: await fullNameOf(tx, order.sellerId),
    priceKobo: order.priceKobo,
    deliveryFeeKobo: order.deliveryFeeKobo,
    commissionKobo: sale.commissionKobo,
    vatKobo: vatIncludedIn(sale.commissionKobo),
    refundedKobo: sale.refundedKobo ?? 0,
    payoutKobo: sale.payoutKobo,
  };
  await insertSaleDocument(tx, { ...figures, kind: 'receipt', userId: order.buyerId });
  await insertSaleDocument(tx, { ...figures, kind: 'statement', userId: order.sellerId });
}
