import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deposits } from '../../db/schema';

export type DepositRow = typeof deposits.$inferSelect;

export async function insertDeposit(
  db: Database,
  deposit: Pick<
    typeof deposits.$inferInsert,
    'userId' | 'reference' | 'provider' | 'amountKobo' | 'paysOrderId' | 'paysOrderDelivery'
  >,
) {
  const [row] = await db.insert(deposits).values(deposit).returning();
  return row!;
}

export async function findDeposit(db: Database, reference: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.reference, reference));
  return row;
}

export async function findDepositById(db: Database, id: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
  return row;
}

/** Locks the deposit so two deliveries of one provider event are handled one after the other. */
export async function lockDeposit(db: Database, reference: string): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(deposits).where(eq(deposits.reference, reference)).for('update');
  return row;
}

export async function markSucceeded(db: Database, id: string, creditTransferId: string): Promise<void> {
  await db
    .update(deposits)
    .set({ status: 'succeeded', creditTransferId, settledAt: sql`now()` })
    .where(eq(deposits.id, id));
}
