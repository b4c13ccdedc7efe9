import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { LedgerPurpose } from '@naijabid/shared/ledger-purposes';
import {
  disputePhotos,
  ledgerAccounts,
  ledgerTransfers,
  listings,
  orderDisputes,
  orderEvents,
  orderReturns,
  orders,
  users,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Pick<
  typeof orders.$inferInsert,
  'listingId' | 'buyerId' | 'sellerId' | 'priceKobo' | 'securityHoldId' | 'heldKobo' | 'securityKobo' | 'dueAt'
>;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderStatus = OrderRow['status'];
export type DisputeRow = typeof orderDisputes.$inferSelect;
export type NewDispute = Pick<typeof orderDisputes.$inferInsert, 'orderId' | 'openedBy' | 'reason' | 'details'>;
export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnChanges = Partial<
  Pick<
    ReturnRow,
    'acceptedAt' | 'refusedAt' | 'shipBackBy' | 'carrier' | 'trackingNumber' | 'shippedAt' | 'receiveBy' | 'receivedAt'
  >
>;
/** What a step may change on the order besides its status. */
export type OrderChanges = Partial<
  Pick<
    OrderRow,
    | 'paymentKey'
    | 'paymentAnswer'
    | 'paidAt'
    | 'deliveryMethod'
    | 'deliveryAddress'
    | 'deliveryFeeKobo'
    | 'shipBy'
    | 'carrier'
    | 'trackingNumber'
    | 'shippedAt'
    | 'confirmBy'
    | 'deliveredAt'
    | 'completedAt'
    | 'cancelledAt'
    | 'handedOverAt'
    | 'handoverFailures'
    | 'handoverLockedUntil'
  >
>;
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

/**
 * Records a step of the order, strictly after its previous one: the timeline is ordered by
 * time, and PGlite's clock counts in milliseconds, so two steps of one transaction (delivered,
 * then completed) would otherwise share a timestamp. Callers hold the order's lock.
 */
export async function recordTransition(tx: Database, transition: Transition): Promise<void> {
  const previous = tx
    .select({ at: sql`max(${orderEvents.at}) + interval '1 microsecond'` })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, transition.orderId));
  await tx.insert(orderEvents).values({ ...transition, at: sql`greatest(clock_timestamp(), (${previous}))` });
}

const nowMs = sql<number>`(extract(epoch from now()) * 1000)::float8`;

/** How the listing reaches its buyer (the listing's columns, as the order view names them). */
const deliveryOptions = {
  state: listings.locationState,
  city: listings.locationCity,
  pickup: listings.pickupAvailable,
  feeInState: listings.deliveryFeeInStateKobo,
  feeOtherStates: listings.deliveryFeeOtherStatesKobo,
};

/** The order locked for a change, with the listing's title and delivery options and the database's clock. */
export async function lockOrder(tx: Database, id: string) {
  const [row] = await tx
    .select({ order: orders, title: listings.title, deliveryOptions, nowMs })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(orders.id, id))
    .limit(1)
    .for('update', { of: orders });
  return row;
}

/** The order as its steps are judged, read without a lock (what a page offers, not a step taken). */
export async function findOrder(db: Database, id: string) {
  const [row] = await db.select({ order: orders, nowMs }).from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function setOrderStatus(tx: Database, id: string, status: OrderStatus, changes: OrderChanges = {}) {
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

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');

/** An order as its parties read it: with its listing's title and delivery options, and both parties' names. */
const partyView = {
  order: orders,
  title: listings.title,
  deliveryOptions,
  buyer: { firstName: buyers.firstName, lastName: buyers.lastName },
  seller: { firstName: sellers.firstName, lastName: sellers.lastName },
  nowMs,
};

function selectPartyView(db: Database) {
  return db
    .select(partyView)
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId));
}

export type PartyViewRow = NonNullable<Awaited<ReturnType<typeof findOrderOfParty>>>;

/** The order if `userId` is its buyer or seller. */
export async function findOrderOfParty(db: Database, id: string, userId: string) {
  const [row] = await selectPartyView(db).where(
    and(eq(orders.id, id), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))),
  );
  return row;
}

