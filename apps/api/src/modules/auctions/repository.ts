import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATEGORIES, ENDING_SOON_WINDOW_MINUTES, type BrowseSort, type ListingState } from '@naijabid/shared/constants';
import type { BrowseQuery } from '@naijabid/shared/schemas/listings';
import type { Database } from '../../db/client';
import { listingPhotos, listings, sellerRatingTotals, sellerVerifications, users } from '../../db/schema';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = Omit<
  typeof listings.$inferInsert,
  'id' | 'searchVector' | 'titleVector' | 'createdAt' | 'updatedAt'
>;
type PhotoRow = typeof listingPhotos.$inferSelect;

/** The state a person sees, from the stored decision and the clock (see schema.ts). */
export const stateSql = sql<ListingState>`case
  when ${listings.status} in ('paused', 'taken_down') then 'cancelled'
  when ${listings.status} <> 'scheduled' then ${listings.status}
  when now() < ${listings.startsAt} then 'scheduled'
  when now() < ${listings.endsAt} then 'live'
  else 'ended' end`;

const isPublished = eq(listings.status, 'scheduled');
const hasStarted = lte(listings.startsAt, sql`now()`);
const notYetEnded = gt(listings.endsAt, sql`now()`);

const statusFilters: Record<NonNullable<BrowseQuery['status']>, SQL | undefined> = {
  live: and(isPublished, hasStarted, notYetEnded),
  'ending-soon': and(
    isPublished,
    hasStarted,
    notYetEnded,
    lte(listings.endsAt, sql`now() + make_interval(mins => ${ENDING_SOON_WINDOW_MINUTES})`),
  ),
  upcoming: and(isPublished, gt(listings.startsAt, sql`now()`)),
  ended: or(eq(listings.status, 'ended'), and(isPublished, lte(listings.endsAt, sql`now()`))),
};

export type BrowseOrder = BrowseSort | 'relevance';

/**
 * Keyset pagination: each order ends with the id, and the cursor carries the last row's
 * sort value as PostgreSQL text (microseconds intact), so pages never repeat or skip rows
 * while listings are added.
 */
/** The PostgreSQL type of each order's sort key, which a cursor's key must parse as. */
export const sortKeyTypes = {
  'ending-soon': 'timestamptz',
  newest: 'timestamptz',
  'price-asc': 'bigint',
  'price-desc': 'bigint',
  'most-bids': 'integer',
  relevance: 'float8',
} as const satisfies Record<BrowseOrder, string>;
export type SortKeyType = (typeof sortKeyTypes)[BrowseOrder];

function ordering(order: BrowseOrder, rank: SQL<number>) {
  const cast = sql.raw(sortKeyTypes[order]);
  switch (order) {
    case 'ending-soon':
      return {
        key: sql<string>`${listings.endsAt}::text`,
        column: sql`${listings.endsAt}`,
        cast,
        direction: 'asc' as const,
      };
    case 'newest':
      return {
        key: sql<string>`${listings.createdAt}::text`,
        column: sql`${listings.createdAt}`,
        cast,
        direction: 'desc' as const,
      };
    case 'price-asc':
      return {
        key: sql<string>`${listings.currentPriceKobo}::text`,
        column: sql`${listings.currentPriceKobo}`,
        cast,
        direction: 'asc' as const,
      };
    case 'price-desc':
      return {
        key: sql<string>`${listings.currentPriceKobo}::text`,
        column: sql`${listings.currentPriceKobo}`,
        cast,
        direction: 'desc' as const,
      };
    case 'most-bids':
      return {
        key: sql<string>`${listings.bidCount}::text`,
        column: sql`${listings.bidCount}`,
        cast,
        direction: 'desc' as const,
      };
    case 'relevance':
      return { key: sql<string>`(${rank})::text`, column: sql`(${rank})`, cast, direction: 'desc' as const };
  }
}

export interface BrowseCursor {
  key: string;
  id: string;
}

/**
 * Search looks for the words (sql/functions/listing_search_word_forms.sql) in titles and brands
 * first, so "laptop" finds laptops and not every Computing listing; only when no title has
 * any of them does it look in the categories' everyday words and the descriptions; only when
 * nothing has them does it look for near spellings of title and brand (pg_trgm), so
 * "samsng" still finds Samsung without every search paying for similarity on every row.
 * A listing with any of the words is found, and one that says all of them anywhere ranks
 * first: "standing fan" lists the fans before the standing desk.
 */
