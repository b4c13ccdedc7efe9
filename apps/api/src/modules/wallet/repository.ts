import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LedgerPurpose } from '@naijabid/shared/ledger-purposes';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { callFunction, refusalOf, type InsufficientFunds } from '../../db/functions';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema';

/**
 * The wallet's repository is the ledger, after TigerBeetle: accounts, and transfers between
 * them that are never updated or deleted. The moves themselves are database functions
 * (sql/functions/ledger_*.sql), which the bid function calls too.
 */

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;
type SystemAccountKind = Exclude<
  LedgerAccount['kind'],
  'user_wallet' | 'auction_security' | 'order_escrow' | 'seller_debt'
>;

export class InsufficientFundsError extends Error {
  readonly availableKobo: number;
  readonly neededKobo: number;

  constructor(
    readonly accountId: string,
    { availableKobo, neededKobo }: InsufficientFunds,
  ) {
    super(`Account ${accountId} has ${availableKobo} kobo available, ${neededKobo} requested`);
    this.availableKobo = availableKobo;
    this.neededKobo = neededKobo;
    this.name = 'InsufficientFundsError';
  }
}

/** What an account may still pay out or hold: posted credits less everything debited or held. */
export function availableKobo(account: LedgerAccount): number {
  return account.creditsPosted - account.debitsPosted - account.debitsPending;
}

export async function accountById(db: Database, id: string): Promise<LedgerAccount> {
  const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return account!;
}

/** The user's wallet account, created on first use (a racing creator's is found instead). */
export async function walletAccount(db: Database, userId: string): Promise<LedgerAccount> {
  return accountById(db, await callFunction<string>(db, sql`ledger_wallet_account(${userId})`));
}

/** Where an auction's bid security is held: one account per auction, so auctions never queue on one row. */
export async function auctionSecurityAccount(db: Database, listingId: string): Promise<LedgerAccount> {
  return accountById(db, await callFunction<string>(db, sql`ledger_auction_security_account(${listingId})`));
}

/** What an order's buyer paid, held until released or refunded: one account per order. */
export async function orderEscrowAccount(db: Database, orderId: string): Promise<LedgerAccount> {
  return accountById(db, await callFunction<string>(db, sql`ledger_order_escrow_account(${orderId})`));
}

/**
 * What the seller owes NaijaBid (its debits over its credits), created on first use: a charge
 * their wallet could not cover, repaid from their next payouts. Not a wallet: it may go below zero.
 */
export async function sellerDebtAccount(db: Database, sellerId: string): Promise<LedgerAccount> {
  const existing = await findSellerDebtAccount(db, sellerId);
  if (existing) return existing;
  await db
    .insert(ledgerAccounts)
    .values({ userId: sellerId, kind: 'seller_debt', debitsMustNotExceedCredits: false })
    .onConflictDoNothing({
      target: [ledgerAccounts.userId, ledgerAccounts.kind],
      where: sql`${ledgerAccounts.userId} is not null`,
    });
  return (await findSellerDebtAccount(db, sellerId))!;
}

/** The seller's debt account, if they were ever charged more than their wallet held. */
export async function findSellerDebtAccount(db: Database, sellerId: string): Promise<LedgerAccount | undefined> {
  const [found] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, sellerId), eq(ledgerAccounts.kind, 'seller_debt')));
  return found;
}

/** What a seller owes on their debt account: its debits over its credits, never below zero. */
export function owedKobo(debt: LedgerAccount): number {
  return Math.max(0, debt.debitsPosted - debt.creditsPosted);
}

/** One account per system purpose (provider clearing, platform revenue), created on first use. */
export async function systemAccount(db: Database, kind: SystemAccountKind): Promise<LedgerAccount> {
  const where = and(
    eq(ledgerAccounts.kind, kind),
    isNull(ledgerAccounts.userId),
    isNull(ledgerAccounts.listingId),
    isNull(ledgerAccounts.orderId),
  );
  const [existing] = await db.select().from(ledgerAccounts).where(where);
  if (existing) return existing;
  await db
    .insert(ledgerAccounts)
    .values({ kind, debitsMustNotExceedCredits: false })
    .onConflictDoNothing({
      target: ledgerAccounts.kind,
      where: sql`${ledgerAccounts.userId} is null and ${ledgerAccounts.listingId} is null and ${ledgerAccounts.orderId} is null`,
    });
  const [created] = await db.select().from(ledgerAccounts).where(where);
  return created!;
}

