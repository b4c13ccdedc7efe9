import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { maskedBidderName, minimumNextBidKobo, proxyOutcome } from '@naijabid/shared/proxy-bidding';
import type { AuctionBidEvent, OutbidEvent } from '@naijabid/shared/schemas/live';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { lockListing, updateListing } from '../modules/auctions/repository';
import { findUserById } from '../modules/auth/repository';
import { appendEvent, auctionChannel, userChannel, type LiveEvent } from '../modules/live/event-log';
import { findAnswerByKey, insertBid, topTwoBidders } from '../modules/bids/repository';
import {
  auctionSecurityAccount,
  availableKobo,
  InsufficientFundsError,
  lockAccounts,
  resolvePending,
  transfer,
  walletAccount,
} from '../modules/wallet/ledger';

export interface BidRequest {
  listingId: string;
  bidderId: string;
  maxAmountKobo: number;
  idempotencyKey: string;
}

/** Arrives after every stored bid, which is all the proxy rules need of a new bid's order. */
const NEWEST = Number.MAX_SAFE_INTEGER;

function insufficientFunds(neededKobo: number, availableNowKobo: number): AppError {
  return new AppError(
    'insufficient_funds',
    serverMessages.insufficientFunds(formatNaira(neededKobo), formatNaira(neededKobo - availableNowKobo)),
  );
}

/**
 * One bid, as one transaction: the auction row is locked first (so bids on one auction
 * queue, and bids on others do not), then the rules are checked against the database's
 * clock, the leader's security moves with the lead inside the ledger, a late bid pushes the
 * end back, and the answer is stored with the bid so a replayed request gets it again.
 */
export async function placeBid(
  db: Database,
  request: BidRequest,
): Promise<{ answer: PlaceBidAnswer; replayed: boolean; events: LiveEvent[] }> {
  return db.transaction(async (tx) => {
    const locked = await lockListing(tx, request.listingId);
    if (!locked || locked.state === 'draft') throw new AppError('not_found', serverMessages.listingNotFound);
    const replay = await findAnswerByKey(tx, request.bidderId, request.idempotencyKey);
    if (replay) return { answer: replay, replayed: true, events: [] };

    const { listing, nowMs } = locked;
    if (locked.state === 'scheduled') throw new AppError('auction_not_started', serverMessages.auctionNotStarted);
    if (locked.state !== 'live') throw new AppError('auction_closed', serverMessages.auctionEnded);
    if (listing.sellerId === request.bidderId) throw new AppError('own_auction', serverMessages.ownAuction);

    const pricing = { startingPriceKobo: listing.startingPriceKobo, reservePriceKobo: listing.reservePriceKobo };
    const existing = await topTwoBidders(tx, listing.id);
    const before = proxyOutcome(pricing, existing);
    if (before.leader?.bidderId === request.bidderId) {
      if (request.maxAmountKobo <= before.leader.maxAmountKobo) {
        throw new AppError('bid_too_low', serverMessages.bidNotAboveOwnMaximum(formatNaira(before.leader.maxAmountKobo)));
      }
    } else {
      const minimum = minimumNextBidKobo(pricing, before);
      if (request.maxAmountKobo < minimum) throw new AppError('bid_too_low', serverMessages.bidTooLow(formatNaira(minimum)));
    }

    const after = proxyOutcome(pricing, [...existing, { bidderId: request.bidderId, maxAmountKobo: request.maxAmountKobo, sequence: NEWEST }]);
    const leading = after.leader?.bidderId === request.bidderId;
    const securityKobo = bidSecurityFor(request.maxAmountKobo);
    const wallet = await walletAccount(tx, request.bidderId);
    let leaderHoldId = listing.leaderHoldId;
    if (leading) {
      // The lead, and with it the security hold, moves to this bidder (or grows with their
      // maximum). Every account involved is locked up front, in the one global order.
      const security = await auctionSecurityAccount(tx, listing.id);
      const previousLeaderWallet = listing.leaderId ? await walletAccount(tx, listing.leaderId) : undefined;
      await lockAccounts(tx, [wallet.id, security.id, ...(previousLeaderWallet ? [previousLeaderWallet.id] : [])]);
      if (listing.leaderHoldId) await resolvePending(tx, listing.leaderHoldId, 'void');
      try {
        const hold = await transfer(tx, {
          debitAccountId: wallet.id,
          creditAccountId: security.id,
          amountKobo: securityKobo,
          purpose: 'bid_security',
          pending: true,
        });
        leaderHoldId = hold.id;
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw insufficientFunds(securityKobo, error.availableKobo);
        throw error;
      }
    } else if (availableKobo(wallet) < securityKobo) {
      // A bid that does not lead holds nothing, but it must be one the bidder could back.
      throw insufficientFunds(securityKobo, availableKobo(wallet));
    }

    const resetWindowMs = listing.bidResetSeconds * 1000;
    const endsAt =
      listing.endsAt.getTime() - nowMs <= resetWindowMs ? new Date(nowMs + resetWindowMs) : listing.endsAt;
    const bidCount = listing.bidCount + 1;
    await updateListing(tx, listing.id, {
      currentPriceKobo: after.currentPriceKobo,
      bidCount,
      leaderId: after.leader?.bidderId ?? null,
      leaderMaxKobo: after.leader?.maxAmountKobo ?? null,
      leaderHoldId,
      endsAt,
    });
    const answer: PlaceBidAnswer = {
      leading,
      currentPrice: after.currentPriceKobo,
      bidCount,
      endsAt: endsAt.toISOString(),
      minNextBid: minimumNextBidKobo(pricing, after),
    };
    await insertBid(tx, { ...request, answer });

    const leader = after.leader ? await findUserById(tx, after.leader.bidderId) : undefined;
    const bidEvent: AuctionBidEvent = {
      listingId: listing.id,
      currentPrice: answer.currentPrice,
      bidCount,
      endsAt: answer.endsAt,
      minNextBid: answer.minNextBid,
      leader: leader ? maskedBidderName(leader.firstName, leader.lastName) : '',
    };
    const events = [await appendEvent(tx, auctionChannel(listing.id), 'bid', bidEvent)];
    if (listing.leaderId && listing.leaderId !== after.leader?.bidderId) {
      const outbid: OutbidEvent = { listingId: listing.id, title: listing.title, currentPrice: answer.currentPrice };
      events.push(await appendEvent(tx, userChannel(listing.leaderId), 'outbid', outbid));
    }
    return { answer, replayed: false, events };
  });
}
