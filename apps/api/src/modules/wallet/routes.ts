import { desc, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositLimits, WalletBalance, WalletEntry } from '@naijabid/shared/schemas/wallet';
import type { Database } from '../../db/client';
import { ledgerTransfers } from '../../db/schema';
import { availableKobo, walletAccount } from './ledger';

const HISTORY_LIMIT = 100;

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
      .select()
      .from(ledgerTransfers)
      .where(or(eq(ledgerTransfers.debitAccountId, account.id), eq(ledgerTransfers.creditAccountId, account.id)))
      .orderBy(desc(ledgerTransfers.createdAt))
      .limit(HISTORY_LIMIT);
    const items: WalletEntry[] = rows.map((row) => ({
      id: row.id,
      purpose: row.purpose,
      amount: row.creditAccountId === account.id ? row.amountKobo : -row.amountKobo,
      phase: row.phase,
      createdAt: row.createdAt.toISOString(),
    }));
    return { data: { items } };
  });
};
