/**
 * The labels of the landing's first screen (docs/product.md#landing-page), kept apart from messages.ts so
 * the landing's first load carries only these.
 */
export const hotAuctionsLabels = {
  title: 'Hot Auctions',
  pause: 'Pause',
  play: 'Play',
  /** Read after Pause or Play, for screen readers. */
  toggleTarget: ' the Hot Auctions carousel',
  latestBid: 'Latest Bid',
  from: 'From',
  timeLeft: 'Time Left',
  empty: 'No live auctions right now. New auctions start all the time.',
  seeMore: 'See more',
} as const;
