import { nairaToKobo } from './money';

/**
 * The auction and fee rules of docs/product.md#auctions, defined once so the pages that explain them and
 * the bidding engine cannot disagree.
 */

/** Each band applies while the current price is below `belowKobo`; the last band has no upper bound. */
export const BID_INCREMENT_BANDS: readonly { belowKobo: number | null; incrementKobo: number }[] = [
  { belowKobo: nairaToKobo(10_000), incrementKobo: nairaToKobo(100) },
  { belowKobo: nairaToKobo(50_000), incrementKobo: nairaToKobo(500) },
  { belowKobo: nairaToKobo(200_000), incrementKobo: nairaToKobo(1_000) },
  { belowKobo: nairaToKobo(1_000_000), incrementKobo: nairaToKobo(5_000) },
  { belowKobo: null, incrementKobo: nairaToKobo(10_000) },
];

export const BID_SECURITY_PERCENT = 10;
export const BID_SECURITY_MIN_KOBO = nairaToKobo(1_000);

/** An accepted bid this close to the end pushes the end to this long after the bid. */
export const BID_RESET_WINDOW_MINUTES = 2;

/** Taken from the seller's payout on a completed sale; buyers pay no premium. */
export const SELLER_COMMISSION_PERCENT = 5;

/**
 * Our commission on a sale at `priceKobo`, rounded down to whole kobo: the platform never
 * takes more than the percentage it advertises. The delivery fee is the seller's, untouched.
 */
export function sellerCommissionFor(priceKobo: number): number {
  return Math.floor((priceKobo * SELLER_COMMISSION_PERCENT) / 100);
}

/** A buyer who forfeits this many times may not bid until support lifts the bar. */
export const FORFEITS_BEFORE_BIDDING_BAR = 2;

export function bidIncrementFor(currentPriceKobo: number): number {
  for (const band of BID_INCREMENT_BANDS) {
    if (band.belowKobo === null || currentPriceKobo < band.belowKobo) return band.incrementKobo;
  }
  throw new RangeError('BID_INCREMENT_BANDS must end with an open band');
}

export function bidSecurityFor(maximumBidKobo: number): number {
  return Math.max(Math.ceil((maximumBidKobo * BID_SECURITY_PERCENT) / 100), BID_SECURITY_MIN_KOBO);
}

/**
 * Null when the auction has no reserve; else whether the leader's maximum reaches it
 * (not before the first bid). Closing, Buy Now and the proxy rules all read it from here.
 */
export function reserveMetBy(leaderMaxKobo: number | null, reservePriceKobo: number | null): boolean | null {
  return reservePriceKobo === null ? null : (leaderMaxKobo ?? 0) >= reservePriceKobo;
}

export interface BuyNowState {
  buyNowPriceKobo: number | null;
  bidCount: number;
  /** Null when the auction has no reserve. */
  reserveMet: boolean | null;
  live: boolean;
}

/**
 * Buy Now is offered while the auction is live, until the first bid or, with a reserve,
 * until the reserve is met (docs/product.md#bidding). The auction page shows it and the Buy Now
 * workflow allows it by this one answer, so a shown button is never refused.
 */
export function buyNowOffered({ buyNowPriceKobo, bidCount, reserveMet, live }: BuyNowState): boolean {
  return live && buyNowPriceKobo !== null && (bidCount === 0 || reserveMet === false);
}
