import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, orderRatings, orders, sellerRatingTotals, users } from '../../db/schema';

export type RatingRow = typeof orderRatings.$inferSelect;
export type NewRating = Pick<
  typeof orderRatings.$inferInsert,
  'orderId' | 'raterId' | 'rateeId' | 'rateeRole' | 'stars' | 'comment'
>;

/** Every rating given on the given orders, by either party. */
export async function ratingsOfOrders(db: Database, orderIds: string[]): Promise<RatingRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderRatings).where(inArray(orderRatings.orderId, orderIds));
}

/** The rater's rating of the order, locked; callers hold the order's lock too. */
export async function lockRatingOf(tx: Database, orderId: string, raterId: string): Promise<RatingRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderRatings)
    .where(and(eq(orderRatings.orderId, orderId), eq(orderRatings.raterId, raterId)))
    .for('update');
  return row;
}

export async function insertRating(tx: Database, rating: NewRating): Promise<void> {
  await tx.insert(orderRatings).values(rating);
}

export async function updateRating(tx: Database, id: string, changes: Pick<RatingRow, 'stars' | 'comment'>) {
  await tx
    .update(orderRatings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orderRatings.id, id));
}

/** Counts a seller's new review in their totals, atomically (the first makes their row). */
export async function addToSellerTotals(tx: Database, sellerId: string, stars: number) {
  await tx
    .insert(sellerRatingTotals)
    .values({ sellerId, reviewCount: 1, starTotal: stars })
    .onConflictDoUpdate({
      target: sellerRatingTotals.sellerId,
      set: {
        reviewCount: sql`${sellerRatingTotals.reviewCount} + 1`,
        starTotal: sql`${sellerRatingTotals.starTotal} + ${stars}`,
      },
    });
}

/** A changed review moves the seller's star total by the difference. */
export async function changeSellerStars(tx: Database, sellerId: string, difference: number) {
  await tx
    .update(sellerRatingTotals)
    .set({ starTotal: sql`${sellerRatingTotals.starTotal} + ${difference}` })
    .where(eq(sellerRatingTotals.sellerId, sellerId));
}

/** A seller's public facts: name, since when, their totals as seller and their completed sales. */
export async function findSeller(db: Database, sellerId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      accountType: users.accountType,
      createdAt: users.createdAt,
      reviewCount: sql<number>`coalesce(${sellerRatingTotals.reviewCount}, 0)`.mapWith(Number),
      starTotal: sql<number>`coalesce(${sellerRatingTotals.starTotal}, 0)`.mapWith(Number),
      completedSales: sql<number>`(select count(*) from ${orders}
        where ${orders.sellerId} = ${users.id} and ${orders.status} = 'completed')`.mapWith(Number),
    })
    .from(users)
    .leftJoin(sellerRatingTotals, eq(sellerRatingTotals.sellerId, users.id))
    .where(eq(users.id, sellerId));
  return row;
}

/** The newest ratings a seller received as seller, with the buyer's name and the item's title. */
export async function recentReviewsOf(db: Database, sellerId: string, limit: number) {
  return db
    .select({
      stars: orderRatings.stars,
      comment: orderRatings.comment,
      createdAt: orderRatings.createdAt,
      reviewerFirstName: users.firstName,
      reviewerLastName: users.lastName,
      item: listings.title,
    })
    .from(orderRatings)
    .innerJoin(users, eq(users.id, orderRatings.raterId))
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(and(eq(orderRatings.rateeId, sellerId), eq(orderRatings.rateeRole, 'seller')))
    .orderBy(desc(orderRatings.createdAt), desc(orderRatings.id))
    .limit(limit);
}
