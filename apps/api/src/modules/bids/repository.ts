import { and, asc, desc, eq, lt, max, ne, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import { bids, listings, users } from '../../db/schema';

export async function biddersOf(db: Database, listingId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ bidderId: bids.bidderId }).from(bids).where(eq(bids.listingId, listingId));
  return rows.map((row) => row.bidderId);
}

const HISTORY_LIMIT = 50;

const leadingSql = (answer: AnyColumn) => sql<boolean>`coalesce((${answer} ->> 'leading')::boolean, true)`;

/**
 * The newest bids with the bidder's name, the price each one led to and whether it took or
 * kept the lead; for a bid that did not, its maximum (beaten, so no longer hidden: the
 * price is already above it) and who led after it (the leader of the bid before it, as a
 * bid that does not lead never moves the lead). Never the leaders' maximums.
 */
export async function bidHistory(db: Database, listingId: string) {
  const earlier = alias(bids, 'earlier');
  const leaderAtBid = db
    .select({ bidderId: earlier.bidderId })
    .from(earlier)
    .where(and(eq(earlier.listingId, bids.listingId), lt(earlier.sequence, bids.sequence), leadingSql(earlier.answer)))
    .orderBy(desc(earlier.sequence))
    .limit(1)
    .as('leader_at_bid');
  const leader = alias(users, 'leader');
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      priceKobo: sql<number>`(${bids.answer} ->> 'currentPrice')::bigint`.mapWith(Number),
      leading: leadingSql(bids.answer),
      maxAmountKobo: bids.maxAmountKobo,
      leaderFirstName: leader.firstName,
      leaderLastName: leader.lastName,
      createdAt: bids.createdAt,
    })
    .from(bids)
    .innerJoin(users, eq(users.id, bids.bidderId))
    .leftJoinLateral(leaderAtBid, sql`not ${leadingSql(bids.answer)}`)
    .leftJoin(leader, eq(leader.id, leaderAtBid.bidderId))
    .where(eq(bids.listingId, listingId))
    .orderBy(desc(bids.sequence))
    .limit(HISTORY_LIMIT);
}

/** The auctions a bidder has bid on, newest activity first, with their highest maximum on each. */
export async function auctionsBidOnBy(db: Database, bidderId: string, limit: number) {
  return db
    .select({ listingId: bids.listingId, maxAmountKobo: max(bids.maxAmountKobo).mapWith(Number) })
    .from(bids)
    .where(eq(bids.bidderId, bidderId))
    .groupBy(bids.listingId)
    .orderBy(desc(max(bids.sequence)))
    .limit(limit);
}

/**
 * A Buy Now, kept as the buyer's bid at the Buy Now price: it is in the auction's bid
 * history and count, and in the buyer's own bids as won. One per buyer and auction.
 */
export async function insertBuyNowBid(
  db: Database,
  bid: { listingId: string; bidderId: string; answer: PlaceBidAnswer },
): Promise<void> {
  await db.insert(bids).values({
    listingId: bid.listingId,
    bidderId: bid.bidderId,
    maxAmountKobo: bid.answer.currentPrice,
    idempotencyKey: `buy-now:${bid.listingId}`,
    answer: bid.answer,
  });
}

/** The viewer's highest maximum on one auction, if they have bid there. */
export async function highestMaximumOf(db: Database, listingId: string, bidderId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ maxAmountKobo: max(bids.maxAmountKobo).mapWith(Number) })
    .from(bids)
    .where(and(eq(bids.listingId, listingId), eq(bids.bidderId, bidderId)));
  return row?.maxAmountKobo ?? undefined;
}

/** An auction's final bid hash and title, unless it is a draft nobody else may see. */
export async function bidLogHeader(db: Database, listingId: string) {
  const [row] = await db
    .select({
      title: listings.title,
      finalHash: sql<string | null>`encode(${listings.finalBidHash}, 'hex')`,
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), ne(listings.status, 'draft')));
  return row;
}

const chainedBidColumns = {
  position: sql<number>`${bids.chainPosition}`.mapWith(Number),
  placedAt: sql<string>`bid_chain_time(${bids.createdAt})`,
  bidder: sql<string>`${bids.maskedBidderName}`,
  price: sql<number>`(${bids.answer} ->> 'currentPrice')::bigint`.mapWith(Number),
  commitment: sql<string>`encode(${bids.commitment}, 'hex')`,
  previousHash: sql<string>`encode(${bids.previousHash}, 'hex')`,
  hash: sql<string>`encode(${bids.hash}, 'hex')`,
};

/** Every bid of an auction as its public log shows it, in chain order. */
export async function bidLog(db: Database, listingId: string) {
  return db.select(chainedBidColumns).from(bids).where(eq(bids.listingId, listingId)).orderBy(asc(bids.chainPosition));
}

/** The public log with each bid's private fields beside it, for `npm run verify-auction`. */
export async function bidLogWithSecrets(db: Database, listingId: string) {
  return db
    .select({
      ...chainedBidColumns,
      bidderId: bids.bidderId,
      maxAmountKobo: bids.maxAmountKobo,
      saltHex: sql<string>`encode(${bids.salt}, 'hex')`,
    })
    .from(bids)
    .where(eq(bids.listingId, listingId))
    .orderBy(asc(bids.chainPosition));
}
