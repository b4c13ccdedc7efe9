/**
 * What an auction's figures are called on cards, the auction page and the bid dialog. A
 * module of its own, because the marketplace's first screen needs these words and none of
 * the rest of messages.ts.
 */
export const auctionLabels = {
  startingBid: 'Starting bid',
  currentBid: 'Current bid',
  latestBid: 'Latest bid',
  /** The price of an ended auction: what it sold for, or the last bid when the reserve was not met. */
  soldFor: 'Sold for',
  finalBid: 'Final bid',
  startsIn: 'Starts in',
  timeLeft: 'Time left',
  bids: 'Bids',
  noBidsYet: 'No bids yet',
  viewAuction: 'View auction',
  viewAuctionOf: (title: string) => `View ${title}`,
} as const;
