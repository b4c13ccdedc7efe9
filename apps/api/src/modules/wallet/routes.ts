import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { availableKobo, walletAccount } from './ledger';

export interface WalletBalance {
  available: number;
  held: number;
  currency: 'NGN';
}

export const walletRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/wallet', { onRequest: app.authenticate }, async (request) => {
    const account = await walletAccount(db, request.auth!.user.id);
    const data: WalletBalance = { available: availableKobo(account), held: account.debitsPending, currency: 'NGN' };
    return { data };
  });
};
