import { sql } from 'drizzle-orm';
import { BID_INCREMENT_BANDS, BID_SECURITY_MIN_KOBO, BID_SECURITY_PERCENT } from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { Database } from '../db/client';
import { callFunction, refusalOf, type Refusal } from '../db/functions';
import { AppError } from '../errors';
import { auctionChannel, userChannel, type LiveEvent } from '../modules/live/event-log';

export interface BidRequest {
  listingId: string;
  bidderId: string;
  maxAmountKobo: number;
  idempotencyKey: string;
}

const INCREMENT_BANDS_JSON = JSON.stringify(BID_INCREMENT_BANDS);

function refusalError({ reason, detail }: Refusal): AppError {
  switch (reason) {
    case 'not_found':
      return new AppError('not_found', serverMessages.listingNotFound);
    case 'auction_not_started':
      return new AppError('auction_not_started', serverMessages.auctionNotStarted);
    case 'auction_closed':
      return new AppError('auction_closed', serverMessages.auctionEnded);
    case 'own_auction':
      return new AppError('own_auction', serverMessages.ownAuction);
    case 'bid_not_above_own_maximum':
      return new AppError('bid_too_low', serverMessages.bidNotAboveOwnMaximum(formatNaira(detail.maximum!)));
    case 'bid_too_low':
      return new AppError('bid_too_low', serverMessages.bidTooLow(formatNaira(detail.minimum!)));
    case 'insufficient_funds':
      return new AppError('insufficient_funds', serverMessages.insufficientFunds(formatNaira(detail.needed!), formatNaira(detail.needed! - detail.available!)));
    default:
      throw new Error(`Unknown bid refusal: ${reason}`);
  }
}

/**
 * One bid, as one call of the database function `place_bid` (migration 0011): the auction
 * row is locked first (so bids on one auction queue, and bids on others do not), the rules
 * of packages/shared/src/proxy-bidding.ts are checked against the database's clock, the
 * leader's security moves with the lead inside the ledger, a late bid pushes the end back,
 * and the answer is stored with the bid so a replayed request gets it again. Being one
 * statement, it holds the auction's lock for one round trip rather than dozens.
 */
export async function placeBid(
  db: Database,
  request: BidRequest,
): Promise<{ answer: PlaceBidAnswer; replayed: boolean; events: LiveEvent[] }> {
  try {
    return await callFunction(
      db,
      sql`place_bid(${request.listingId}, ${request.bidderId}, ${request.maxAmountKobo}, ${request.idempotencyKey},
        ${INCREMENT_BANDS_JSON}::jsonb, ${BID_SECURITY_PERCENT}, ${BID_SECURITY_MIN_KOBO}, ${auctionChannel(request.listingId)}, ${userChannel('')})`,
    );
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw refusalError(refusal);
    throw error;
  }
}