export type SearchMode = 'title' | 'anywhere' | 'similar-words';
export interface SearchPlan {
  mode: SearchMode;
  /** The text search query of every word, for `title` and `anywhere`: what ranks first. */
  words: string | null;
  /** The text search query of any of the words, for `title` and `anywhere`: what is found. */
  anyWords: string | null;
}

const titleAndBrand = sql`(${listings.title} || ' ' || ${listings.brand})`;
/** A parameter, so the query is built once per search and not once per row it ranks. */
const everyWord = sql`${sql.placeholder('words')}::tsquery`;
const anyWord = sql`${sql.placeholder('anyWords')}::tsquery`;
/** The words of title and brand, or of everything a listing says (see schema.ts). */
type WordVector = typeof listings.titleVector | typeof listings.searchVector;
/** 1 for saying every word anywhere, plus a rank of the words found scaled below 1 (normalisation 32: rank / (rank + 1)). */
const wordsIn = (vector: WordVector) => ({
  where: sql`${vector} @@ ${anyWord}`,
  rank: sql<number>`((${listings.searchVector} @@ ${everyWord})::int + ts_rank(${vector}, ${anyWord}, 32))::float8`,
});
const searchModes: Record<SearchMode, { where: SQL; rank: SQL<number> }> = {
  title: wordsIn(listings.titleVector),
  anywhere: wordsIn(listings.searchVector),
  'similar-words': {
    where: sql`${sql.placeholder('q')} <% ${titleAndBrand}`,
    rank: sql<number>`word_similarity(${sql.placeholder('q')}, ${titleAndBrand})::float8`,
  },
};

/** What a summary card needs: no description, no search vector. */
const summaryColumns = {
  id: listings.id,
  title: listings.title,
  brand: listings.brand,
  category: listings.category,
  condition: listings.condition,
  startingPriceKobo: listings.startingPriceKobo,
  currentPriceKobo: listings.currentPriceKobo,
  buyNowPriceKobo: listings.buyNowPriceKobo,
  reservePriceKobo: listings.reservePriceKobo,
  bidCount: listings.bidCount,
  startsAt: listings.startsAt,
  endsAt: listings.endsAt,
  locationState: listings.locationState,
  locationCity: listings.locationCity,
  pickupAvailable: listings.pickupAvailable,
  deliveryFeeInStateKobo: listings.deliveryFeeInStateKobo,
  deliveryFeeOtherStatesKobo: listings.deliveryFeeOtherStatesKobo,
  sellerId: listings.sellerId,
};
export type ListingSummaryRow = { [K in keyof typeof summaryColumns]: ListingRow[K] };

/** Whether the listing's seller is verified now, as a column of a query over `listings`. */
const sellerVerifiedSql = sql<boolean>`exists (select 1 from ${sellerVerifications} where ${sellerVerifications.userId} = ${listings.sellerId} and ${sellerVerifications.status} = 'verified')`;

/** Whether this user is a verified seller now: listings above the setting need one. */
export async function sellerIsVerified(db: Database, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: sellerVerifications.userId })
    .from(sellerVerifications)
    .where(and(eq(sellerVerifications.userId, sellerId), eq(sellerVerifications.status, 'verified')));
  return row !== undefined;
}

/**
 * The seller's ratings as seller, from the totals the rating's transaction keeps: one
 * primary-key join per card (selected with `joinSellerRating`), never an aggregate.
 */
export const sellerRatingColumns = {
  count: sql<number>`coalesce(${sellerRatingTotals.reviewCount}, 0)`.mapWith(Number),
  starTotal: sql<number>`coalesce(${sellerRatingTotals.starTotal}, 0)`.mapWith(Number),
  /** The "Verified seller" badge: one primary-key lookup per card (modules/seller-verification). */
  verified: sellerVerifiedSql,
};
export type SellerRatingRow = { count: number; starTotal: number; verified: boolean };
const sellerRatingJoin = eq(sellerRatingTotals.sellerId, listings.sellerId);

interface BrowseShape {
  status: NonNullable<BrowseQuery['status']>;
  order: BrowseOrder;
  search: SearchMode | undefined;
  category: boolean;
  condition: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  verifiedSellers: boolean;
  cursor: boolean;
  /** Only the one listing: whether a new auction is among a saved search's results. */
  listing: boolean;
}

