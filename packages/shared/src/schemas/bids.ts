import { z } from 'zod';
import { validationMessages as m } from '../messages';
import type { AuctionSummary } from './listings';

export const placeBidRequestSchema = z.strictObject({
  /** The most the bidder will pay, in kobo; the system bids for them up to it. */
  maxAmount: z.number({ error: m.bidAmountInvalid }).int(m.bidAmountInvalid).positive(m.bidAmountInvalid),
});
export type PlaceBidRequest = z.infer<typeof placeBidRequestSchema>;

export interface PlaceBidAnswer {
  leading: boolean;
  currentPrice: number;
  bidCount: number;
  endsAt: string;
  minNextBid: number;
}

export interface BidHistoryEntry {
  /** Masked, e.g. "Aisha O***". */
  bidder: string;
  /** The price this bid led to, in kobo; the bidder's maximum stays hidden. */
  price: number;
  placedAt: string;
}

/** Where a bidder stands on an auction they bid on (the dashboard's "My bids"). */
export type BidStanding = 'leading' | 'outbid' | 'won' | 'lost';

export interface MyBid {
  auction: AuctionSummary;
  /** The bidder's highest maximum on this auction, in kobo. */
  maxAmount: number;
  standing: BidStanding;
}
