import type { BrowseQuery } from './schemas/listings';

/**
 * What fills the first screen of a page opened directly, shared by the web app, which asks
 * for it, and the server, which renders that screen into the page with the same answer, so
 * a slow phone paints the first cards without waiting for the app's script and a request.
 */
export const HOT_AUCTIONS_QUERY = {
  status: 'live',
  sort: 'most-bids',
  limit: 10,
} as const satisfies Partial<BrowseQuery>;
/** docs/product.md#marketplace-home: the marketplace's Live Auctions shows six items, closest to their end first. */
export const LIVE_AUCTIONS_QUERY = {
  status: 'live',
  sort: 'ending-soon',
  limit: 6,
} as const satisfies Partial<BrowseQuery>;

/** Height of the photo box of the cards in Hot Auctions and Live Auctions. */
export const CARD_PHOTO_HEIGHT_PX = 150;

/**
 * The `sizes` of a photo drawn whole (object-contain) in a box of fixed height: the box is
 * as wide as its card, but a 4:3 photo, the usual shape of phone photos, is drawn only 4/3
 * of the height wide. Sizing by the card would fetch a rendition twice too large.
 */
export function containedPhotoSizes(boxHeightPx: number): string {
  return `${Math.round((boxHeightPx * 4) / 3)}px`;
}

/** The page paths rendered on the server with one browse call, and that call. */
export const FIRST_SCREEN_QUERIES = { '/': HOT_AUCTIONS_QUERY, '/auctions': LIVE_AUCTIONS_QUERY } as const;
export type FirstScreenPage = keyof typeof FIRST_SCREEN_QUERIES;

/**
 * The auction page, the link people share: rendered on the server too, filled with the
 * answers of `auctionPagePaths`.
 */
export const AUCTION_PAGE_ROUTE = '/auctions/:id';
export type FirstScreenRoute = FirstScreenPage | typeof AUCTION_PAGE_ROUTE;
/** Every route the server renders (in the router's syntax). */
export const FIRST_SCREEN_ROUTES: readonly FirstScreenRoute[] = [
  ...(Object.keys(FIRST_SCREEN_QUERIES) as FirstScreenPage[]),
  AUCTION_PAGE_ROUTE,
];

/** The server's buyer protection (its inspection window), which the auction page's line says. */
export const BUYER_PROTECTION_PATH = '/buyer-protection';

/**
 * The API paths (below the API's base URL) of what the auction page shows: the auction,
 * its bid history, its watcher count and the server's buyer protection; the app caches
 * their answers under these keys.
 */
export function auctionPagePaths(auctionId: string) {
  const auction = `/auctions/${encodeURIComponent(auctionId)}`;
  return { auction, bids: `${auction}/bids`, watchers: `${auction}/watchers`, buyerProtection: BUYER_PROTECTION_PATH };
}

/**
 * What a server-rendered page was rendered with, written into it as JSON under
 * `FIRST_SCREEN_DATA_ID`: the app hydrates from the very same answers and clock, so its
 * first render matches the markup to the character.
 */
export interface FirstScreenData {
  /** The server's clock at rendering, in epoch milliseconds: the countdowns' "now". */
  renderedAt: number;
  /** The `data` of each API answer used, by its path below the API's base URL (`browsePath`). */
  responses: Record<string, unknown>;
  /**
   * Paths of `responses` whose answer differs for a signed-in viewer (the auction: their own
   * bid, their own listing). The server renders a visitor's; a browser with a session reads
   * these again right after hydrating.
   */
  personal?: string[];
}

export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
