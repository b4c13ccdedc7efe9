import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { startDepositRequestSchema } from '@naijabid/shared/schemas/wallet';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { sendFailure } from '../../plugins/error-handler';
import { creditDeposit } from '../../workflows/credit-deposit';
import type { EventBus } from '../live/event-bus';
import type { PaymentProvider } from './provider';
import { insertDeposit } from './repository';

export interface DepositOptions {
  db: Database;
  /** Undefined when no provider may be used (production without provider keys). */
  provider: PaymentProvider | undefined;
  limitsKobo: { min: number; max: number };
  bus: EventBus;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export const depositRoutes: FastifyPluginAsyncZod<DepositOptions> = async (app, { db, provider, limitsKobo, bus }) => {
  app.post('/wallet/deposits', { onRequest: app.authenticate, schema: { body: startDepositRequestSchema } }, async (request, reply) => {
    if (!provider) throw new AppError('unavailable', serverMessages.depositsUnavailable);
    const amountKobo = request.body.amount;
    if (amountKobo < limitsKobo.min) throw new AppError('validation', serverMessages.depositTooSmall(formatNaira(limitsKobo.min)), { fieldErrors: { amount: serverMessages.depositTooSmall(formatNaira(limitsKobo.min)) } });
    if (amountKobo > limitsKobo.max) throw new AppError('validation', serverMessages.depositTooLarge(formatNaira(limitsKobo.max)), { fieldErrors: { amount: serverMessages.depositTooLarge(formatNaira(limitsKobo.max)) } });
    const user = request.auth!.user;
    const reference = `nb_${randomBytes(12).toString('hex')}`;
    await insertDeposit(db, { userId: user.id, reference, provider: provider.name, amountKobo });
    const { checkoutUrl } = await provider.startCheckout({ reference, amountKobo, email: user.email });
    return reply.status(201).send({ message: serverMessages.depositStarted, data: { reference, amount: amountKobo, checkoutUrl } });
  });

  // The provider's webhook: the signature covers the raw body, so this route keeps it.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
      request.rawBody = body as string;
      done(null, undefined);
    });
    webhooks.post('/payments/webhooks/:provider', async (request, reply) => {
      const { provider: name } = request.params as { provider: string };
      if (!provider || name !== provider.name) return sendFailure(reply, 404, 'not_found', serverMessages.notFound);
      const signature = request.headers['x-paystack-signature'];
      const event = provider.verifyWebhook(request.rawBody ?? '', typeof signature === 'string' ? signature : undefined);
      if (!event) return sendFailure(reply, 401, 'unauthenticated', serverMessages.webhookSignatureInvalid);
      const credit = await creditDeposit(db, event, request.log);
      if (credit.outcome === 'credited') bus.publish(credit.events);
      return { data: { outcome: credit.outcome } };
    });
  });
};
