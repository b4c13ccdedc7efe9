import { FORFEITS_BEFORE_BIDDING_BAR } from '@naijabid/shared/auction-rules';
import { adminServerMessages as m } from '@naijabid/shared/messages/admin';
import type { AuctionEndMovedEvent } from '@naijabid/shared/schemas/live';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { recordOperatorAction } from '../../modules/admin/repository';
import { pauseListingsOf, resumeListingsOf } from '../../modules/auctions/repository';
import { clearForfeitStrikes, lockUser, setSuspendedAt, type UserRow } from '../../modules/auth/repository';
import { appendEvent, auctionChannel } from '../../modules/live/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { logOutEverywhere } from '../accounts/log-out';

export interface UserActionRequest {
  userId: string;
  operatorId: string;
  reason: string;
}

export interface UserActionOutcome {
  events: LiveEvent[];
  /** Listings paused or resumed, whose public pages changed. */
  listingsChanged: number;
}

async function lockedUser(tx: Database, userId: string): Promise<UserRow> {
  const user = await lockUser(tx, userId);
  if (!user) throw new AppError('not_found', m.userNotFound);
  return user;
}

/**
 * Suspends an account in one transaction under its row lock: login is refused from now on,
 * every session ends with its live streams (workflows/accounts/log-out.ts), and the seller's published
 * listings that have not ended are paused (no bids, no Buy Now, no close; the clock stops).
 * Bids the user placed elsewhere stand.
 */
export function suspendUser(db: Database, request: UserActionRequest): Promise<UserActionOutcome> {
  return db.transaction(async (tx) => {
    const user = await lockedUser(tx, request.userId);
    if (user.suspendedAt) throw new AppError('operator_conflict', m.alreadySuspended);
    if (user.operatorSince) throw new AppError('operator_conflict', m.cannotSuspendOperator);
    await setSuspendedAt(tx, user.id, new Date());
    const events = await logOutEverywhere(tx, user.id);
    const paused = await pauseListingsOf(tx, user.id);
    await recordOperatorAction(tx, {
      operatorId: request.operatorId,
      action: 'user.suspend',
      recordType: 'user',
      recordId: user.id,
      reason: request.reason,
      details: { pausedListingIds: paused.map((listing) => listing.id), sessionsEnded: events.length },
    });
    return { events, listingsChanged: paused.length };
  });
}

/**
 * Restores a suspended account: it may log in again, and its paused listings resume with the
 * time they had left when paused (start and end move on by the pause), each announced on its
 * auction's stream as an `end_moved` event. A listing whose end passed while paused therefore
 * comes back with the minutes it had, not ended.
 */
export function restoreUser(db: Database, request: UserActionRequest): Promise<UserActionOutcome> {
  return db.transaction(async (tx) => {
    const user = await lockedUser(tx, request.userId);
    if (!user.suspendedAt) throw new AppError('operator_conflict', m.notSuspended);
    await setSuspendedAt(tx, user.id, null);
    const resumed = await resumeListingsOf(tx, user.id);
    const events: LiveEvent[] = [];
    for (const listing of resumed) {
      const data: AuctionEndMovedEvent = {
        listingId: listing.id,
        endsAt: listing.endsAt.toISOString(),
        bidCount: listing.bidCount,
      };
      events.push(await appendEvent(tx, auctionChannel(listing.id), 'end_moved', data));
    }
    await recordOperatorAction(tx, {
      operatorId: request.operatorId,
      action: 'user.restore',
      recordType: 'user',
      recordId: user.id,
      reason: request.reason,
      details: { resumedListingIds: resumed.map((listing) => listing.id) },
    });
    return { events, listingsChanged: resumed.length };
  });
}

/**
 * Lifts the bar `place_bids` and Buy Now put on a buyer with FORFEITS_BEFORE_BIDDING_BAR
 * strikes: the count starts again (the forfeited orders and this entry keep the record), so
 * as many forfeits again would bar the account again.
 */
export function liftBiddingBar(db: Database, request: UserActionRequest): Promise<UserActionOutcome> {
  return db.transaction(async (tx) => {
    const user = await lockedUser(tx, request.userId);
    if (user.forfeitStrikes < FORFEITS_BEFORE_BIDDING_BAR) throw new AppError('operator_conflict', m.notBarred);
    await clearForfeitStrikes(tx, user.id);
    await recordOperatorAction(tx, {
      operatorId: request.operatorId,
      action: 'user.lift_bar',
      recordType: 'user',
      recordId: user.id,
      reason: request.reason,
      details: { strikesLifted: user.forfeitStrikes },
    });
    return { events: [], listingsChanged: 0 };
  });
}
