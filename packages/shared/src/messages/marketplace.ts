import { hotAuctionsLabels } from './landing';
import { liveAuctions } from './site-frame';
import * as topBar from './top-bar';

/**
 * The marketplace home's labels (docs/product.md#marketplace-home), kept apart from
 * messages.ts so its server-rendered first screen loads only these.
 */
export const liveAuctionsLabels = {
  title: 'Live Auctions',
  seeAllResults: 'See all results',
  seeAllLive: 'See all live auctions',
  emptyFiltered: 'No live auctions match right now. New auctions start all the time.',
  empty: hotAuctionsLabels.empty,
  seeUpcoming: 'See what starts soon',
} as const;

export const endingSoonLabels = {
  title: 'Ending Soon',
  seeAll: 'See all ending soon',
  empty: 'Nothing ends in the next hour. Check back soon.',
} as const;

/** The marketplace's sticky header: live count, search and the account links. */
export const marketplaceHeaderLabels = {
  liveAuctions,
  liveCount: (count: string, one: boolean) => `${count} live ${one ? 'auction' : 'auctions'}`,
  searchLabel: 'Search auctions',
  searchPlaceholder: 'Search phones, laptops, TVs…',
  search: 'Search',
  accountNav: 'Account',
  sell: 'Sell',
  watchlist: 'Watchlist',
  myAuctions: 'My Auctions',
  notifications: 'Notifications',
  cart: topBar.cart,
  cartToPay: topBar.cartToPay,
} as const;

/** The rotating hero of the marketplace; each slide opens the results of its category. */
export const heroBannerLabels = {
  carousel: 'Featured auctions',
  slideOf: (index: number, total: number) => `${index} of ${total}`,
  showSlide: (index: number) => `Show slide ${index}`,
  shopNow: 'Shop now',
  slides: {
    phones: { title: 'Phones from ₦50,000', body: 'Live auctions on the latest smartphones, ending every hour.' },
    gaming: { title: 'Level up for less', body: 'Consoles, controllers and headsets at auction prices.' },
    home: { title: 'Home appliances, real deals', body: 'Fridges, blenders and more from verified sellers.' },
  },
} as const;

export const categoryGridLabels = {
  title: 'Shop by category',
  liveCount: (count: string) => `${count} live`,
} as const;

/** The phone-only bottom bar. */
export const bottomBarLabels = {
  nav: 'Quick links',
  home: 'Home',
  search: marketplaceHeaderLabels.search,
  live: 'Live',
  saved: 'Saved',
  account: marketplaceHeaderLabels.accountNav,
} as const;
