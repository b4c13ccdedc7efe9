import { buyNowOffered, FORFEITS_BEFORE_BIDDING_BAR, reserveMetBy } from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { lockListing, updateListing } from '../../modules/auctions/repository';
import { findUserById } from '../../modules/auth/repository';
import { insertBuyNowBid } from '../../modules/bids/repository';
import {
  auctionSecurityAccount,
  InsufficientFundsError,
  lockAccounts,
  resolvePending,
  transfer,
  walletAccount,
} from '../../modules/wallet/repository';
import { appendClosingEvents, type ClosedAuction } from './close-auctions';
import { openOrder } from '../orders/open-order';

/**
 * Buy Now ends the auction at once for the buyer (docs/product.md#bidding) while `buyNowOffered` says
 * it is offered, the same answer the auction page shows. The full price is held from the
 * buyer's wallet towards payment and the leader's security, if any, is released. The
 * purchase is kept as the buyer's bid at that price, so it counts among the auction's bids
 * and the buyer's own. Asking again after winning answers the same result.
 */
export async function buyNow(db: Database, listingId: string, buyerId: string): Promise<ClosedAuction> {
  return db.transaction(async (tx) => {
    const locked = await lockListing(tx, listingId);
    if (!locked || locked.state === 'draft' || locked.state === 'cancelled')
      throw new AppError('not_found', serverMessages.listingNotFound);
    const { listing, nowMs } = locked;
    const price = listing.buyNowPriceKobo;
    if (listing.status === 'ended' && listing.winnerId === buyerId && listing.currentPriceKobo === price) {
      return { listingId, outcome: 'sold', winnerId: buyerId, priceKobo: price, events: [] };
    }
    if (locked.state === 'scheduled') throw new AppError('auction_not_started', serverMessages.auctionNotStarted);
    if (locked.state !== 'live') throw new AppError('auction_closed', serverMessages.auctionEnded);
    if (listing.sellerId === buyerId) throw new AppError('own_auction', serverMessages.ownAuction);
    const buyer = await findUserById(tx, buyerId);
    if (buyer && buyer.forfeitStrikes >= FORFEITS_BEFORE_BIDDING_BAR)
      throw new AppError('bidding_barred', serverMessages.biddingBarred(buyer.forfeitStrikes));
    const reserveMet = reserveMetBy(listing.leaderMaxKobo, listing.reservePriceKobo);
    const offered = buyNowOffered({ buyNowPriceKobo: price, bidCount: listing.bidCount, reserveMet, live: true });
    if (!offered || price === null) throw new AppError('buy_now_unavailable', serverMessages.buyNowUnavailable);

    const wallet = await walletAccount(tx, buyerId);
    const security = await auctionSecurityAccount(tx, listing.id);
    const previousLeaderWallet = listing.leaderId ? await walletAccount(tx, listing.leaderId) : undefined;
    await lockAccounts(tx, [wallet.id, security.id, ...(previousLeaderWallet ? [previousLeaderWallet.id] : [])]);
    if (listing.leaderHoldId) await resolvePending(tx, listing.leaderHoldId, 'void');
    let holdId: string;
    try {
      holdId = (
        await transfer(tx, {
          debitAccountId: wallet.id,
          creditAccountId: security.id,
          amountKobo: price,
          purpose: 'buy_now',
          pending: true,
        })
      ).id;
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new AppError(
          'insufficient_funds',
          serverMessages.buyNowInsufficientFunds(formatNaira(price), formatNaira(price - error.availableKobo)),
        );
      }
      throw error;
    }
    const now = new Date(nowMs);
    const bidCount = listing.bidCount + 1;
    await insertBuyNowBid(tx, {
      listingId: listing.id,
      bidderId: buyerId,
      answer: { leading: true, currentPrice: price, bidCount, endsAt: now.toISOString(), minNextBid: price },
    });
    await updateListing(tx, listing.id, {
      bidCount,
      status: 'ended',
      outcome: 'sold',
      winnerId: buyerId,
      leaderId: buyerId,
      leaderMaxKobo: price,
      leaderHoldId: holdId,
      currentPriceKobo: price,
      endsAt: now,
      closedAt: now,
    });
    await openOrder(tx, { listing, buyerId, priceKobo: price, holdId, openedAt: now, boughtNow: true });
    const result = { outcome: 'sold' as const, winnerId: buyerId, priceKobo: price };
    return { listingId, ...result, events: await appendClosingEvents(tx, listing, result) };
  });
}
