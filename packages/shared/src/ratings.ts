/**
 * Ratings and seller profiles (docs/product.md#ratings): the limits both apps apply, and the
 * one way an average is worked out from a seller's totals.
 */

export const STARS_MAX = 5;

export const RATING_LIMITS = {
  /** An optional comment: a few sentences, as on a marketplace review. */
  commentMax: 500,
  /** A rating may be changed for this long after it was first given. */
  editDays: 7,
  /** A party may give their rating this long after the order completed (eBay: 60 days). */
  openDays: 60,
} as const;

export const SELLER_PROFILE_LIMITS = {
  /** The newest reviews a profile shows. */
  reviews: 10,
  /** The seller's live auctions a profile shows, ending soonest first. */
  listings: 12,
} as const;

/**
 * How often a bidder may ask whether an amount meets an auction's hidden reserve: per
 * auction, per day. Enough for someone deciding on a maximum (the dialog also infers answers
 * from earlier ones); too few to halve a price range into the reserve (each answer halves it
 * at best, so 5 leave a 32nd of the range).
 */
export const RESERVE_CHECKS = { perAuction: 5, windowHours: 24 } as const;

/** The average to one decimal (4.6), or null before the first rating. */
export function averageStars(starTotal: number, count: number): number | null {
  return count === 0 ? null : Math.round((starTotal * 10) / count) / 10;
}
