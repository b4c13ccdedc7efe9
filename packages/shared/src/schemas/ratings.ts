import { z } from 'zod';
import { RATING_LIMITS, STARS_MAX } from '../ratings';
import { ratingValidationMessages as m } from '../messages/ratings';
import { isoTimeSchema } from './envelope';
import { auctionSummarySchema, sellerRatingSchema } from './listings';

/**
 * Ratings after a completed order and the seller's public profile (docs/product.md#ratings),
 * and the bid dialog's reserve check.
 */

/** POST /orders/:id/rating: the first time gives the rating, within the edit window again changes it. */
export const rateOrderRequestSchema = z.strictObject({
  stars: z
    .number({ error: m.starsRequired })
    .int(m.starsRequired)
    .min(1, m.starsRequired)
    .max(STARS_MAX, m.starsRequired),
  /** Optional; blank is none. */
  comment: z.string({ error: m.commentTooLong }).trim().max(RATING_LIMITS.commentMax, m.commentTooLong).optional(),
});
export type RateOrderRequest = z.infer<typeof rateOrderRequestSchema>;

/** A rating as the order page shows it, given by the viewer or to them. */
export const orderRatingSchema = z.strictObject({
  stars: z.number().int(),
  comment: z.string().nullable(),
  ratedAt: isoTimeSchema,
  /** Until when its author may change it. */
  editableUntil: isoTimeSchema,
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

export const sellerReviewSchema = z.strictObject({
  stars: z.number().int(),
  comment: z.string().nullable(),
  /** Masked as bidders are, e.g. "Aisha O***". */
  reviewer: z.string(),
  /** The title of what was bought. */
  item: z.string(),
  ratedAt: isoTimeSchema,
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;

/** GET /sellers/:id: a seller as anyone may see them. */
export const sellerProfileSchema = z.strictObject({
  id: z.uuid(),
  /** First name and last initial ("Aisha B."), as the auction page names a seller. */
  displayName: z.string(),
  memberSince: isoTimeSchema,
  rating: sellerRatingSchema,
  completedSales: z.number().int(),
  /** Verified their identity with their BVN (the "Verified seller" badge). */
  verified: z.boolean(),
  /** The newest first, at most SELLER_PROFILE_LIMITS.reviews. */
  reviews: z.array(sellerReviewSchema),
  /** Live auctions, ending soonest first, as cards. */
  listings: z.array(auctionSummarySchema),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
export const sellerProfileDataSchema = z.strictObject({ seller: sellerProfileSchema });

/** POST /auctions/:id/reserve-check: would this maximum (kobo) meet the hidden reserve? */
export const reserveCheckRequestSchema = z.strictObject({
  amount: z.number({ error: m.amountInvalid }).int(m.amountInvalid).positive(m.amountInvalid),
});
export type ReserveCheckRequest = z.infer<typeof reserveCheckRequestSchema>;
export const reserveCheckDataSchema = z.strictObject({ meetsReserve: z.boolean() });
export type ReserveCheck = z.infer<typeof reserveCheckDataSchema>;
