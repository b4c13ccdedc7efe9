import type { BrowseQuery } from './schemas/listings';

/**
 * What fills the first screen of a page opened directly, shared by the web app, which asks
 * for it, and the server, which starts the calls and the largest photo from index.html so
 * they load in parallel with the app's script instead of after it has run.
 */
export const HOT_AUCTIONS_QUERY = { status: 'live', sort: 'most-bids', limit: 10 } as const satisfies Partial<BrowseQuery>;
/** docs/product.md#marketplace-home: the marketplace's Live Auctions shows six items, closest to their end first. */
export const LIVE_AUCTIONS_QUERY = { status: 'live', sort: 'ending-soon', limit: 6 } as const satisfies Partial<BrowseQuery>;

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

/** The page paths whose first screen is started from index.html, and the call that fills it. */
export const FIRST_SCREEN_QUERIES = { '/': HOT_AUCTIONS_QUERY, '/auctions': LIVE_AUCTIONS_QUERY } as const;
