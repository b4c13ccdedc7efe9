import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sellerVerifications } from '../../db/schema';

export type SellerVerificationRow = typeof sellerVerifications.$inferSelect;

export async function findVerification(db: Database, userId: string): Promise<SellerVerificationRow | undefined> {
  const [row] = await db.select().from(sellerVerifications).where(eq(sellerVerifications.userId, userId));
  return row;
}

/** The user's verification when they are verified now, with the name Paystack confirmed. */
export async function findVerifiedSeller(db: Database, userId: string): Promise<SellerVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(sellerVerifications)
    .where(and(eq(sellerVerifications.userId, userId), eq(sellerVerifications.status, 'verified')));
  return row;
}

export type NewAttempt = Pick<
  SellerVerificationRow,
  'userId' | 'customerCode' | 'firstName' | 'middleName' | 'lastName' | 'bankCode' | 'maskedAccountNumber'
>;

/** Replaces the user's latest attempt with a pending one, before Paystack is called (its webhook may beat its answer). */
export async function recordPendingAttempt(db: Database, attempt: NewAttempt): Promise<SellerVerificationRow> {
  const pending = { ...attempt, status: 'pending' as const, maskedBvn: null, reason: null, decidedAt: null };
  const [recorded] = await db
    .insert(sellerVerifications)
    .values(pending)
    .onConflictDoUpdate({ target: sellerVerifications.userId, set: { ...pending, requestedAt: sql`now()` } })
    .returning();
  return recorded!;
}

/** The pending attempts of a Paystack customer: one, or none once settled (a replay finds none). */
export async function pendingAttemptsOf(db: Database, customerCode: string): Promise<SellerVerificationRow[]> {
  return db
    .select()
    .from(sellerVerifications)
    .where(and(eq(sellerVerifications.customerCode, customerCode), eq(sellerVerifications.status, 'pending')));
}

/** Settles a pending attempt; answers false when it was settled already (a replay racing the first delivery). */
export async function settleAttempt(
  db: Database,
  userId: string,
  outcome: { status: 'verified' | 'failed'; maskedBvn: string | null; reason: string | null },
): Promise<boolean> {
  const settled = await db
    .update(sellerVerifications)
    .set({ ...outcome, decidedAt: sql`now()` })
    .where(and(eq(sellerVerifications.userId, userId), eq(sellerVerifications.status, 'pending')))
    .returning({ userId: sellerVerifications.userId });
  return settled.length > 0;
}

/** Withdraws a verification; answers when, or undefined when the user was not verified. */
export async function revokeVerification(db: Database, userId: string, reason: string): Promise<Date | undefined> {
  const [revoked] = await db
    .update(sellerVerifications)
    .set({ status: 'revoked', reason, decidedAt: sql`now()` })
    .where(and(eq(sellerVerifications.userId, userId), eq(sellerVerifications.status, 'verified')))
    .returning({ decidedAt: sellerVerifications.decidedAt });
  return revoked?.decidedAt ?? undefined;
}
