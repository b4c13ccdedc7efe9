import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import { adminServerMessages as m, listingTakenDownMessages } from '@naijabid/shared/messages/admin';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordOperatorAction } from '../../modules/admin/repository';
import { lockListing, updateListing } from '../../modules/auctions/repository';
import { findUserById } from '../../modules/auth/repository';
import { biddersOf } from '../../modules/bids/repository';
import { appendEvent, userChannel } from '../../modules/live/repository';
import {
  auctionSecurityAccount,
  InsufficientFundsError,
  lockAccounts,
  resolvePending,
  transfer,
  unresolvedHoldsInto,
  walletAccount,
} from '../../modules/wallet/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { tellParty } from '../notices/tell-party';

export interface ListingActionRequest {
  listingId: string;
  operatorId: string;
  reason: string;
}

/** What the `listing_taken_down` and `listing_restored` notices say. */
export interface ListingModeratedEvent {
  listingId: string;
  title: string;
}

async function lockedListing(tx: Database, listingId: string) {
  const locked = await lockListing(tx, listingId);
  if (!locked) throw new AppError('not_found', serverMessages.listingNotFound);
  return locked;
}

/**
 * Takes down a published listing that has not ended, in one transaction under its row lock:
 * it is `taken_down` (bids and Buy Now refused, never closed), every hold on its security
 * account is voided back to the bidder's wallet, and each bidder and the seller get a
 * `listing_taken_down` notice and a mail. The bids are voided by the listing's status and the
 * audit entry; no bid row is changed (a hash chain covers them). The leader and price stay on
 * the listing row, so a restore can stand the bids again.
 */
export function takeDownListing(db: Database, request: ListingActionRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const { listing, nowMs } = await lockedListing(tx, request.listingId);
    const open = listing.status === 'paused' || (listing.status === 'scheduled' && listing.endsAt.getTime() > nowMs);
    if (!open) throw new AppError('operator_conflict', m.listingNotOpen);

    const security = await auctionSecurityAccount(tx, listing.id);
    const holds = await unresolvedHoldsInto(tx, security.id);
    await lockAccounts(tx, [security.id, ...holds.map((hold) => hold.debitAccountId)]);
    for (const hold of holds) await resolvePending(tx, hold.id, 'void');
    await updateListing(tx, listing.id, { status: 'taken_down', leaderHoldId: null, pausedAt: null });

    const bidderIds = await biddersOf(tx, listing.id);
    await recordOperatorAction(tx, {
      operatorId: request.operatorId,
      action: 'listing.take_down',
      recordType: 'listing',
      recordId: listing.id,
      reason: request.reason,
      details: {
        bidsVoided: listing.bidCount,
        bidders: bidderIds.length,
        holdsReleased: holds.map((hold) => ({ id: hold.id, amountKobo: hold.amountKobo })),
      },
    });

    const notice: ListingModeratedEvent = { listingId: listing.id, title: listing.title };
    const events: LiveEvent[] = [];
    for (const [userId, text] of [
      ...bidderIds.map((id) => [id, listingTakenDownMessages.bidderText(listing.title)] as const),
      [listing.sellerId, listingTakenDownMessages.sellerText(listing.title, request.reason)] as const,
    ]) {
      events.push(
        await tellParty(tx, {
          userId,
          event: { type: 'listing_taken_down', data: notice },
          mail: {
            subject: listingTakenDownMessages.subject(listing.title),
            text,
            key: `listing:${listing.id}:taken-down:${nowMs}:${userId}`,
          },
        }),
      );
    }
    return events;
  });
}

/**
 * Restores a listing taken down by mistake while its end is still ahead: it is published
 * again and its bids stand as they were, so the leader's security is held again from their
 * wallet in the same transaction (refused, with the amount, if they can no longer cover it).
 * The bidders and the seller get a `listing_restored` notice.
 */
export function restoreListing(db: Database, request: ListingActionRequest): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const { listing, nowMs } = await lockedListing(tx, request.listingId);
    if (listing.status !== 'taken_down') throw new AppError('operator_conflict', m.listingNotTakenDown);
    if (listing.endsAt.getTime() <= nowMs) throw new AppError('operator_conflict', m.listingTimeRunOut);
    const seller = await findUserById(tx, listing.sellerId);
    if (seller?.suspendedAt) throw new AppError('operator_conflict', m.listingSellerSuspended);

    let leaderHoldId: string | null = null;
    if (listing.leaderId && listing.leaderMaxKobo !== null) {
      const securityKobo = bidSecurityFor(listing.leaderMaxKobo);
      const wallet = await walletAccount(tx, listing.leaderId);
      const security = await auctionSecurityAccount(tx, listing.id);
      await lockAccounts(tx, [wallet.id, security.id]);
      try {
        leaderHoldId = (
          await transfer(tx, {
            debitAccountId: wallet.id,
            creditAccountId: security.id,
            amountKobo: securityKobo,
            purpose: 'bid_security',
            pending: true,
          })
        ).id;
      } catch (error) {
        if (error instanceof InsufficientFundsError)
          throw new AppError('operator_conflict', m.leaderCannotCover(formatNaira(securityKobo)));
        throw error;
      }
    }
    await updateListing(tx, listing.id, { status: 'scheduled', leaderHoldId });
    const bidderIds = await biddersOf(tx, listing.id);
    await recordOperatorAction(tx, {
      operatorId: request.operatorId,
      action: 'listing.restore',
      recordType: 'listing',
      recordId: listing.id,
      reason: request.reason,
      details: { bidsStanding: listing.bidCount, leaderHoldId },
    });
    const notice: ListingModeratedEvent = { listingId: listing.id, title: listing.title };
    const events: LiveEvent[] = [];
    for (const userId of [...bidderIds, listing.sellerId])
      events.push(await appendEvent(tx, userChannel(userId), 'listing_restored', notice));
    return events;
  });
}
