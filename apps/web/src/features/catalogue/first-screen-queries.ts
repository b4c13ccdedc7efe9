import type { BrowseParams } from './api/browse-path';

/**
 * The browse calls whose answers fill the first screen of a page opened directly. The
 * build reads them (vite-route-preload.ts) and starts each call from index.html, in
 * parallel with the page's script, instead of after it has loaded and run.
 */
export const HOT_AUCTIONS_QUERY = { status: 'live', sort: 'most-bids', limit: 10 } as const satisfies BrowseParams;
/** Spec 2: the marketplace's Live Auctions shows six items, closest to their end first. */
export const LIVE_AUCTIONS_QUERY = { status: 'live', sort: 'ending-soon', limit: 6 } as const satisfies BrowseParams;
