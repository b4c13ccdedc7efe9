import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deposits, virtualAccounts } from '../../db/schema';

export type DepositRow = typeof deposits.$inferSelect;
export type VirtualAccountRow = typeof virtualAccounts.$inferSelect;

type NewDeposit = Pick<
  typeof deposits.$inferInsert,
  'userId' | 'reference' | 'provider' | 'amountKobo' | 'paysOrderId' | 'paysOrderDelivery' | 'channel'
>;

export async function insertDeposit(db: Database, deposit: NewDeposit) {
  const [row] = await db.insert(deposits).values(deposit).returning();
  return row!;
}

/** Inserts the deposit unless one with its reference exists: a provider's event may arrive many times at once. */
export async function insertDepositOnce(db: Database, deposit: NewDeposit): Promise<void> {
  await db.insert(deposits).values(deposit).onConflictDoNothing({ target: deposits.reference });
}

export async function findDeposit(db: Database, reference: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.reference, reference));
  return row;
}

export async function findDepositById(db: Database, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return row;
}

/** The user's newest deposits first. */
export async function listDeposits(db: Database, userId: string, limit: number): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(eq(deposits.userId, userId))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit);
}

/** Locks the deposit so two deliveries of one provider event are handled one after the other. */
export async function lockDeposit(db: Database, reference: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.reference, reference)).for('update');
  return row;
}

export async function markSucceeded(
  db: Database,
  id: string,
  creditTransferId: string,
  channel: string | null,
): Promise<void> {
  await db
    .update(deposits)
    .set({ status: 'succeeded', creditTransferId, channel, settledAt: sql`now()` })
    .where(eq(deposits.id, id));
}

export async function markFailed(db: Database, id: string): Promise<void> {
  await db
    .update(deposits)
    .set({ status: 'failed', settledAt: sql`now()` })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')));
}

export async function findVirtualAccount(db: Database, userId: string): Promise<VirtualAccountRow | undefined> {
  const [row] = await db.select().from(virtualAccounts).where(eq(virtualAccounts.userId, userId));
  return row;
}

export async function findVirtualAccountOfCustomer(
  db: Database,
  provider: string,
  customerCode: string,
): Promise<VirtualAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.provider, provider), eq(virtualAccounts.customerCode, customerCode)));
  return row;
}

/**
 * Holds, until the caller's transaction ends, the right to open this user's virtual account,
 * so two first requests at once open one account at the provider, not two.
 */
export async function lockVirtualAccountOpening(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`virtual_account:${userId}`}, 0))`);
}

export async function insertVirtualAccount(db: Database, account: typeof virtualAccounts.$inferInsert): Promise<void> {
  await db.insert(virtualAccounts).values(account).onConflictDoNothing({ target: virtualAccounts.userId });
}
