import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { lockListing, updateListing } from '../modules/auctions/repository';
import { resolvePending } from '../modules/wallet/ledger';

const CLOSE_BATCH = 50;

export interface ClosedAuction {
  listingId: string;
  outcome: 'sold' | 'unsold';
  winnerId: string | null;
  priceKobo: number;
}

/**
 * Closes one auction whose end has passed, exactly once: the row is locked, and the end is
 * checked again under the lock (a last-second bid may have moved it). The leader wins if
 * the reserve is met and keeps their security held towards payment; otherwise the auction
 * is unsold and the hold is voided.
 */
export async function closeAuction(db: Database, listingId: string): Promise<ClosedAuction | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockListing(tx, listingId);
    if (!locked || locked.listing.status !== 'scheduled' || locked.listing.endsAt.getTime() > locked.nowMs) return undefined;
    const { listing } = locked;
    const reserveMet = listing.reservePriceKobo === null || (listing.leaderMaxKobo ?? 0) >= listing.reservePriceKobo;
    const sold = listing.leaderId !== null && reserveMet;
    if (!sold && listing.leaderHoldId) await resolvePending(tx, listing.leaderHoldId, 'void');
    await updateListing(tx, listing.id, {
      status: 'ended',
      outcome: sold ? 'sold' : 'unsold',
      winnerId: sold ? listing.leaderId : null,
      leaderHoldId: sold ? listing.leaderHoldId : null,
      closedAt: new Date(locked.nowMs),
    });
    return { listingId: listing.id, outcome: sold ? 'sold' : 'unsold', winnerId: sold ? listing.leaderId : null, priceKobo: listing.currentPriceKobo };
  });
}

/**
 * Closes every auction due. Several processes may run this at once: each waits for the
 * auction's row lock and `closeAuction` re-checks the status under it, so none closes twice.
 */
export async function closeDueAuctions(db: Database): Promise<ClosedAuction[]> {
  const due = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, 'scheduled'), lte(listings.endsAt, sql`now()`)))
    .orderBy(asc(listings.endsAt))
    .limit(CLOSE_BATCH);
  const closed: ClosedAuction[] = [];
  for (const { id } of due) {
    const result = await closeAuction(db, id);
    if (result) closed.push(result);
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
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = closeDueAuctions(db)
      .then((closed) => closed.forEach(onClosed))
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, CLOSER_INTERVAL_MS);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
