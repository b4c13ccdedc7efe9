import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositLimits } from '@naijabid/shared/schemas/wallet';
import type { WalletService } from './service';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService; depositLimitsKobo: DepositLimits }> = async (
  app,
  { wallet, depositLimitsKobo },
) => {
  // The limits are settings (DEPOSIT_MIN_KOBO, DEPOSIT_MAX_KOBO): the deposit form checks
  // and states the ones this server enforces, not the defaults it was built with.
  app.get('/wallet/deposit-limits', async () => ({ data: depositLimitsKobo }));

  app.get('/wallet', { onRequest: app.authenticate }, async (request) => ({ data: await wallet.balance(request.auth!.user.id) }));

  app.get('/wallet/transactions', { onRequest: app.authenticate }, async (request) => ({
    data: { items: await wallet.history(request.auth!.user.id) },
  }));
};
