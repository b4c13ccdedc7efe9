import { sellerCommissionFor } from './auction-rules';

export interface EscrowSplit {
  /** Back to the buyer's wallet. */
  refundKobo: number;
  /** To the seller's wallet, commission deducted. */
  sellerKobo: number;
  /** To the platform. */
  commissionKobo: number;
}

/**
 * How support splits a disputed order's escrow (price + delivery fee) when it refunds the
 * buyer `refundKobo` (docs/product.md#operator-console). The refund comes out of the price
 * first, and the seller pays commission on the part of the price they keep, so a refund of
 * nothing is exactly a release (price less commission, plus the fee) and a refund of
 * everything exactly a refund. The three parts always add up to the escrow.
 */
export function splitEscrow(order: { priceKobo: number; deliveryFeeKobo: number }, refundKobo: number): EscrowSplit {
  const escrowKobo = order.priceKobo + order.deliveryFeeKobo;
  if (!Number.isSafeInteger(refundKobo) || refundKobo < 0 || refundKobo > escrowKobo)
    throw new RangeError(`A refund of ${refundKobo} kobo is outside the escrow of ${escrowKobo}`);
  const priceKeptKobo = Math.max(order.priceKobo - refundKobo, 0);
  const commissionKobo = sellerCommissionFor(priceKeptKobo);
  return { refundKobo, sellerKobo: escrowKobo - refundKobo - commissionKobo, commissionKobo };
}
