/**
 * The marketplace home's labels (docs/product.md#marketplace-home), kept apart from
 * messages.ts so its server-rendered first screen loads only these.
 */
export const liveAuctionsLabels = {
  title: 'Live Auctions',
  noRatings: 'No ratings yet',
  noRatingsContext: 'for this seller',
  seeAllResults: 'See all results',
  seeAllLive: 'See all live auctions',
  emptyFiltered: 'No live auctions match right now. New auctions start all the time.',
  empty: 'No live auctions right now. New auctions start all the time.',
  seeUpcoming: 'See what starts soon',
} as const;

export const endingSoonLabels = {
  title: 'Ending Soon',
  seeAll: 'See all ending soon',
  empty: 'Nothing ends in the next hour. Check back soon.',
} as const;
