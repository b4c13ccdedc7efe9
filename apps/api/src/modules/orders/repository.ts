import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, orderEvents, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Pick<
  typeof orders.$inferInsert,
  'listingId' | 'buyerId' | 'sellerId' | 'priceKobo' | 'securityHoldId' | 'heldKobo' | 'securityKobo' | 'dueAt'
>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type Transition = Pick<
  typeof orderEvents.$inferInsert,
  'orderId' | 'fromStatus' | 'toStatus' | 'actor' | 'actorId'
>;

export async function insertOrder(tx: Database, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({ ...order, status: 'awaiting_payment' })
    .returning();
  return row!;
}

export async function recordTransition(tx: Database, transition: Transition): Promise<void> {
  await tx.insert(orderEvents).values(transition);
}

/** The order locked for a change, with the listing's title and the database's clock. */
export async function lockOrder(tx: Database, id: string) {
  const [row] = await tx
    .select({ order: orders, title: listings.title, nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8` })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(orders.id, id))
    .limit(1)
    .for('update', { of: orders });
  return row;
}

export async function setOrderStatus(
  tx: Database,
  id: string,
  status: OrderStatus,
  changes: Partial<Pick<OrderRow, 'paymentKey' | 'paymentAnswer' | 'paidAt'>> = {},
) {
  await tx
    .update(orders)
    .set({ status, ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

/** Another order this buyer paid with `paymentKey`, if any. */
export async function orderPaidWithKey(db: Database, buyerId: string, paymentKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.paymentKey, paymentKey)));
  return row?.id;
}

const withTitle = {
  order: orders,
  title: listings.title,
  nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`,
};

/** The order if `userId` is its buyer or seller. */
export async function findOrderOfParty(db: Database, id: string, userId: string) {
  const [row] = await db
    .select(withTitle)
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(and(eq(orders.id, id), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))));
  return row;
}

/** The user's newest orders on one side of the sale. */
export async function ordersOf(db: Database, side: 'buyer' | 'seller', userId: string, limit: number) {
  const party = side === 'buyer' ? orders.buyerId : orders.sellerId;
  return db
    .select(withTitle)
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(party, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Every transition of the given orders, oldest first. */
export async function transitionsOf(db: Database, orderIds: string[]): Promise<OrderEventRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

/** Moves the order's deadline `hours` nearer (development only). */
export async function bringDueAtForward(tx: Database, id: string, hours: number): Promise<Date | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ dueAt: sql`${orders.dueAt} - make_interval(hours => ${hours})`, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning({ dueAt: orders.dueAt });
  return row?.dueAt;
}
