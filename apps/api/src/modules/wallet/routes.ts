import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import {
  depositLimitsSchema,
  walletBalanceSchema,
  walletHistorySchema,
  type DepositLimits,
} from '@naijabid/shared/schemas/wallet';
import { failureResponses } from '../../responses';
import type { WalletService } from './service';

/** What each route answers, by status. */
const responses = {
  depositLimits: { 200: dataAnswerSchema(depositLimitsSchema), ...failureResponses() },
  balance: { 200: dataAnswerSchema(walletBalanceSchema), ...failureResponses('unauthenticated') },
  history: { 200: dataAnswerSchema(walletHistorySchema), ...failureResponses('unauthenticated') },
};

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService; depositLimitsKobo: DepositLimits }> = async (
  app,
  { wallet, depositLimitsKobo },
) => {
  // The limits are settings (DEPOSIT_MIN_KOBO, DEPOSIT_MAX_KOBO): the deposit form checks
  // and states the ones this server enforces, not the defaults it was built with.
  app.get('/wallet/deposit-limits', { schema: { response: responses.depositLimits } }, async () => ({
    data: depositLimitsKobo,
  }));

  app.get('/wallet', { onRequest: app.authenticate, schema: { response: responses.balance } }, async (request) => ({
    data: await wallet.balance(request.auth!.user.id),
  }));

  app.get(
    '/wallet/transactions',
    { onRequest: app.authenticate, schema: { response: responses.history } },
    async (request) => ({
      data: await wallet.history(request.auth!.user.id),
    }),
  );
};