/** One page of summaries with each one's first photo, in a single statement. */
function buildBrowseQuery(db: Database, shape: BrowseShape) {
  const search = shape.search ? searchModes[shape.search] : undefined;
  const sort = ordering(shape.order, search?.rank ?? sql<number>`0::float8`);
  const comparison = sort.direction === 'asc' ? sql`>` : sql`<`;
  const conditions = [
    statusFilters[shape.status],
    shape.category ? eq(listings.category, sql.placeholder('category')) : undefined,
    shape.condition ? eq(listings.condition, sql.placeholder('condition')) : undefined,
    shape.minPrice ? sql`${listings.currentPriceKobo} >= ${sql.placeholder('minPrice')}` : undefined,
    shape.maxPrice ? sql`${listings.currentPriceKobo} <= ${sql.placeholder('maxPrice')}` : undefined,
    shape.verifiedSellers ? sellerVerifiedSql : undefined,
    search?.where,
    shape.listing ? eq(listings.id, sql.placeholder('listingId')) : undefined,
    shape.cursor
      ? sql`(${sort.column}, ${listings.id}) ${comparison} (${sql.placeholder('cursorKey')}::${sort.cast}, ${sql.placeholder('cursorId')}::uuid)`
      : undefined,
  ];
  const direction = sort.direction === 'asc' ? asc : desc;
  const coverPhoto = db
    .select({
      id: listingPhotos.id,
      fileId: listingPhotos.fileId,
      width: listingPhotos.width,
      height: listingPhotos.height,
    })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listings.id))
    .orderBy(asc(listingPhotos.position))
    .limit(1)
    .as('cover_photo');
  return db
    .select({
      listing: summaryColumns,
      state: stateSql,
      sortKey: sort.key,
      photo: { id: coverPhoto.id, fileId: coverPhoto.fileId, width: coverPhoto.width, height: coverPhoto.height },
      sellerRating: sellerRatingColumns,
    })
    .from(listings)
    .leftJoinLateral(coverPhoto, sql`true`)
    .leftJoin(sellerRatingTotals, sellerRatingJoin)
    .where(and(...conditions))
    .orderBy(direction(sort.column), direction(listings.id))
    .limit(sql.placeholder('limit'));
}

type PreparedBrowse = ReturnType<ReturnType<typeof buildBrowseQuery>['prepare']>;

/**
 * Building this query and planning it cost more than running it, so each shape of query
 * (which filters, which order) is built once and kept as a named prepared statement. The
 * name says the shape, so one name is one statement on every connection, whichever handle
 * (the pool, a job's transaction) prepared it there first.
 */
const preparedBrowseQueries = new WeakMap<Database, Map<string, PreparedBrowse>>();

function statementName(shape: BrowseShape): string {
  const flags = [
    shape.category,
    shape.condition,
    shape.minPrice,
    shape.maxPrice,
    shape.verifiedSellers,
    shape.cursor,
    shape.listing,
  ];
  return `browse_${shape.status}_${shape.order}_${shape.search ?? 'all'}_${flags.map(Number).join('')}`.replaceAll(
    '-',
    '_',
  );
}

function preparedBrowse(db: Database, shape: BrowseShape): PreparedBrowse {
  let byShape = preparedBrowseQueries.get(db);
  if (!byShape) preparedBrowseQueries.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let prepared = byShape.get(key);
  if (!prepared) {
    prepared = buildBrowseQuery(db, shape).prepare(statementName(shape));
    byShape.set(key, prepared);
  }
  return prepared;
}

/**
 * Where the words of `q` match a listing of `status`, titles first, in one round trip. Each
 * check is planned with the words as a constant, so a word nobody listed is looked up in
 * the index rather than read for row by row.
 */
export async function planSearch(
  db: Database,
  q: string,
  status: NonNullable<BrowseQuery['status']>,
): Promise<SearchPlan> {
  const anyWords = sql`listing_search_any_word(${q})`;
  const anyMatch = (vector: WordVector) =>
    db
      .select({ id: listings.id })
      .from(listings)
      .where(and(statusFilters[status], sql`${vector} @@ ${anyWords}`))
      .limit(1);
  const result = (await db.execute(sql`select case
      when exists(${anyMatch(listings.titleVector)}) then 'title'
      when exists(${anyMatch(listings.searchVector)}) then 'anywhere'
      else 'similar-words'
    end as mode, listing_search_query(${q})::text as words, ${anyWords}::text as "anyWords"`)) as unknown as {
    rows: SearchPlan[];
  };
  return result.rows[0]!;
}

