/**
 * The search page's labels (`/search` and `/listings`, docs/product.md#screens-and-routes): the search
 * box, the category chips, the filters and the results. The search box's words are the
 * marketplace header's; the cards' figures are auctionLabels.
 */
import type { BrowseSort, BrowseStatus } from '../constants';
import { auctionPageLabels } from './auction-page';
import { myBidsLabels, remoteStatusLabels } from './dashboard';
import { liveAuctionsLabels, marketplaceHeaderLabels } from './marketplace';
import { footerColumns } from './site-frame';
import { categories } from './top-bar';

export const searchPageLabels = {
  resultsFor: (query: string) => `Results for “${query}”`,
  allListings: footerColumns[0].links['/listings'],
  searchLabel: marketplaceHeaderLabels.searchLabel,
  searchPlaceholder: marketplaceHeaderLabels.searchPlaceholder,
  search: marketplaceHeaderLabels.search,
  categories,
} as const;

/** An option that sets no filter. */
const any = 'Any';

export const searchFiltersLabels = {
  form: 'Filters',
  status: auctionPageLabels.status,
  statuses: {
    live: 'Live now',
    'ending-soon': 'Ending within the hour',
    upcoming: 'Starting soon',
    ended: auctionPageLabels.ended,
  } satisfies Record<BrowseStatus, string>,
  sortBy: 'Sort by',
  /** The sort a search with words gets when none is chosen. */
  bestMatch: 'Best match',
  sorts: {
    'ending-soon': 'Ending soon',
    newest: 'Newly listed',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
    'most-bids': 'Most bids',
  } satisfies Record<BrowseSort, string>,
  category: 'Category',
  allCategories: myBidsLabels.all,
  condition: 'Condition',
  anyCondition: any,
  minPrice: 'Min price (₦)',
  maxPrice: 'Max price (₦)',
  noMaxPrice: any,
  applyPrices: 'Apply prices',
  /** A price filter that is not an amount ("ten", "25k"): said, never silently left out. */
  priceInvalid: 'Enter a price in naira, like 25000 or 25,000.',
  /** The phone's button that opens the filters, with how many are set. */
  showFilters: (setCount: number) => (setCount > 0 ? `Filters (${setCount})` : 'Filters'),
  clear: 'Clear search and filters',
} as const;

export const searchResultsLabels = {
  title: 'Results',
  loading: 'Loading auctions…',
  showing: (count: number, more: boolean) =>
    `Showing ${count} ${count === 1 ? 'auction' : 'auctions'}${more ? '; more below' : ''}.`,
  tryAgain: remoteStatusLabels.tryAgain,
  emptyTitle: 'No auctions match your search.',
  emptyBody: 'Try fewer words, another category, or upcoming auctions.',
  /** Links to the same words among auctions not live now. */
  alsoMatching: 'Also matching',
  alsoMatch: (status: string, q: string) => `${status}: auctions matching “${q}”`,
  seeAllLive: liveAuctionsLabels.seeAllLive,
  loadingMore: 'Loading…',
  loadMore: 'Load more auctions',
} as const;
