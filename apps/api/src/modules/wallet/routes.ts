import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositLimits, WalletBalance, WalletEntry } from '@naijabid/shared/schemas/wallet';
import type { Database } from '../../db/client';
import { ledgerTransfers } from '../../db/schema';
import { availableKobo, walletAccount } from './ledger';

const HISTORY_LIMIT = 100;

/** The transfer that paid or released a hold (at most one: `ledger_transfers_resolved_once`). */
const resolution = alias(ledgerTransfers, 'resolution');

export const walletRoutes: FastifyPluginAsyncZod<{ db: Database; depositLimitsKobo: DepositLimits }> = async (
  app,
  { db, depositLimitsKobo },
) => {
  // The limits are settings (DEPOSIT_MIN_KOBO, DEPOSIT_MAX_KOBO): the deposit form checks
  // and states the ones this server enforces, not the defaults it was built with.
  app.get('/wallet/deposit-limits', async () => ({ data: depositLimitsKobo }));

  app.get('/wallet', { onRequest: app.authenticate }, async (request) => {
    const account = await walletAccount(db, request.auth!.user.id);
    const data: WalletBalance = { available: availableKobo(account), held: account.debitsPending, currency: 'NGN' };
    return { data };
  });

  app.get('/wallet/transactions', { onRequest: app.authenticate }, async (request) => {
    const account = await walletAccount(db, request.auth!.user.id);
    const rows = await db
      .select({ transfer: ledgerTransfers, resolved: sql<boolean>`${resolution.id} is not null` })
      .from(ledgerTransfers)
      .leftJoin(resolution, eq(resolution.pendingId, ledgerTransfers.id))
      .where(or(eq(ledgerTransfers.debitAccountId, account.id), eq(ledgerTransfers.creditAccountId, account.id)))
      .orderBy(desc(ledgerTransfers.createdAt))
      .limit(HISTORY_LIMIT);
    const items: WalletEntry[] = rows.map(({ transfer, resolved }) => ({
      id: transfer.id,
      purpose: transfer.purpose,
      amount: transfer.creditAccountId === account.id ? transfer.amountKobo : -transfer.amountKobo,
      phase: transfer.phase,
      resolved,
      createdAt: transfer.createdAt.toISOString(),
    }));
    return { data: { items } };
  });
};
