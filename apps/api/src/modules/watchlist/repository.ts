import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, watchlist } from '../../db/schema';

/** A listing anyone may see (scheduled or ended), with the database's clock; drafts and cancelled ones are not found. */
export async function findWatchable(db: Database, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      endsAt: listings.endsAt,
      currentPriceKobo: listings.currentPriceKobo,
      nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number),
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), inArray(listings.status, ['scheduled', 'ended'])));
  return row;
}

/**
 * Serialises one user's watchlist changes until commit, so two saves at once cannot both
 * pass the size check. An advisory lock, not the user's row, which bids and orders update.
 */
export async function lockWatchlistOf(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlist:${userId}`}))`);
}

export async function isWatching(db: Database, userId: string, listingId: string): Promise<boolean> {
  const rows = await db
    .select({ listingId: watchlist.listingId })
    .from(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.listingId, listingId)));
  return rows.length > 0;
}

export async function countWatchedBy(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(watchlist).where(eq(watchlist.userId, userId));
  return row?.count ?? 0;
}

export async function addWatch(db: Database, userId: string, listingId: string): Promise<void> {
  await db.insert(watchlist).values({ userId, listingId }).onConflictDoNothing();
}

export async function removeWatch(db: Database, userId: string, listingId: string): Promise<void> {
  await db.delete(watchlist).where(and(eq(watchlist.userId, userId), eq(watchlist.listingId, listingId)));
}

export async function watcherCount(db: Database, listingId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(watchlist).where(eq(watchlist.listingId, listingId));
  return row?.count ?? 0;
}

/** The user's saved auctions, newest first, and whether they have bid on each. */
export async function watchedBy(db: Database, userId: string, limit: number) {
  return db
    .select({
      listingId: watchlist.listingId,
      watchedAt: watchlist.createdAt,
      // The outer column is spelt out: Drizzle leaves it unqualified, which the subquery would take for its own.
      hasBid: sql<boolean>`exists (select 1 from bids where bids.listing_id = watchlist.listing_id and bids.bidder_id = ${userId})`,
    })
    .from(watchlist)
    .where(eq(watchlist.userId, userId))
    .orderBy(desc(watchlist.createdAt))
    .limit(limit);
}
