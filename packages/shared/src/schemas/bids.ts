import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { isoTimeSchema, koboSchema } from './envelope';
import { auctionSummarySchema } from './listings';

export const placeBidRequestSchema = z.strictObject({
  /** The most the bidder will pay, in kobo; the system bids for them up to it. */
  maxAmount: z.number({ error: m.bidAmountInvalid }).int(m.bidAmountInvalid).positive(m.bidAmountInvalid),
});
export type PlaceBidRequest = z.infer<typeof placeBidRequestSchema>;

/**
 * POST /auctions/:id/bids (201): where the bid left the auction. The database stores this
 * answer as jsonb for replays, which orders keys by length, so the fields are in that order.
 */
export const placeBidAnswerSchema = z.strictObject({
  endsAt: isoTimeSchema,
  leading: z.boolean(),
  bidCount: z.number().int(),
  minNextBid: koboSchema,
  currentPrice: koboSchema,
});
export type PlaceBidAnswer = z.infer<typeof placeBidAnswerSchema>;

/** POST /auctions/:id/buy-now (201): the auction is won at `price` kobo, held in full. */
export const buyNowAnswerDataSchema = z.strictObject({ won: z.literal(true), price: koboSchema });
export type BuyNowAnswerData = z.infer<typeof buyNowAnswerDataSchema>;

export const bidHistoryEntrySchema = z.strictObject({
  /** Masked, e.g. "Aisha O***". */
  bidder: z.string(),
  /**
   * In kobo: the price this bid led to; for a bid that did not take the lead, its beaten
   * maximum. A leader's maximum stays hidden.
   */
  price: koboSchema,
  placedAt: isoTimeSchema,
  /** The leader's answer made by proxy bidding to a lower bid placed at the same moment. */
  automatic: z.boolean(),
});
export type BidHistoryEntry = z.infer<typeof bidHistoryEntrySchema>;

/** Where a bidder stands on an auction they bid on (the dashboard's "My bids"). */
export const bidStandingSchema = z.enum(['leading', 'outbid', 'won', 'lost']);
export type BidStanding = z.infer<typeof bidStandingSchema>;

export const myBidSchema = z.strictObject({
  auction: auctionSummarySchema,
  /** The bidder's highest maximum on this auction, in kobo. */
  maxAmount: koboSchema,
  standing: bidStandingSchema,
});
export type MyBid = z.infer<typeof myBidSchema>;
