import { sql } from 'drizzle-orm';
import {
  BID_INCREMENT_BANDS,
  BID_SECURITY_MIN_KOBO,
  BID_SECURITY_PERCENT,
  FORFEITS_BEFORE_BIDDING_BAR,
} from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { Database } from '../../db/client';
import { callFunction, type Refusal } from '../../db/functions';
import { retryingConflicts } from '../../db/retry-conflicts';
import { AppError } from '../../errors';
import type { BidRequest, PlacedBid } from '../../modules/bids/service';
import { auctionChannel, userChannel } from '../../modules/live/repository';

const INCREMENT_BANDS_JSON = JSON.stringify(BID_INCREMENT_BANDS);

function refusalError(refusal: Refusal): AppError {
  switch (refusal.reason) {
    case 'not_found':
      return new AppError('not_found', serverMessages.listingNotFound);
    case 'idempotency_key_reused':
      return new AppError('idempotency_key_reused', serverMessages.idempotencyKeyReused);
    case 'auction_not_started':
      return new AppError('auction_not_started', serverMessages.auctionNotStarted);
    case 'auction_closed':
      return new AppError('auction_closed', serverMessages.auctionEnded);
    case 'own_auction':
      return new AppError('own_auction', serverMessages.ownAuction);
    case 'bidding_barred':
      return new AppError('bidding_barred', serverMessages.biddingBarred(refusal.forfeits));
    case 'bid_not_above_own_maximum':
      return new AppError('bid_too_low', serverMessages.bidNotAboveOwnMaximum(formatNaira(refusal.maximumKobo)));
    case 'bid_too_low':
      return new AppError('bid_too_low', serverMessages.bidTooLow(formatNaira(refusal.minimumKobo)));
    case 'insufficient_funds':
      return new AppError(
        'insufficient_funds',
        serverMessages.insufficientFunds(
          formatNaira(refusal.neededKobo),
          formatNaira(refusal.neededKobo - refusal.availableKobo),
        ),
      );
    default:
      throw new Error(`Unknown bid refusal: ${JSON.stringify(refusal satisfies never)}`);
  }
}

type BidResult = { refused: Refusal } | PlacedBid;

interface Waiting {
  request: BidRequest;
  resolve: (placed: PlacedBid) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 50;

async function placeBids(db: Database, listingId: string, requests: BidRequest[]): Promise<BidResult[]> {
  const bids = requests.map(({ bidderId, maxAmountKobo, idempotencyKey }) => ({
    bidderId,
    maxAmountKobo,
    idempotencyKey,
  }));
  const call = sql`place_bids(${listingId}, ${JSON.stringify(bids)}::jsonb, ${INCREMENT_BANDS_JSON}::jsonb, ${BID_SECURITY_PERCENT},
      ${BID_SECURITY_MIN_KOBO}, ${FORFEITS_BEFORE_BIDDING_BAR}, ${auctionChannel(listingId)}, ${userChannel('')})`;
  // A call rolled back whole keeps nothing, and a bid it had stored is answered as a replay.
  return retryingConflicts(() => callFunction<BidResult[]>(db, call));
}

function settle(waiting: Waiting, result: BidResult): void {
  if ('refused' in result) waiting.reject(refusalError(result.refused));
  else waiting.resolve(result);
}

/**
 * Bids on one auction queue for its row lock whatever we do, so this process sends them
 * to the database in batches: while one call for an auction runs, the bids arriving for it
 * wait, then all go in the next call (database function `place_bids`, sql/functions/place_bids.sql), in
 * arrival order, under one lock and one commit, which reads, writes and chains them with a
 * few statements for the whole batch (docs/decisions/013). A quiet auction's bid goes after
 * one turn of the event loop, alone or with the bids that arrived in that turn.
 * A call the database asks to retry (a deadlock, say) runs again, a few times at most. If a
 * batch still fails for a reason other than a refusal, each of its bids is tried alone, so
 * one bad bid cannot fail the others.
 */
function createBidBatcher(db: Database) {
  const queues = new Map<string, Waiting[]>();

  async function drain(listingId: string, queue: Waiting[]): Promise<void> {
    // Bids that reach this process in the same turn of the event loop go in the first batch.
    await new Promise(setImmediate);
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const results = await placeBids(
          db,
          listingId,
          batch.map((waiting) => waiting.request),
        );
        batch.forEach((waiting, index) => settle(waiting, results[index]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await placeAlone(listingId, batch);
      }
    }
    queues.delete(listingId);
  }

  async function placeAlone(listingId: string, batch: Waiting[]): Promise<void> {
    for (const waiting of batch) {
      try {
        settle(waiting, (await placeBids(db, listingId, [waiting.request]))[0]!);
      } catch (error) {
        waiting.reject(error);
      }
    }
  }

  return (request: BidRequest): Promise<PlacedBid> =>
    new Promise((resolve, reject) => {
      const waiting = { request, resolve, reject };
      const queue = queues.get(request.listingId);
      if (queue) {
        queue.push(waiting);
        return;
      }
      const fresh = [waiting];
      queues.set(request.listingId, fresh);
      void drain(request.listingId, fresh);
    });
}

const batchers = new WeakMap<Database, ReturnType<typeof createBidBatcher>>();

/**
 * One bid: the auction row is locked first (so bids on one auction queue, and bids on
 * others do not), the rules of packages/shared/src/proxy-bidding.ts are checked against the
 * database's clock, the leader's security moves with the lead inside the ledger, a late bid
 * pushes the end back, and the answer is stored with the bid so a replayed request gets it
 * again. All of it runs in the database function `place_bids`, holding the auction's lock
 * for one round trip shared by every bid of its batch.
 */
export function placeBid(db: Database, request: BidRequest): Promise<PlacedBid> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = createBidBatcher(db)));
  return batcher(request);
}