export function browseListings(
  db: Database,
  query: BrowseQuery,
  order: BrowseOrder,
  search: SearchPlan | undefined,
  cursor: BrowseCursor | undefined,
  onlyListingId?: string,
) {
  const shape: BrowseShape = {
    status: query.status ?? 'live',
    order,
    search: search?.mode,
    category: query.category !== undefined,
    condition: query.condition !== undefined,
    minPrice: query.minPrice !== undefined,
    maxPrice: query.maxPrice !== undefined,
    verifiedSellers: query.sellers === 'verified',
    cursor: cursor !== undefined,
    listing: onlyListingId !== undefined,
  };
  return preparedBrowse(db, shape).execute({
    listingId: onlyListingId,
    q: query.q,
    words: search?.words,
    anyWords: search?.anyWords,
    category: query.category,
    condition: query.condition,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    cursorKey: cursor?.key,
    cursorId: cursor?.id,
    limit: query.limit + 1,
  });
}

/** The order a search page asks for: the one chosen, else best match for words and ending soonest otherwise. */
export function browseOrderOf(query: Pick<BrowseQuery, 'sort' | 'q'>): BrowseOrder {
  return query.sort ?? (query.q ? 'relevance' : 'ending-soon');
}

/**
 * Whether the listing is among what the search page answers `query` with now, as a live
 * auction: a saved search's new match. It is the page's own statement (the words planned the
 * same way, every filter the same), narrowed to the one listing, so a saved search can never
 * match what its page would not show. Of a search's words it asks for every one.
 */
export async function isAmongResults(
  db: Database,
  query: Omit<BrowseQuery, 'limit' | 'cursor'>,
  listingId: string,
): Promise<boolean> {
  const asLive: BrowseQuery = { ...query, status: 'live', limit: 1 };
  const plan = query.q ? await planSearch(db, query.q, 'live') : undefined;
  // The page also lists what has only some of the words, below the rest; news is what has them all.
  const search = plan && { ...plan, anyWords: plan.words };
  const rows = await browseListings(db, asLive, browseOrderOf(query), search, undefined, listingId);
  return rows.length > 0;
}

/** Whether an auction that ended unsold was listed again: its second chance is then gone. */
export async function wasRelisted(db: Database, listingId: string): Promise<boolean> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.relistedFromId, listingId))
    .limit(1);
  return rows.length > 0;
}

const leaders = alias(users, 'leader');

/** The listing with its seller's name and its leader's (the winner's once sold). */
export async function findListing(db: Database, id: string) {
  const [row] = await db
    .select({
      listing: listings,
      state: stateSql,
      seller: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      leader: { firstName: leaders.firstName, lastName: leaders.lastName },
      sellerRating: sellerRatingColumns,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .leftJoin(sellerRatingTotals, sellerRatingJoin)
    .leftJoin(leaders, eq(leaders.id, listings.leaderId))
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}

/**
 * Locks the listing so an edit and a bid, or two bids, cannot cross. Answers the database's
 * clock too: every time rule uses that one clock, never an app server's.
 */
export async function lockListing(db: Database, id: string) {
  const [row] = await db
    .select({ listing: listings, state: stateSql, nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8` })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** Summaries of the given listings with who leads and who won: for a bidder's own page. */
export async function listingsWithStanding(db: Database, ids: string[], bidderId: string) {
  if (ids.length === 0) return [];
  return db
    .select({
      listing: summaryColumns,
      state: stateSql,
      leaderId: listings.leaderId,
      winnerId: listings.winnerId,
      /**
       * The bidder bought it after all, by accepting a second-chance offer. The listing's id is
       * spelt out: Drizzle leaves a selected column unqualified, which the subquery would take for its own.
       */
      boughtOnSecondChance: sql<boolean>`exists (select 1 from second_chance_offers accepted
        where accepted.listing_id = listings.id and accepted.bidder_id = ${bidderId} and accepted.status = 'accepted')`,
      sellerRating: sellerRatingColumns,
    })
    .from(listings)
    .leftJoin(sellerRatingTotals, sellerRatingJoin)
    .where(inArray(listings.id, ids));
}

/** Auctions that ended with a winner, the most recently closed first, with the winner's name. */
export async function recentWins(db: Database, limit: number) {
  return db
    .select({
      listing: summaryColumns,
      state: stateSql,
      closedAt: listings.closedAt,
      winnerFirstName: users.firstName,
      winnerLastName: users.lastName,
      sellerRating: sellerRatingColumns,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.winnerId))
    .leftJoin(sellerRatingTotals, sellerRatingJoin)
    .where(eq(listings.outcome, 'sold'))
    .orderBy(desc(listings.closedAt), desc(listings.id))
    .limit(limit);
}

export async function listingsOfSeller(db: Database, sellerId: string, limit: number) {
  return db
    .select({ listing: listings, state: stateSql, sellerRating: sellerRatingColumns })
    .from(listings)
    .leftJoin(sellerRatingTotals, sellerRatingJoin)
    .where(eq(listings.sellerId, sellerId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}

/** The seller's live auctions, ending soonest first, as cards show them. */
export async function liveListingsOfSeller(db: Database, sellerId: string, limit: number) {
  return db
    .select({ listing: summaryColumns, state: stateSql, sellerRating: sellerRatingColumns })
    .from(listings)
    .leftJoin(sellerRatingTotals, sellerRatingJoin)
    .where(and(eq(listings.sellerId, sellerId), statusFilters.live))
    .orderBy(asc(listings.endsAt), asc(listings.id))
    .limit(limit);
}

export async function insertListing(db: Database, listing: NewListing): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(listing).returning();
  if (!row) throw new Error('Listing insert returned no row');
  return row;
}

export async function updateListing(db: Database, id: string, changes: Partial<NewListing>): Promise<void> {
  await db
    .update(listings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(listings.id, id));
}

export async function insertPhoto(db: Database, photo: { id: string; ownerId: string; width: number; height: number }) {
  await db.insert(listingPhotos).values(photo);
}

/** Attaches the seller's photos in the given order; answers how many were theirs to attach. */
export async function attachPhotos(
  db: Database,
  listingId: string,
  ownerId: string,
  photoIds: string[],
): Promise<number> {
  await db.update(listingPhotos).set({ listingId: null }).where(eq(listingPhotos.listingId, listingId));
  let attached = 0;
  for (const [position, photoId] of photoIds.entries()) {
    const rows = await db
      .update(listingPhotos)
      .set({ listingId, position })
      .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.ownerId, ownerId), isNull(listingPhotos.listingId)))
      .returning({ id: listingPhotos.id });
    attached += rows.length;
  }
  return attached;
}

/**
 * Gives the auction that lists the item again the photos of the one that ended: new rows,
 * showing the same stored files (`fileId`), so both auctions keep showing them and an edit of
 * one leaves the other's as they were. No job deletes a photo's files, so sharing them is safe.
 */
export async function copyPhotos(tx: Database, fromListingId: string, toListingId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${listingPhotos} (owner_id, listing_id, position, width, height, file_id)
    select owner_id, ${toListingId}::uuid, position, width, height, coalesce(file_id, id)
    from ${listingPhotos} where listing_id = ${fromListingId}::uuid`);
}

export async function photosOf(db: Database, listingIds: string[]): Promise<PhotoRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, listingIds))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
}

