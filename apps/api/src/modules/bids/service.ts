import { maskedBidderName } from '@naijabid/shared/proxy-bidding';
import type { BidHistoryEntry, PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { Database } from '../../db/client';
import type { LiveEvent } from '../../plugins/event-bus';
import * as repository from './repository';

/** A bid as the bidder asked for it; placed by workflows/place-bid.ts. */
export interface BidRequest {
  listingId: string;
  bidderId: string;
  maxAmountKobo: number;
  idempotencyKey: string;
}

export interface PlacedBid {
  answer: PlaceBidAnswer;
  replayed: boolean;
  /** Appended in the bid's transaction; publish them once it has committed. */
  events: LiveEvent[];
}

export function createBidService({ db }: { db: Database }) {
  return {
    /** The newest bids with the bidder's masked name and the price each led to. */
    async history(listingId: string): Promise<BidHistoryEntry[]> {
      const rows = await repository.bidHistory(db, listingId);
      return rows.map((row) => ({
        bidder: maskedBidderName(row.firstName, row.lastName),
        price: row.priceKobo,
        placedAt: row.createdAt.toISOString(),
      }));
    },

    highestMaximumOf: (listingId: string, bidderId: string) => repository.highestMaximumOf(db, listingId, bidderId),

    auctionsBidOnBy: (bidderId: string, limit: number) => repository.auctionsBidOnBy(db, bidderId, limit),
  };
}

export type BidService = ReturnType<typeof createBidService>;
