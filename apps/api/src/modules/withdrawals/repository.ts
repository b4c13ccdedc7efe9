import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bankAccounts, users, withdrawals } from '../../db/schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalStatus = WithdrawalRow['status'];

/** How many withdrawals the list shows: months of them for anyone but a trader. */
const LIST_LIMIT = 50;

export async function insertWithdrawal(
  tx: Database,
  withdrawal: Pick<
    WithdrawalRow,
    'userId' | 'bankAccountId' | 'amountKobo' | 'reference' | 'idempotencyKey' | 'holdTransferId'
  >,
): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(withdrawal).returning();
  return row!;
}

export async function storeAnswer(tx: Database, id: string, answer: unknown): Promise<void> {
  await tx.update(withdrawals).set({ answer }).where(eq(withdrawals.id, id));
}

export async function findByIdempotencyKey(
  db: Database,
  userId: string,
  idempotencyKey: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, idempotencyKey)));
  return row;
}

/** What the user has withdrawn or is withdrawing in the last 24 hours: everything not failed or returned. */
export async function withdrawnInLastDay(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountKobo}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        inArray(withdrawals.status, ['pending', 'otp', 'succeeded']),
        gt(withdrawals.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return Number(row!.total);
}

/** The withdrawal and where it goes, locked until the caller's transaction ends. */
export async function lockWithdrawal(tx: Database, reference: string) {
  const [row] = await tx
    .select({ withdrawal: withdrawals, bankName: bankAccounts.bankName, accountNumber: bankAccounts.accountNumber })
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.reference, reference))
    .for('update', { of: withdrawals });
  return row;
}

/** What POST /transfer and its verification need: the amount, the provider's recipient, the status. */
export async function findForTransfer(db: Database, reference: string) {
  const [row] = await db
    .select({
      status: withdrawals.status,
      amountKobo: withdrawals.amountKobo,
      recipientCode: bankAccounts.recipientCode,
    })
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.reference, reference));
  return row;
}

export async function recordTransferCode(tx: Database, id: string, transferCode: string): Promise<void> {
  await tx
    .update(withdrawals)
    .set({ transferCode, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), isNull(withdrawals.transferCode)));
}

export async function setStatus(
  tx: Database,
  id: string,
  status: WithdrawalStatus,
  failureReason: string | null = null,
): Promise<void> {
  const final = status === 'succeeded' || status === 'failed' || status === 'reversed';
  await tx
    .update(withdrawals)
    .set({ status, failureReason, updatedAt: sql`now()`, settledAt: final ? sql`now()` : null })
    .where(eq(withdrawals.id, id));
}

export async function listWithdrawals(db: Database, userId: string) {
  return db
    .select({
      withdrawal: withdrawals,
      bankName: bankAccounts.bankName,
      accountNumber: bankAccounts.accountNumber,
      accountName: bankAccounts.accountName,
    })
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt))
    .limit(LIST_LIMIT);
}

/** The Idempotency-Key of an operator's retry of a withdrawal: one retry per withdrawal. */
export function retryKeyOf(withdrawalId: string): string {
  return `retry:${withdrawalId}`;
}

/** The withdrawal's reference, to lock it by (lockWithdrawal). */
export async function referenceOf(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ reference: withdrawals.reference }).from(withdrawals).where(eq(withdrawals.id, id));
  return row?.reference;
}

const retries = alias(withdrawals, 'retries');

/** Everyone's newest withdrawals, for the operator console, with the retry made of each. */
export async function everyonesWithdrawals(db: Database, status: WithdrawalStatus | undefined, limit: number) {
  return db
    .select({
      withdrawal: withdrawals,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      bankName: bankAccounts.bankName,
      accountNumber: bankAccounts.accountNumber,
      retriedAs: retries.reference,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .leftJoin(
      retries,
      and(eq(retries.userId, withdrawals.userId), eq(retries.idempotencyKey, sql`'retry:' || ${withdrawals.id}`)),
    )
    .where(status ? eq(withdrawals.status, status) : undefined)
    .orderBy(desc(withdrawals.createdAt))
    .limit(limit);
}
