import { desc, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WalletBalance, WalletEntry } from '@naijabid/shared/schemas/wallet';
import type { Database } from '../../db/client';
import { ledgerTransfers } from '../../db/schema';
import { availableKobo, walletAccount } from './ledger';

const HISTORY_LIMIT = 100;

export const walletRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