export async function liveCountsByCategory(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: listings.category, count: sql<number>`count(*)::int` })
    .from(listings)
    .where(statusFilters.live)
    .groupBy(listings.category);
  const counts = new Map<string, number>(CATEGORIES.map((category) => [category, 0]));
  for (const row of rows) counts.set(row.category, Number(row.count));
  return counts;
}

export async function marketplaceStats(db: Database) {
  const [row] = await db
    .select({
      productsAuctioned: sql<number>`count(*) filter (where ${listings.status} <> 'draft')`.mapWith(Number),
      totalWins:
        sql<number>`coalesce(sum(${listings.currentPriceKobo}) filter (where ${listings.outcome} = 'sold'), 0)`.mapWith(
          Number,
        ),
      bidders: sql<number>`(select count(distinct bidder_id) from bids)`.mapWith(Number),
    })
    .from(listings);
  return row!;
}

/**
 * Pauses the seller's published listings that have not ended (their seller is suspended):
 * `place_bids` and Buy Now refuse a listing that is not `scheduled`, and the closer skips it.
 */
export async function pauseListingsOf(tx: Database, sellerId: string) {
  return tx
    .update(listings)
    .set({ status: 'paused', pausedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(listings.sellerId, sellerId), eq(listings.status, 'scheduled'), gt(listings.endsAt, sql`now()`)))
    .returning({ id: listings.id });
}

/**
 * Resumes the seller's paused listings with the clock they had: start and end move on by
 * how long each was paused, so bidders get back the time left when it was paused.
 */
export async function resumeListingsOf(tx: Database, sellerId: string) {
  const pausedFor = sql`(now() - ${listings.pausedAt})`;
  return tx
    .update(listings)
    .set({
      status: 'scheduled',
      startsAt: sql`${listings.startsAt} + ${pausedFor}`,
      endsAt: sql`date_trunc('milliseconds', ${listings.endsAt} + ${pausedFor})`,
      pausedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(listings.sellerId, sellerId), eq(listings.status, 'paused')))
    .returning({ id: listings.id, endsAt: listings.endsAt, bidCount: listings.bidCount });
}
