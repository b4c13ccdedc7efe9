import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { startDepositRequestSchema, type DepositStatus } from '@naijabid/shared/schemas/wallet';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { sendFailure } from '../../plugins/error-handler';
import { creditDeposit } from '../../workflows/credit-deposit';
import type { RateLimit } from '../../plugins/rate-limiter';
import type { EventBus } from '../../plugins/event-bus';
import { parseChargeEvent, type PaymentProvider } from './provider';
import { findDeposit, insertDeposit } from './repository';

export interface DepositOptions {
  db: Database;
  /** Undefined when no provider may be used (production without provider keys). */
  provider: PaymentProvider | undefined;
  limitsKobo: { min: number; max: number };
  bus: EventBus;
  /** Deposits one user may start per window. */
  depositsStarted: RateLimit;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export const depositRoutes: FastifyPluginAsyncZod<DepositOptions> = async (app, { db, provider, limitsKobo, bus, depositsStarted }) => {
  app.post('/wallet/deposits', { onRequest: app.authenticate, schema: { body: startDepositRequestSchema } }, async (request, reply) => {
    if (!provider) throw new AppError('unavailable', serverMessages.depositsUnavailable);
    const amountKobo = request.body.amount;
    if (amountKobo < limitsKobo.min) throw new AppError('validation', serverMessages.depositTooSmall(formatNaira(limitsKobo.min)), { fieldErrors: { amount: serverMessages.depositTooSmall(formatNaira(limitsKobo.min)) } });
    if (amountKobo > limitsKobo.max) throw new AppError('validation', serverMessages.depositTooLarge(formatNaira(limitsKobo.max)), { fieldErrors: { amount: serverMessages.depositTooLarge(formatNaira(limitsKobo.max)) } });
    const user = request.auth!.user;
    const counted = await depositsStarted.hit(user.id);
    if (!counted.allowed) {
      const { retryAfterSeconds } = counted;
      throw new AppError('rate_limited', serverMessages.tooManyDeposits(Math.ceil(retryAfterSeconds / 60)), { retryAfterSeconds });
    }
    const reference = `nb_${randomBytes(12).toString('hex')}`;
    await insertDeposit(db, { userId: user.id, reference, provider: provider.name, amountKobo });
    const { checkoutUrl } = await provider.startCheckout({ reference, amountKobo, email: user.email });
    return reply.status(201).send({ message: serverMessages.depositStarted, data: { reference, amount: amountKobo, checkoutUrl } });
  });

  // The page a payment returns to asks here whether the webhook has credited it yet.
  app.get(
    '/wallet/deposits/:reference',
    { onRequest: app.authenticate, schema: { params: z.object({ reference: z.string().max(100) }) } },
    async (request) => {
      const deposit = await findDeposit(db, request.params.reference);
      if (!deposit || deposit.userId !== request.auth!.user.id) throw new AppError('not_found', serverMessages.depositNotFound);
      const answer: DepositStatus = { reference: deposit.reference, amount: deposit.amountKobo, credited: deposit.status === 'succeeded' };
      return { data: answer };
    },
  );

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
      const rawBody = request.rawBody ?? '';
      if (!provider.verifyWebhook(rawBody, typeof signature === 'string' ? signature : undefined)) {
        return sendFailure(reply, 401, 'unauthenticated', serverMessages.webhookSignatureInvalid);
      }
      const credit = await creditDeposit(db, parseChargeEvent(rawBody), request.log, provider.name);
      if (credit.outcome === 'credited') bus.publish(credit.events);
      return { data: { outcome: credit.outcome } };
    });
  });
};
