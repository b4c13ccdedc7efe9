/**
 * The landing hero's headline, its two calls to start and the page's title. The landing's first load carries
 * them, so, as in top-bar.ts, each is a constant of its own, imported as `* as hero`.
 */
export const title = 'Bid, Win and Save Big on Real Products';
export const startBidding = 'Start Bidding';
export const browseItems = 'Browse Items';
/** The landing's document title. */
export const pageTitle = 'Online auctions in Nigeria';
