import { z } from 'zod';
import { isoTimeSchema } from './envelope';
import { auctionSummarySchema } from './listings';

/**
 * The watchlist (the heart, docs/product.md#watchlist-and-notifications): PUT and DELETE
 * /me/watchlist/:auctionId, GET /me/watchlist, and an auction's watcher count.
 */

/** A user's saved auctions are few; a bound keeps the page and its live stream one request each. */
export const WATCHLIST_MAX_ITEMS = 60;

/** The "ending soon" notice and mail go this long before a watched auction's end. */
export const ENDING_SOON_NOTICE_MINUTES = 60;

/**
 * A last reminder this long before the end, for watchers who had the first: shown on the bell
 * and pushed to their phone (the moment to bid), never mailed.
 */
export const ENDING_FINAL_NOTICE_MINUTES = 10;

/** Where the watcher stands on a saved auction, as a bidder: not bid yet, leading, outbid, won or lost. */
export const watchStandingSchema = z.enum(['not_bid', 'leading', 'outbid', 'won', 'lost']);
export type WatchStanding = z.infer<typeof watchStandingSchema>;

export const watchedAuctionSchema = z.strictObject({
  auction: auctionSummarySchema,
  standing: watchStandingSchema,
  watchedAt: isoTimeSchema,
});
export type WatchedAuction = z.infer<typeof watchedAuctionSchema>;

/** GET /me/watchlist: newest saved first, and every id, which the hearts on cards read. */
export const watchlistDataSchema = z.strictObject({ items: z.array(watchedAuctionSchema) });
export type WatchlistData = z.infer<typeof watchlistDataSchema>;

/** PUT and DELETE /me/watchlist/:auctionId, and GET /auctions/:id/watchers. */
export const watchStateSchema = z.strictObject({
  watching: z.boolean(),
  /** How many people watch the auction, the caller included. */
  watchers: z.number().int(),
});
export type WatchState = z.infer<typeof watchStateSchema>;

export const watcherCountSchema = z.strictObject({ watchers: z.number().int() });
