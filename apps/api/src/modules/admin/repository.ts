import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditQuery } from '@naijabid/shared/schemas/admin';
import type { Database } from '../../db/client';
import {
  auditLog,
  bids,
  ledgerAccounts,
  ledgerTransfers,
  listings,
  orderDisputes,
  orderEvents,
  orders,
  users,
  withdrawals,
} from '../../db/schema';

// The console reads across the marketplace's tables to show one record whole; it writes
// only through workflows, which use each module's own repository.

export interface OperatorAction {
  /** Null for the command line (`npm run operator`). */
  operatorId: string | null;
  /** `<record type>.<verb>`, e.g. `order.refund`, `user.suspend`. */
  action: string;
  recordType: string;
  recordId: string;
  reason: string;
  /** What it did in figures: amounts moved, holds released. */
  details?: Record<string, unknown>;
}

/**
 * The one way an operator action is recorded: call it inside the action's own transaction,
 * so the action and its entry commit together or not at all. The table refuses updates and
 * deletes (sql/functions/audit_log_append_only.sql).
 */
export async function recordOperatorAction(tx: Database, action: OperatorAction): Promise<void> {
  await tx.insert(auditLog).values({ ...action, details: action.details ?? {} });
}

/**
 * What the operator knows the entry's record by: an order's or a listing's title, an account's
 * name, a withdrawal's reference. Each is one primary-key lookup, taken only for its own type
 * (every id of those types is a uuid; a ledger export's record is its dates and has no name).
 */
const recordTitle = sql<string | null>`case ${auditLog.recordType}
  when 'order' then (select ${listings.title} from ${orders} join ${listings} on ${listings.id} = ${orders.listingId} where ${orders.id} = ${auditLog.recordId}::uuid)
  when 'listing' then (select ${listings.title} from ${listings} where ${listings.id} = ${auditLog.recordId}::uuid)
  when 'user' then (select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${auditLog.recordId}::uuid)
  when 'withdrawal' then (select ${withdrawals.reference} from ${withdrawals} where ${withdrawals.id} = ${auditLog.recordId}::uuid)
end`;

/** A page of the log, newest first, with each operator's name. */
export async function auditEntries(db: Database, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.before !== undefined) conditions.push(lt(auditLog.id, query.before));
  if (query.recordType) conditions.push(eq(auditLog.recordType, query.recordType));
  if (query.recordId) conditions.push(eq(auditLog.recordId, query.recordId));
  return db
    .select({
      entry: auditLog,
      operator: person(users),
      recordTitle,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.operatorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
}

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');
const person = <TId, TFirstName, TLastName, TEmail>(table: {
  id: TId;
  firstName: TFirstName;
  lastName: TLastName;
  email: TEmail;
}) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
});

/**
 * Open disputes, oldest first, with their order, item and both parties. A return's claim is
 * an open dispute from the start, but support's only once the order is disputed (refused or
 * unanswered): before that it is between the parties.
 */
export async function openDisputes(db: Database, limit: number) {
  return db
    .select({
      dispute: orderDisputes,
      order: orders,
      title: listings.title,
      buyer: person(buyers),
      seller: person(sellers),
    })
    .from(orderDisputes)
    .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(and(eq(orderDisputes.status, 'open'), eq(orders.status, 'disputed')))
    .orderBy(asc(orderDisputes.openedAt), asc(orderDisputes.id))
    .limit(limit);
}

export async function findOrder(db: Database, orderId: string) {
  const [row] = await db
    .select({ order: orders, title: listings.title, buyer: person(buyers), seller: person(sellers) })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export async function disputesOf(db: Database, orderId: string) {
  return db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId)).orderBy(asc(orderDisputes.openedAt));
}

export async function timelineOf(db: Database, orderId: string) {
  return db
    .select({ event: orderEvents, actor: person(users) })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

const debitAccounts = alias(ledgerAccounts, 'debit_account');
const creditAccounts = alias(ledgerAccounts, 'credit_account');
const debitOwners = alias(users, 'debit_owner');
const creditOwners = alias(users, 'credit_owner');

/** The order's escrow account, if it was ever paid into. */
export async function escrowAccountOf(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.orderId, orderId), eq(ledgerAccounts.kind, 'order_escrow')))
    .limit(1);
  return row;
}

