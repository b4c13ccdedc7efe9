import { bidCommitment, findBidChainBreak, type BidChainBreak } from '@naijabid/shared/bid-chain';
import { serverMessages } from '@naijabid/shared/messages';
import { maskedBidderName } from '@naijabid/shared/proxy-bidding';
import type { BidLog } from '@naijabid/shared/schemas/bid-log';
import type { BidHistoryEntry, PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { LiveEvent } from '../../plugins/event-bus';
import * as repository from './repository';

/** A bid as the bidder asked for it; placed by workflows/bidding/place-bid.ts. */
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

/** What `npm run verify-auction` found: the first bid that breaks the chain, if any. */
export interface AuctionVerification {
  title: string;
  bidCount: number;
  finalHash: string | null;
  broken: BidChainBreak | { position: number; reason: 'commitment_mismatch' } | null;
}

/** Answers the auction's public log; a draft or a missing auction is not found. */
async function bidLog(db: Database, listingId: string): Promise<BidLog> {
  const header = await repository.bidLogHeader(db, listingId);
  if (!header) throw new AppError('not_found', serverMessages.listingNotFound);
  return { listingId, ...header, items: await repository.bidLog(db, listingId) };
}

/**
 * Recomputes an auction's chain from the database: each bid's commitment from its private
 * fields, then every hash and the final one, with the same encoding the browser uses.
 */
async function verifyAuction(db: Database, listingId: string): Promise<AuctionVerification> {
  const header = await repository.bidLogHeader(db, listingId);
  if (!header) throw new AppError('not_found', serverMessages.listingNotFound);
  const log = await repository.bidLogWithSecrets(db, listingId);
  const verification = { title: header.title, bidCount: log.length, finalHash: header.finalHash };
  for (const bid of log) {
    if ((await bidCommitment(bid)) !== bid.commitment)
      return { ...verification, broken: { position: bid.position, reason: 'commitment_mismatch' } };
  }
  return { ...verification, broken: await findBidChainBreak(listingId, log, header.finalHash) };
}

export function createBidService({ db }: { db: Database }) {
  return {
    /**
     * The newest bids with the bidder's masked name and the price each led to. A bid that did
     * not take the lead is two rows, as proxy bidding made it: the bid at its maximum, and
     * above it the leader's automatic bid at the price that left, so the row at the current
     * price always names who holds it.
     */
    async history(listingId: string): Promise<BidHistoryEntry[]> {
      const rows = await repository.bidHistory(db, listingId);
      return rows.flatMap((row): BidHistoryEntry[] => {
        const placedAt = row.createdAt.toISOString();
        const bidder = maskedBidderName(row.firstName, row.lastName);
        if (row.leading || row.leaderFirstName === null || row.leaderLastName === null)
          return [{ bidder, price: row.priceKobo, placedAt, automatic: false }];
        return [
          {
            bidder: maskedBidderName(row.leaderFirstName, row.leaderLastName),
            price: row.priceKobo,
            placedAt,
            automatic: true,
          },
          { bidder, price: row.maxAmountKobo, placedAt, automatic: false },
        ];
      });
    },

    bidLog: (listingId: string) => bidLog(db, listingId),

    verifyAuction: (listingId: string) => verifyAuction(db, listingId),

    highestMaximumOf: (listingId: string, bidderId: string) => repository.highestMaximumOf(db, listingId, bidderId),

    auctionsBidOnBy: (bidderId: string, limit: number) => repository.auctionsBidOnBy(db, bidderId, limit),
  };
}

export type BidService = ReturnType<typeof createBidService>;
