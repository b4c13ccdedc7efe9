/**
 * A seller's stars and the reserve label where cards and the auction page show them, kept
 * apart from the ratings pages' words so the marketplace's first screen loads only these.
 */
export const sellerRatingLabels = {
  noRatings: 'No ratings yet',
  /** "4.6 (12)" beside the stars; the count is of reviews. */
  short: (average: number, count: number) => `${average.toFixed(1)} (${count})`,
  /** What a screen reader hears instead. */
  full: (average: number, count: number) =>
    `Seller rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  noRatingsContext: 'for this seller',
  profileLink: (name: string) => `${name}'s seller profile`,
} as const;

/** Cards of auctions with a reserve say whether it is met; the amount stays hidden. */
export const reserveLabels = {
  met: 'Reserve met',
  notMet: 'Reserve not met',
} as const;
