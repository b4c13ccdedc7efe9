import { z } from 'zod';
import { operatorPersonSchema } from './admin';

/** GET /admin/abuse (docs/product.md#operator-console): who may be shilling, and who forfeits, most suspicious first. */

/** A bidder's pattern on one seller's auctions. */
export const shillSuspectSchema = z.strictObject({
  bidder: operatorPersonSchema,
  seller: operatorPersonSchema,
  /** Their bids on this seller's auctions, and on any auction. */
  bidsOnSeller: z.number().int(),
  bidsInAll: z.number().int(),
  /** This seller's auctions they bid on, those that have ended, and those they won. */
  auctions: z.number().int(),
  endedAuctions: z.number().int(),
  wins: z.number().int(),
  /**
   * Accounts that logged in from the address both of them used (2: only these two), the
   * fewest of any such address; null when they used none in common.
   */
  addressSharedBy: z.number().int().min(2).nullable(),
  /** 0-100: see shillScore in messages/admin-abuse.ts. */
  score: z.number().int(),
});
export type ShillSuspect = z.infer<typeof shillSuspectSchema>;

export const forfeiterSchema = z.strictObject({
  user: operatorPersonSchema,
  /** Auctions won (orders opened for them) and of those, left unpaid past the deadline. */
  won: z.number().int(),
  forfeited: z.number().int(),
  /** The strikes counted against bidding (support may have lifted some). */
  strikes: z.number().int(),
  score: z.number().int(),
});
export type Forfeiter = z.infer<typeof forfeiterSchema>;

export const abuseSignalsSchema = z.strictObject({
  shillSuspects: z.array(shillSuspectSchema),
  forfeiters: z.array(forfeiterSchema),
});
export type AbuseSignals = z.infer<typeof abuseSignalsSchema>;

/** How many of each list the page shows. */
export const ABUSE_SIGNALS_SHOWN = 50;
