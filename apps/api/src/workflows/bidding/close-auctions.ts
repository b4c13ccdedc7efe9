import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { startBackgroundTask } from '../../background-task';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema';
import { reserveMetBy } from '@naijabid/shared/auction-rules';
import { maskedBidderName } from '@naijabid/shared/proxy-bidding';
import type { AuctionClosedEvent, AuctionResultEvent } from '@naijabid/shared/schemas/live';
import type { AuctionEndedEvent } from '@naijabid/shared/schemas/notifications';
import { lockListing, updateListing, type ListingRow } from '../../modules/auctions/repository';
import { findUserById } from '../../modules/auth/repository';
import { biddersOf } from '../../modules/bids/repository';
import { appendEvent, auctionChannel, userChannel } from '../../modules/live/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { resolvePending } from '../../modules/wallet/repository';
import { openOrder } from '../orders/open-order';
import { relistsAtOnce, scheduleRelist } from './relist';

const CLOSE_BATCH = 50;

export interface ClosedAuction {
  listingId: string;
  outcome: 'sold' | 'unsold';
  winnerId: string | null;
  priceKobo: number;
  /** Appended in the closing transaction; publish them once it has committed. */
  events: LiveEvent[];
}

/**
 * The auction's "closed" event, "won" for the winner, "lost" for every other bidder and
 * "auction_ended" for the seller, unless `tellSeller` is false: an auction nobody bid on is
 * listed again at once, and that relist's own notice (and mail) tells the seller it ended
 * unsold, so they get one notice and one mail, not two at the same moment.
 */
export async function appendClosingEvents(
  tx: Database,
  listing: Pick<ListingRow, 'id' | 'title' | 'sellerId'>,
  result: { outcome: 'sold' | 'unsold'; winnerId: string | null; priceKobo: number },
  tellSeller = true,
): Promise<LiveEvent[]> {
  const winner = result.winnerId ? await findUserById(tx, result.winnerId) : undefined;
  const closed: AuctionClosedEvent = {
    listingId: listing.id,
    outcome: result.outcome,
    price: result.priceKobo,
    winner: winner ? maskedBidderName(winner.firstName, winner.lastName) : null,
  };
  const events = [await appendEvent(tx, auctionChannel(listing.id), 'closed', closed)];
  const notice: AuctionResultEvent = {
    listingId: listing.id,
    title: listing.title,
    price: result.priceKobo,
    outcome: result.outcome,
  };
  const bidders = new Set(await biddersOf(tx, listing.id));
  if (result.winnerId) bidders.add(result.winnerId);
  for (const bidderId of bidders) {
    events.push(await appendEvent(tx, userChannel(bidderId), bidderId === result.winnerId ? 'won' : 'lost', notice));
  }
  if (!tellSeller) return events;
  const ended: AuctionEndedEvent = { ...notice, outcome: result.outcome };
  events.push(await appendEvent(tx, userChannel(listing.sellerId), 'auction_ended', ended));
  return events;
}

/**
 * Closes one auction whose end has passed, exactly once: the row is locked, and the end is
 * checked again under the lock (a last-second bid may have moved it). The leader wins if
 * the reserve is met, keeps their security held towards payment and gets the order, in this
 * transaction; otherwise the auction is unsold and the hold is voided.
 */
export async function closeAuction(db: Database, listingId: string): Promise<ClosedAuction | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockListing(tx, listingId);
    if (!locked || locked.listing.status !== 'scheduled' || locked.listing.endsAt.getTime() > locked.nowMs)
      return undefined;
    const { listing } = locked;
    const sold = listing.leaderId !== null && reserveMetBy(listing.leaderMaxKobo, listing.reservePriceKobo) !== false;
    if (!sold && listing.leaderHoldId) await resolvePending(tx, listing.leaderHoldId, 'void');
    const result = {
      outcome: sold ? ('sold' as const) : ('unsold' as const),
      winnerId: sold ? listing.leaderId : null,
      priceKobo: listing.currentPriceKobo,
    };
    const closedAt = new Date(locked.nowMs);
    await updateListing(tx, listing.id, {
      status: 'ended',
      outcome: result.outcome,
      winnerId: result.winnerId,
      leaderHoldId: sold ? listing.leaderHoldId : null,
      closedAt,
    });
    if (sold) {
      // A leader always holds security (place_bids takes it before they lead).
      await openOrder(tx, {
        listing,
        buyerId: listing.leaderId!,
        priceKobo: result.priceKobo,
        holdId: listing.leaderHoldId!,
        openedAt: closedAt,
        boughtNow: false,
      });
    }
    const relisting = !sold && listing.relistsLeft > 0;
    if (relisting) await scheduleRelist(tx, listing, closedAt);
    const tellSeller = !(relisting && relistsAtOnce(listing));
    return { listingId: listing.id, ...result, events: await appendClosingEvents(tx, listing, result, tellSeller) };
  });
}

/**
 * Closes every auction due. Several processes may run this at once: each waits for the
 * auction's row lock and `closeAuction` re-checks the status under it, so none closes twice.
 * Each auction closes in its own transaction, so one that fails is rolled back alone and
 * reported to `onError`, naming it, and the auctions after it still close. Without
 * `onError` the first failure is thrown, since the caller has no other way to learn of it.
 */
export async function closeDueAuctions(
  db: Database,
  onError: (error: unknown) => void = (error) => {
    throw error;
  },
): Promise<ClosedAuction[]> {
  const due = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, 'scheduled'), lte(listings.endsAt, sql`now()`)))
    .orderBy(asc(listings.endsAt))
    .limit(CLOSE_BATCH);
  const closed: ClosedAuction[] = [];
  for (const { id } of due) {
    try {
      const result = await closeAuction(db, id);
      if (result) closed.push(result);
    } catch (error) {
      onError(new Error(`Closing auction ${id} failed`, { cause: error }));
    }
  }
  return closed;
}

const CLOSER_INTERVAL_MS = 1000;

/** Runs `closeDueAuctions` every second in this process, one run at a time, until stopped. */
export function startAuctionCloser(
  db: Database,
  onClosed: (closed: ClosedAuction) => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  return startBackgroundTask(
    CLOSER_INTERVAL_MS,
    async () => (await closeDueAuctions(db, onError)).forEach(onClosed),
    onError,
  );
}