/**
 * Locks accounts in id order, the one order every transaction uses, so two transactions
 * needing the same accounts queue instead of deadlocking. A transaction that will touch
 * several accounts in steps locks them all first with this.
 */
export async function lockAccounts(tx: Database, accountIds: string[]): Promise<void> {
  await callFunction(
    tx,
    sql`ledger_lock_accounts(ARRAY[${sql.join(
      accountIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}])`,
  );
}

export interface TransferRequest {
  debitAccountId: string;
  creditAccountId: string;
  amountKobo: number;
  /** One of LEDGER_PURPOSES: each has its words for the screens that list movements. */
  purpose: LedgerPurpose;
  /** A pending transfer holds the amount until it is posted or voided. */
  pending?: boolean;
  idempotencyKey?: string;
}

export async function transferById(db: Database, id: string): Promise<LedgerTransfer> {
  const [found] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
  return found!;
}

/**
 * Moves money inside the caller's transaction (the rules live in the database function
 * `ledger_transfer`). With an idempotency key already used, it answers the first transfer
 * and moves nothing.
 */
export async function transfer(tx: Database, request: TransferRequest): Promise<LedgerTransfer> {
  if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0) {
    throw new RangeError(`Transfer amount must be a positive whole number of kobo, got ${request.amountKobo}`);
  }
  try {
    const id = await callFunction<string>(
      tx,
      sql`ledger_transfer(${request.debitAccountId}, ${request.creditAccountId}, ${request.amountKobo}, ${request.purpose}, ${request.pending ?? false}, ${request.idempotencyKey ?? null})`,
    );
    return await transferById(tx, id);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal?.reason === 'insufficient_funds') throw new InsufficientFundsError(request.debitAccountId, refusal);
    throw error;
  }
}

/**
 * Posts (the hold becomes a payment) or voids (the hold is released) a pending transfer,
 * in full. A pending transfer is resolved at most once: the unique index on `pending_id`
 * refuses a second resolution even from a racing transaction.
 */
export async function resolvePending(
  tx: Database,
  pendingId: string,
  outcome: 'post' | 'void',
): Promise<LedgerTransfer> {
  return transferById(tx, await callFunction<string>(tx, sql`ledger_resolve_pending(${pendingId}, ${outcome})`));
}

/** The transfer that paid or released a hold (at most one: `ledger_transfers_resolved_once`). */
const resolution = alias(ledgerTransfers, 'resolution');

/**
 * The account's newest movements, newest first: every posted transfer and every hold, each
 * hold with the transfer that paid or released it (if any). A resolution is not a movement of
 * its own: it changes what its hold did, so it is read with it.
 */
export async function movementsOf(db: Database, accountId: string, limit: number) {
  return db
    .select({ transfer: ledgerTransfers, resolvedAs: resolution.phase, resolvedAt: resolution.createdAt })
    .from(ledgerTransfers)
    .leftJoin(resolution, eq(resolution.pendingId, ledgerTransfers.id))
    .where(
      and(
        or(eq(ledgerTransfers.debitAccountId, accountId), eq(ledgerTransfers.creditAccountId, accountId)),
        inArray(ledgerTransfers.phase, ['posted', 'pending']),
      ),
    )
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
    .limit(limit);
}
export type Movement = Awaited<ReturnType<typeof movementsOf>>[number];

/** Holds into the account that no later transfer has posted or voided yet. */
export async function unresolvedHoldsInto(db: Database, accountId: string): Promise<LedgerTransfer[]> {
  const rows = await db
    .select({ transfer: ledgerTransfers })
    .from(ledgerTransfers)
    .leftJoin(resolution, eq(resolution.pendingId, ledgerTransfers.id))
    .where(
      and(eq(ledgerTransfers.creditAccountId, accountId), eq(ledgerTransfers.phase, 'pending'), isNull(resolution.id)),
    );
  return rows.map((row) => row.transfer);
}