/** The user's newest orders on one side of the sale. */
export async function ordersOf(db: Database, side: 'buyer' | 'seller', userId: string, limit: number) {
  const party = side === 'buyer' ? orders.buyerId : orders.sellerId;
  return selectPartyView(db).where(eq(party, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
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

/** The newest dispute of each of the given orders. */
export async function latestDisputesOf(db: Database, orderIds: string[]): Promise<DisputeRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([orderDisputes.orderId])
    .from(orderDisputes)
    .where(inArray(orderDisputes.orderId, orderIds))
    .orderBy(orderDisputes.orderId, desc(orderDisputes.openedAt), desc(orderDisputes.id));
}

/** The movements that settle an order: out of its escrow, or out of the winner's security when unpaid. */
const SETTLING_PURPOSES: LedgerPurpose[] = [
  'order_payout',
  'order_commission',
  'order_refund',
  'dispute_refund',
  'return_refund',
  'forfeit_seller_share',
  'forfeit_platform_share',
];

/**
 * What left each order's escrow, and a forfeited order's security (the auction's own
 * account: a forfeit is the only sale of its listing that held one), summed by purpose, as
 * the ledger moved it.
 */
export async function settlementsOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orders.id,
      purpose: ledgerTransfers.purpose,
      amountKobo: sql<number>`sum(${ledgerTransfers.amountKobo})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(
      ledgerAccounts,
      or(
        and(eq(ledgerAccounts.kind, 'order_escrow'), eq(ledgerAccounts.orderId, orders.id)),
        and(
          eq(orders.status, 'forfeited'),
          eq(ledgerAccounts.kind, 'auction_security'),
          eq(ledgerAccounts.listingId, orders.listingId),
        ),
      ),
    )
    .innerJoin(
      ledgerTransfers,
      and(
        eq(ledgerTransfers.debitAccountId, ledgerAccounts.id),
        eq(ledgerTransfers.phase, 'posted'),
        inArray(ledgerTransfers.purpose, SETTLING_PURPOSES),
      ),
    )
    .where(inArray(orders.id, orderIds))
    .groupBy(orders.id, ledgerTransfers.purpose);
}

/**
 * The idempotency key of one side of a charge to an order's seller paid to its buyer (the
 * return delivery fee): it ties the movement to its order, and a retried step moves nothing twice.
 */
export function sellerChargeKey(orderId: string, purpose: LedgerPurpose, side: 'buyer' | 'seller'): string {
  return `${purpose}:${orderId}:${side}`;
}

/** The return delivery fee each order's buyer was credited, charged to its seller, as settlement rows. */
export async function returnDeliveryFeesOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const keys = new Map(orderIds.map((orderId) => [sellerChargeKey(orderId, 'return_delivery_fee', 'buyer'), orderId]));
  const found = await db
    .select({ key: ledgerTransfers.idempotencyKey, amountKobo: ledgerTransfers.amountKobo })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.idempotencyKey, [...keys.keys()]));
  return found.map((row) => ({
    orderId: keys.get(row.key!)!,
    purpose: 'return_delivery_fee' as const,
    amountKobo: row.amountKobo,
  }));
}

/** Closes the order's open dispute with how it was resolved. */
export async function closeDispute(
  tx: Database,
  orderId: string,
  outcome: Pick<DisputeRow, 'resolution' | 'refundedKobo' | 'sellerPaidKobo'>,
): Promise<void> {
  await tx
    .update(orderDisputes)
    .set({ ...outcome, status: 'resolved', resolvedAt: sql`now()` })
    .where(and(eq(orderDisputes.orderId, orderId), eq(orderDisputes.status, 'open')));
}

/** Opens a dispute; answers its id. */
export async function insertDispute(tx: Database, dispute: NewDispute): Promise<string> {
  const [row] = await tx.insert(orderDisputes).values(dispute).returning({ id: orderDisputes.id });
  return row!.id;
}

export async function insertDisputePhoto(
  db: Database,
  photo: { id: string; ownerId: string; width: number; height: number },
): Promise<void> {
  await db.insert(disputePhotos).values(photo);
}

/** Attaches the uploader's unattached photos to the dispute in the given order; answers how many were theirs to attach. */
export async function attachDisputePhotos(
  tx: Database,
  disputeId: string,
  ownerId: string,
  photoIds: string[],
): Promise<number> {
  let attached = 0;
  for (const [position, photoId] of photoIds.entries()) {
    const rows = await tx
      .update(disputePhotos)
      .set({ disputeId, position })
      .where(and(eq(disputePhotos.id, photoId), eq(disputePhotos.ownerId, ownerId), isNull(disputePhotos.disputeId)))
      .returning({ id: disputePhotos.id });
    attached += rows.length;
  }
  return attached;
}

/** The photos of the given disputes, each dispute's in its order. */
export async function photosOfDisputes(db: Database, disputeIds: string[]) {
  if (disputeIds.length === 0) return [];
  return db
    .select()
    .from(disputePhotos)
    .where(inArray(disputePhotos.disputeId, disputeIds))
    .orderBy(asc(disputePhotos.disputeId), asc(disputePhotos.position));
}

/** Records the buyer's return of the order (one per order: a second insert fails on the key). */
export async function insertReturn(
  tx: Database,
  orderReturn: Pick<ReturnRow, 'orderId' | 'disputeId' | 'reason' | 'requestedAt' | 'answerBy'>,
): Promise<void> {
  await tx.insert(orderReturns).values(orderReturn);
}

/** The order's return, read under the order's lock by the steps that change it. */
export async function findReturn(db: Database, orderId: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
  return row;
}

export async function updateReturn(tx: Database, orderId: string, changes: ReturnChanges): Promise<void> {
  await tx.update(orderReturns).set(changes).where(eq(orderReturns.orderId, orderId));
}

/** The returns of the given orders. */
export async function returnsOf(db: Database, orderIds: string[]): Promise<ReturnRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderReturns).where(inArray(orderReturns.orderId, orderIds));
}

type Deadline =
  | typeof orders.dueAt
  | typeof orders.shipBy
  | typeof orders.confirmBy
  | typeof orderReturns.answerBy
  | typeof orderReturns.shipBackBy
  | typeof orderReturns.receiveBy;
const earlier = (column: Deadline, hours: number) => sql`${column} - make_interval(hours => ${hours})`;

/**
 * Moves every deadline of the order (payment, shipping, delivery confirmation, its return's
 * waits; those not set stay unset) `hours` nearer (development only). Answers the payment deadline.
 */
export async function bringDeadlinesForward(tx: Database, id: string, hours: number): Promise<Date | undefined> {
  const [row] = await tx
    .update(orders)
    .set({
      dueAt: earlier(orders.dueAt, hours),
      shipBy: earlier(orders.shipBy, hours),
      confirmBy: earlier(orders.confirmBy, hours),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, id))
    .returning({ dueAt: orders.dueAt });
  await tx
    .update(orderReturns)
    .set({
      answerBy: earlier(orderReturns.answerBy, hours),
      shipBackBy: earlier(orderReturns.shipBackBy, hours),
      receiveBy: earlier(orderReturns.receiveBy, hours),
    })
    .where(eq(orderReturns.orderId, id));
  return row?.dueAt;
}
