import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deposits, virtualAccountOpenings, virtualAccounts } from '../../db/schema';

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

/** Gives up a deposit still pending (its owner cancelled it); a later proof of payment still credits it. */
export async function markCancelled(db: Database, id: string): Promise<void> {
  await db
    .update(deposits)
    .set({ status: 'cancelled', settledAt: sql`now()` })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')));
}

/** The user's newest deposits still pending at `provider`, newest first. */
export async function listPendingDeposits(
  db: Database,
  userId: string,
  provider: string,
  limit: number,
): Promise<DepositRow[]> {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'pending'), eq(deposits.provider, provider)))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit);
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
 * Claims the right to open this user's virtual account for `seconds`, unless another request
 * holds an unexpired claim: true when the caller now holds it. Committed on its own, so the
 * provider is called with no transaction open.
 */
export async function claimVirtualAccountOpening(db: Database, userId: string, seconds: number): Promise<boolean> {
  const claimedUntil = sql`now() + make_interval(secs => ${seconds})`;
  const claimed = await db
    .insert(virtualAccountOpenings)
    .values({ userId, claimedUntil })
    .onConflictDoUpdate({
      target: virtualAccountOpenings.userId,
      set: { claimedUntil },
      setWhere: sql`${virtualAccountOpenings.claimedUntil} < now()`,
    })
    .returning({ userId: virtualAccountOpenings.userId });
  return claimed.length > 0;
}

export async function releaseVirtualAccountOpening(db: Database, userId: string): Promise<void> {
  await db.delete(virtualAccountOpenings).where(eq(virtualAccountOpenings.userId, userId));
}

export async function insertVirtualAccount(db: Database, account: typeof virtualAccounts.$inferInsert): Promise<void> {
  await db.insert(virtualAccounts).values(account).onConflictDoNothing({ target: virtualAccounts.userId });
}
