import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { FORFEITS_BEFORE_BIDDING_BAR } from '@naijabid/shared/auction-rules';
import type { Database } from '../../db/client';
import { bids, listings, secondChanceOffers } from '../../db/schema';

export type OfferRow = typeof secondChanceOffers.$inferSelect;
export type NewOffer = Pick<
  typeof secondChanceOffers.$inferInsert,
  'listingId' | 'sellerId' | 'bidderId' | 'forfeitedOrderId' | 'priceKobo' | 'expiresAt'
>;
export type OfferWithTitle = { offer: OfferRow; title: string; nowMs: number };

const withTitle = {
  offer: secondChanceOffers,
  title: listings.title,
  nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`,
};

/**
 * Bids on the listing whose bidder may still be offered it: not the buyer of any of its
 * orders (the winner who forfeited, a second chance that became an order) and not offered
 * it before, whatever they answered, and not barred from bidding by their forfeits.
 */
const remainingBid = sql`not exists (select 1 from orders o
    where o.listing_id = ${bids.listingId} and o.buyer_id = ${bids.bidderId})
  and not exists (select 1 from second_chance_offers s
    where s.listing_id = ${bids.listingId} and s.bidder_id = ${bids.bidderId})
  and not exists (select 1 from users barred
    where barred.id = ${bids.bidderId} and barred.forfeit_strikes >= ${FORFEITS_BEFORE_BIDDING_BAR})`;

/**
 * The highest remaining bidder on the listing and their highest maximum, the price they are
 * offered. Of two equal maximums the earlier bid ranks first, as it led in the auction.
 */
export async function highestRemainingBidder(
  db: Database,
  listingId: string,
): Promise<{ bidderId: string; maxAmountKobo: number } | undefined> {
  const [row] = await db
    .select({ bidderId: bids.bidderId, maxAmountKobo: bids.maxAmountKobo })
    .from(bids)
    .where(and(eq(bids.listingId, listingId), remainingBid))
    .orderBy(desc(bids.maxAmountKobo), bids.sequence)
    .limit(1);
  return row;
}

/** Whether the listing has an offer open or accepted: one at a time per item. */
export async function hasLiveOffer(db: Database, listingId: string): Promise<boolean> {
  const rows = await db
    .select({ id: secondChanceOffers.id })
    .from(secondChanceOffers)
    .where(and(eq(secondChanceOffers.listingId, listingId), inArray(secondChanceOffers.status, ['open', 'accepted'])))
    .limit(1);
  return rows.length > 0;
}

/** The listing's offer that is open or accepted, if any: a relist waits for an open one and never follows a sale. */
export async function liveOfferOf(
  db: Database,
  listingId: string,
): Promise<Pick<OfferRow, 'status' | 'expiresAt'> | undefined> {
  const [row] = await db
    .select({ status: secondChanceOffers.status, expiresAt: secondChanceOffers.expiresAt })
    .from(secondChanceOffers)
    .where(and(eq(secondChanceOffers.listingId, listingId), inArray(secondChanceOffers.status, ['open', 'accepted'])))
    .limit(1);
  return row;
}

/**
 * Of the given listings, those whose seller may make a second-chance offer now: the sale was
 * forfeited (and no later order is live) or the auction ended below its reserve, a remaining
 * bidder exists, and no offer is open or accepted. The orders view and the seller's listings
 * show the offer button by it, so a shown button is one the workflows accept.
 */
export async function listingsOpenToSecondChance(db: Database, listingIds: string[]): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ listingId: bids.listingId })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .where(
      and(
        inArray(bids.listingId, listingIds),
        remainingBid,
        sql`not exists (select 1 from second_chance_offers live
          where live.listing_id = ${bids.listingId} and live.status in ('open', 'accepted'))`,
        sql`((${listings.outcome} = 'unsold' and ${listings.reservePriceKobo} is not null
            and not exists (select 1 from listings relisted where relisted.relisted_from_id = ${bids.listingId}))
          or (exists (select 1 from orders lost where lost.listing_id = ${bids.listingId} and lost.status = 'forfeited')
            and not exists (select 1 from orders live where live.listing_id = ${bids.listingId} and live.status <> 'forfeited')))`,
      ),
    );
  return new Set(rows.map((row) => row.listingId));
}

export async function insertOffer(tx: Database, offer: NewOffer): Promise<OfferRow> {
  const [row] = await tx.insert(secondChanceOffers).values(offer).returning();
  return row!;
}

/** The offer locked for an answer or its expiry, with the listing's title and the database's clock. */
export async function lockOffer(tx: Database, id: string): Promise<OfferWithTitle | undefined> {
  const [row] = await tx
    .select(withTitle)
    .from(secondChanceOffers)
    .innerJoin(listings, eq(listings.id, secondChanceOffers.listingId))
    .where(eq(secondChanceOffers.id, id))
    .limit(1)
    .for('update', { of: secondChanceOffers });
  return row;
}

/** Closes an open offer: answered by the bidder (`respondedAt` now) or expired. */
export async function closeOffer(
  tx: Database,
  id: string,
  outcome: { status: 'accepted'; orderId: string } | { status: 'declined' } | { status: 'expired' },
): Promise<OfferRow> {
  const [row] = await tx
    .update(secondChanceOffers)
    .set({
      status: outcome.status,
      orderId: outcome.status === 'accepted' ? outcome.orderId : null,
      respondedAt: outcome.status === 'expired' ? null : sql`now()`,
    })
    .where(eq(secondChanceOffers.id, id))
    .returning();
  return row!;
}

/** The bidder's newest offers. */
export async function offersTo(db: Database, bidderId: string, limit: number): Promise<OfferWithTitle[]> {
  return db
    .select(withTitle)
    .from(secondChanceOffers)
    .innerJoin(listings, eq(listings.id, secondChanceOffers.listingId))
    .where(eq(secondChanceOffers.bidderId, bidderId))
    .orderBy(desc(secondChanceOffers.createdAt), desc(secondChanceOffers.id))
    .limit(limit);
}
