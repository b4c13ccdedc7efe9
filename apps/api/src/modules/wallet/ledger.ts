import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;
type SystemAccountKind = Exclude<LedgerAccount['kind'], 'user_wallet' | 'auction_security'>;

export class InsufficientFundsError extends Error {
  constructor(
    readonly accountId: string,
    readonly availableKobo: number,
    readonly requestedKobo: number,
  ) {
    super(`Account ${accountId} has ${availableKobo} kobo available, ${requestedKobo} requested`);
    this.name = 'InsufficientFundsError';
  }
}

/** What an account may still pay out or hold: posted credits less everything debited or held. */
export function availableKobo(account: LedgerAccount): number {
  return account.creditsPosted - account.debitsPosted - account.debitsPending;
}

type NewAccount = typeof ledgerAccounts.$inferInsert;
type AccountConflict = Parameters<ReturnType<ReturnType<Database['insert']>['values']>['onConflictDoNothing']>[0];

/** Finds an account, creating it on first use; a racing creator's account is found instead. */
async function findOrCreateAccount(db: Database, where: SQL | undefined, values: NewAccount, conflict: AccountConflict): Promise<LedgerAccount> {
  const [existing] = await db.select().from(ledgerAccounts).where(where);
  if (existing) return existing;
  await db.insert(ledgerAccounts).values(values).onConflictDoNothing(conflict);
  const [created] = await db.select().from(ledgerAccounts).where(where);
  return created!;
}

/** The user's wallet account, created on first use. */
export function walletAccount(db: Database, userId: string): Promise<LedgerAccount> {
  return findOrCreateAccount(
    db,
    and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_wallet')),
    { userId, kind: 'user_wallet', debitsMustNotExceedCredits: true },
    { target: [ledgerAccounts.userId, ledgerAccounts.kind], where: sql`${ledgerAccounts.userId} is not null` },
  );
}

/** One account per system purpose (provider clearing, platform revenue), created on first use. */
export function systemAccount(db: Database, kind: SystemAccountKind): Promise<LedgerAccount> {
  return findOrCreateAccount(
    db,
    and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId), isNull(ledgerAccounts.listingId)),
    { kind, debitsMustNotExceedCredits: false },
    { target: ledgerAccounts.kind, where: sql`${ledgerAccounts.userId} is null and ${ledgerAccounts.listingId} is null` },
  );
}

/** Where an auction's bid security is held: one account per auction, so auctions never queue on one row. */
export function auctionSecurityAccount(db: Database, listingId: string): Promise<LedgerAccount> {
  return findOrCreateAccount(
    db,
    and(eq(ledgerAccounts.listingId, listingId), eq(ledgerAccounts.kind, 'auction_security')),
    { listingId, kind: 'auction_security', debitsMustNotExceedCredits: false },
    { target: [ledgerAccounts.listingId, ledgerAccounts.kind], where: sql`${ledgerAccounts.listingId} is not null` },
  );
}

/**
 * Locks accounts in id order, the one order every transaction uses, so two transactions
 * needing the same accounts queue instead of deadlocking. A transaction that will touch
 * several accounts in steps locks them all first with this.
 */
export async function lockAccounts(tx: Database, accountIds: string[]): Promise<LedgerAccount[]> {
  return tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

async function lockPair(tx: Database, debitId: string, creditId: string): Promise<[LedgerAccount, LedgerAccount]> {
  const rows = await lockAccounts(tx, [debitId, creditId]);
  const debit = rows.find((row) => row.id === debitId);
  const credit = rows.find((row) => row.id === creditId);
  if (!debit || !credit) throw new Error(`Unknown ledger account in ${debitId} -> ${creditId}`);
  return [debit, credit];
}

export interface TransferRequest {
  debitAccountId: string;
  creditAccountId: string;
  amountKobo: number;
  purpose: string;
  /** A pending transfer holds the amount until it is posted or voided. */
  pending?: boolean;
  idempotencyKey?: string;
}

/**
 * Moves money inside the caller's transaction. With an idempotency key already used, it
 * answers the first transfer and moves nothing.
 */
export async function transfer(tx: Database, request: TransferRequest): Promise<LedgerTransfer> {
  if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0) {
    throw new RangeError(`Transfer amount must be a positive whole number of kobo, got ${request.amountKobo}`);
  }
  const [debit] = await lockPair(tx, request.debitAccountId, request.creditAccountId);
  if (request.idempotencyKey) {
    const [earlier] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, request.idempotencyKey));
    if (earlier) return earlier;
  }
  if (debit.debitsMustNotExceedCredits && availableKobo(debit) < request.amountKobo) {
    throw new InsufficientFundsError(debit.id, availableKobo(debit), request.amountKobo);
  }
  const amount = request.amountKobo;
  await tx
    .update(ledgerAccounts)
    .set(
      request.pending
        ? { debitsPending: sql`${ledgerAccounts.debitsPending} + ${amount}` }
        : { debitsPosted: sql`${ledgerAccounts.debitsPosted} + ${amount}` },
    )
    .where(eq(ledgerAccounts.id, request.debitAccountId));
  await tx
    .update(ledgerAccounts)
    .set(
      request.pending
        ? { creditsPending: sql`${ledgerAccounts.creditsPending} + ${amount}` }
        : { creditsPosted: sql`${ledgerAccounts.creditsPosted} + ${amount}` },
    )
    .where(eq(ledgerAccounts.id, request.creditAccountId));
  const [created] = await tx
    .insert(ledgerTransfers)
    .values({
      debitAccountId: request.debitAccountId,
      creditAccountId: request.creditAccountId,
      amountKobo: request.amountKobo,
      phase: request.pending ? 'pending' : 'posted',
      purpose: request.purpose,
      idempotencyKey: request.idempotencyKey ?? null,
    })
    .returning();
  return created!;
}

/**
 * Posts (the hold becomes a payment) or voids (the hold is released) a pending transfer,
 * in full. A pending transfer is resolved at most once: the unique index on `pending_id`
 * refuses a second resolution even from a racing transaction.
 */
export async function resolvePending(tx: Database, pendingId: string, outcome: 'post' | 'void'): Promise<LedgerTransfer> {
  const [pending] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, pendingId));
  if (!pending || pending.phase !== 'pending') throw new Error(`Transfer ${pendingId} is not a pending transfer`);
  await lockPair(tx, pending.debitAccountId, pending.creditAccountId);
  const [resolved] = await tx.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.pendingId, pendingId));
  if (resolved) throw new Error(`Pending transfer ${pendingId} was already resolved`);
  const amount = pending.amountKobo;
  const posted = outcome === 'post' ? amount : 0;
  await tx
    .update(ledgerAccounts)
    .set({
      debitsPending: sql`${ledgerAccounts.debitsPending} - ${amount}`,
      debitsPosted: sql`${ledgerAccounts.debitsPosted} + ${posted}`,
    })
    .where(eq(ledgerAccounts.id, pending.debitAccountId));
  await tx
    .update(ledgerAccounts)
    .set({
      creditsPending: sql`${ledgerAccounts.creditsPending} - ${amount}`,
      creditsPosted: sql`${ledgerAccounts.creditsPosted} + ${posted}`,
    })
    .where(eq(ledgerAccounts.id, pending.creditAccountId));
  const [created] = await tx
    .insert(ledgerTransfers)
    .values({
      debitAccountId: pending.debitAccountId,
      creditAccountId: pending.creditAccountId,
      amountKobo: amount,
      phase: outcome === 'post' ? 'post_pending' : 'void_pending',
      pendingId,
      purpose: pending.purpose,
    })
    .returning();
  return created!;
}
