import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, saleDocumentCounters, saleDocuments, users } from '../../db/schema';

export type SaleDocumentRow = typeof saleDocuments.$inferSelect;
export type NewSaleDocument = Omit<typeof saleDocuments.$inferInsert, 'id' | 'number'>;

/**
 * The next number of a kind of document, taken under its counter's row lock in the caller's
 * transaction: a release that rolls back gives its number back, so the numbers have no gaps,
 * and concurrent releases wait for each other here only.
 */
async function nextNumber(tx: Database, kind: SaleDocumentRow['kind']): Promise<number> {
  const [row] = await tx
    .insert(saleDocumentCounters)
    .values({ kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: saleDocumentCounters.kind,
      set: { lastNumber: sql`${saleDocumentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: saleDocumentCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertSaleDocument(tx: Database, document: NewSaleDocument): Promise<SaleDocumentRow> {
  const number = await nextNumber(tx, document.kind);
  const [row] = await tx
    .insert(saleDocuments)
    .values({ ...document, number })
    .returning();
  return row!;
}

/** The order's document issued to `userId` (their receipt or statement), if any. */
export async function documentOfOrder(db: Database, orderId: string, userId: string) {
  const [row] = await db
    .select()
    .from(saleDocuments)
    .where(and(eq(saleDocuments.orderId, orderId), eq(saleDocuments.userId, userId)));
  return row;
}

/** The documents issued to `userId` on these orders. */
export function documentsOfOrders(db: Database, orderIds: string[], userId: string) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: saleDocuments.orderId, kind: saleDocuments.kind, number: saleDocuments.number })
    .from(saleDocuments)
    .where(and(inArray(saleDocuments.orderId, orderIds), eq(saleDocuments.userId, userId)));
}

/** The sellers' statements issued in [from, to), in number order: the month's commission and VAT. */
export function statementsIssued(db: Database, from: Date, to: Date) {
  return db
    .select()
    .from(saleDocuments)
    .where(and(eq(saleDocuments.kind, 'statement'), gte(saleDocuments.issuedAt, from), lt(saleDocuments.issuedAt, to)))
    .orderBy(asc(saleDocuments.number));
}

/** A person's full name as a document names them. */
export async function fullNameOf(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`User ${userId} does not exist`);
  return row.name;
}

/** The order's status if `userId` is its buyer or its seller; undefined to anyone else. */
export async function statusToParty(
  db: Database,
  orderId: string,
  userId: string,
): Promise<(typeof orders.$inferSelect)['status'] | undefined> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))));
  return row?.status;
}