/** Every transfer into or out of the escrow, and the security hold with its resolution, oldest first. */
export async function moneyMovesOf(db: Database, escrowAccountId: string | undefined, securityHoldId: string | null) {
  const touches: SQL[] = [];
  if (escrowAccountId)
    touches.push(
      eq(ledgerTransfers.debitAccountId, escrowAccountId),
      eq(ledgerTransfers.creditAccountId, escrowAccountId),
    );
  if (securityHoldId)
    touches.push(eq(ledgerTransfers.id, securityHoldId), eq(ledgerTransfers.pendingId, securityHoldId));
  if (touches.length === 0) return [];
  return db
    .select({
      transfer: ledgerTransfers,
      fromKind: debitAccounts.kind,
      fromOwner: person(debitOwners),
      toKind: creditAccounts.kind,
      toOwner: person(creditOwners),
    })
    .from(ledgerTransfers)
    .innerJoin(debitAccounts, eq(debitAccounts.id, ledgerTransfers.debitAccountId))
    .leftJoin(debitOwners, eq(debitOwners.id, debitAccounts.userId))
    .innerJoin(creditAccounts, eq(creditAccounts.id, ledgerTransfers.creditAccountId))
    .leftJoin(creditOwners, eq(creditOwners.id, creditAccounts.userId))
    .where(or(...touches))
    .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.id));
}

/** The audit entries about the given records of one type, newest first. */
export async function auditOf(db: Database, recordType: string, recordIds: string[]) {
  if (recordIds.length === 0) return [];
  return db
    .select({ entry: auditLog, operator: person(users), recordTitle })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.operatorId))
    .where(and(eq(auditLog.recordType, recordType), inArray(auditLog.recordId, recordIds)))
    .orderBy(desc(auditLog.id));
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The digits of a phone number as an operator may type it ("0803 123 4567", "+234803...",
 * "803123"), in the form stored numbers contain (234803...), or undefined for anything that
 * is not a run of at least four digits with the usual separators.
 */
function nationalPhoneDigits(text: string): string | undefined {
  if (!/^\+?[\d\s()-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4) return undefined;
  return digits.length === 11 && digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
}

/** `%text%` for ILIKE, with the pattern characters the person typed taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Accounts whose email or name contains `q` (or whose id it is), newest first. There is no
 * phone column yet: a phone is searched once accounts have one.
 */
export async function searchUsers(db: Database, q: string, limit: number) {
  const pattern = containing(q);
  const phoneDigits = nationalPhoneDigits(q);
  const matches = UUID_PATTERN.test(q)
    ? eq(users.id, q)
    : or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        phoneDigits ? ilike(users.phone, `%${phoneDigits}%`) : undefined,
      );
  return db
    .select()
    .from(users)
    .where(q ? matches : undefined)
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

const listingSummary = {
  id: listings.id,
  title: listings.title,
  status: listings.status,
  bidCount: listings.bidCount,
  currentPriceKobo: listings.currentPriceKobo,
  startsAt: listings.startsAt,
  endsAt: listings.endsAt,
};

/** Listings whose title contains `q` (or whose id it is), newest first, with their seller. */
export async function searchListings(db: Database, q: string, limit: number) {
  const matches = UUID_PATTERN.test(q) ? eq(listings.id, q) : ilike(listings.title, containing(q));
  return db
    .select({ listing: listingSummary, seller: person(sellers) })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(q ? matches : undefined)
    .orderBy(desc(listings.createdAt))
    .limit(limit);
}

export async function listingsOfSeller(db: Database, sellerId: string, limit: number) {
  return db
    .select({ listing: listingSummary, seller: person(sellers) })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(eq(listings.sellerId, sellerId))
    .orderBy(desc(listings.createdAt))
    .limit(limit);
}

export async function walletOf(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_wallet')))
    .limit(1);
  return row;
}

export async function bidsOf(db: Database, bidderId: string, limit: number) {
  return db
    .select({ listingId: bids.listingId, title: listings.title, maxAmountKobo: bids.maxAmountKobo, at: bids.createdAt })
    .from(bids)
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .where(eq(bids.bidderId, bidderId))
    .orderBy(desc(bids.sequence))
    .limit(limit);
}

export async function ordersOfUser(db: Database, userId: string, limit: number) {
  return db
    .select({ order: orders, title: listings.title })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export async function forfeitedOrdersOf(db: Database, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ forfeited: count() })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.status, 'forfeited')));
  return row?.forfeited ?? 0;
}
