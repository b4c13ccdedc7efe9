import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SavedSearchNotify, SavedSearchQuery } from '@naijabid/shared/schemas/saved-searches';
import type { Database } from '../../db/client';
import { listings, savedSearchDigests, savedSearchMatches, savedSearches, users } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Serialises one user's saved-search changes until commit, so two saves at once cannot both
 * pass the limit. An advisory lock, not the user's row, which bids and orders update.
 */
export async function lockSavedSearchesOf(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
}

export async function countSavedSearchesOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

export async function insertSavedSearch(
  db: Database,
  search: { userId: string; name: string; query: SavedSearchQuery; notify: SavedSearchNotify },
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(search).returning();
  return row!;
}

export function savedSearchesOf(db: Database, userId: string, limit: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
    .limit(limit);
}

/** Changes the user's own saved search; undefined when they have none of that id. */
export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string; notify?: SavedSearchNotify },
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/**
 * A page of the saved searches a new auction may concern, in id order after `afterId`: not
 * its seller's, and only of accounts that may be told anything (not closed, not suspended).
 */
export function savedSearchesToMatch(
  db: Database,
  sellerId: string,
  afterId: string | undefined,
  limit: number,
): Promise<SavedSearchRow[]> {
  return db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      notify: savedSearches.notify,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        sql`${savedSearches.userId} <> ${sellerId}`,
        isNull(users.closedAt),
        isNull(users.suspendedAt),
        afterId === undefined ? undefined : gt(savedSearches.id, afterId),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

/**
 * Records that the auction matched one of the user's saved searches; answers false when an
 * earlier search of theirs already matched it (they are told once per auction).
 */
export async function recordMatch(
  tx: Database,
  match: { userId: string; listingId: string; savedSearchId: string; searchName: string; notify: SavedSearchNotify },
): Promise<boolean> {
  const rows = await tx
    .insert(savedSearchMatches)
    .values(match)
    .onConflictDoNothing()
    .returning({ userId: savedSearchMatches.userId });
  return rows.length > 0;
}

/**
 * Users with matches waiting for the daily mail and no digest yet on `day`, open accounts
 * only. A closed or suspended account's matches wait and are never mailed.
 */
export async function usersDueADigest(tx: Database, day: string, limit: number) {
  return tx
    .selectDistinct({ userId: savedSearchMatches.userId, email: users.email })
    .from(savedSearchMatches)
    .innerJoin(users, eq(users.id, savedSearchMatches.userId))
    .where(
      and(
        eq(savedSearchMatches.notify, 'daily_mail'),
        isNull(savedSearchMatches.mailedAt),
        isNull(users.closedAt),
        isNull(users.suspendedAt),
        sql`not exists (select 1 from ${savedSearchDigests} where ${savedSearchDigests.userId} = ${savedSearchMatches.userId} and ${savedSearchDigests.day} = ${day})`,
      ),
    )
    .limit(limit);
}

/** Claims the user's digest of `day`: false if one was claimed already, so a day has one. */
export async function claimDigest(tx: Database, userId: string, day: string): Promise<boolean> {
  const rows = await tx
    .insert(savedSearchDigests)
    .values({ userId, day })
    .onConflictDoNothing()
    .returning({ userId: savedSearchDigests.userId });
  return rows.length > 0;
}

/** Marks the user's matches waiting for the mail as mailed, and answers them with their auctions. */
export async function takeMatchesToMail(tx: Database, userId: string) {
  const taken = await tx
    .update(savedSearchMatches)
    .set({ mailedAt: sql`now()` })
    .where(
      and(
        eq(savedSearchMatches.userId, userId),
        eq(savedSearchMatches.notify, 'daily_mail'),
        isNull(savedSearchMatches.mailedAt),
      ),
    )
    .returning({ listingId: savedSearchMatches.listingId, searchName: savedSearchMatches.searchName });
  if (taken.length === 0) return [];
  const rows = await tx
    .select({ id: listings.id, title: listings.title, currentPriceKobo: listings.currentPriceKobo })
    .from(listings)
    .where(
      sql`${listings.id} in (${sql.join(
        taken.map((match) => sql`${match.listingId}::uuid`),
        sql`, `,
      )})`,
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return taken.map((match) => ({ ...match, listing: byId.get(match.listingId)! }));
}

/**
 * Deletes at most `limit` matches made more than `days` ago whose auction is over (ended,
 * cancelled or taken down) as long: by then it was relisted if it was to be, its matches
 * carried over to the new auction (`carryMatchesOver`), and no job asks whether its owner was
 * told. Answers how many.
 */
export async function pruneMatches(db: Database, days: number, limit: number): Promise<number> {
  const before = sql`now() - make_interval(days => ${days}::int)`;
  const old = db
    .select({ userId: savedSearchMatches.userId, listingId: savedSearchMatches.listingId })
    .from(savedSearchMatches)
    .innerJoin(listings, eq(listings.id, savedSearchMatches.listingId))
    .where(
      and(
        sql`${savedSearchMatches.createdAt} < ${before}`,
        sql`${listings.status} in ('ended', 'cancelled', 'taken_down')`,
        sql`${listings.updatedAt} < ${before}`,
      ),
    )
    .limit(limit);
  const pruned = await db
    .delete(savedSearchMatches)
    .where(sql`(${savedSearchMatches.userId}, ${savedSearchMatches.listingId}) in (${old})`)
    .returning({ userId: savedSearchMatches.userId });
  return pruned.length;
}

/**
 * The auction `fromListingId` ended unsold and is listed again as `toListingId`: whoever a
 * saved search told of it counts as told of the new one, so the same item is not sent to
 * them again. A match still waiting for the daily mail moves to the new auction, which the
 * mail then links to, instead of the ended one.
 */
export async function carryMatchesOver(tx: Database, fromListingId: string, toListingId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${savedSearchMatches} (user_id, listing_id, saved_search_id, search_name, notify, mailed_at)
    select user_id, ${toListingId}::uuid, saved_search_id, search_name, notify, mailed_at
    from ${savedSearchMatches} where listing_id = ${fromListingId}::uuid
    on conflict do nothing`);
  await tx
    .update(savedSearchMatches)
    .set({ mailedAt: sql`now()` })
    .where(and(eq(savedSearchMatches.listingId, fromListingId), isNull(savedSearchMatches.mailedAt)));
}

/** Deletes at most `limit` digest days claimed more than `days` ago: only today's is ever asked for. */
export async function pruneDigests(db: Database, days: number, limit: number): Promise<number> {
  const old = db
    .select({ userId: savedSearchDigests.userId, day: savedSearchDigests.day })
    .from(savedSearchDigests)
    .where(sql`${savedSearchDigests.createdAt} < now() - make_interval(days => ${days}::int)`)
    .limit(limit);
  const pruned = await db
    .delete(savedSearchDigests)
    .where(sql`(${savedSearchDigests.userId}, ${savedSearchDigests.day}) in (${old})`)
    .returning({ userId: savedSearchDigests.userId });
  return pruned.length;
}
