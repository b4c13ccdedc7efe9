import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { dataAnswerSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import {
  depositStatusSchema,
  startDepositRequestSchema,
  startedDepositSchema,
  webhookAnswerDataSchema,
} from '@naijabid/shared/schemas/wallet';
import { sendFailure } from '../../plugins/error-handler';
import type { EventBus } from '../../plugins/event-bus';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import { parseChargeEvent, type ChargeEvent, type PaymentProvider } from './provider';
import type { CreditOutcome, DepositService } from './service';

/** What each route answers, by status. */
const responses = {
  // No provider configured answers 503 (`unavailable`), which every route may answer.
  start: {
    201: messageAnswerSchema(startedDepositSchema),
    // A deposit that pays an order: not the caller's order (404), or no longer payable (409).
    ...failureResponses(
      BODY_REFUSALS,
      'unauthenticated',
      'rate_limited',
      'not_found',
      'order_already_paid',
      'payment_overdue',
    ),
  },
  status: { 200: dataAnswerSchema(depositStatusSchema), ...failureResponses('unauthenticated', 'not_found') },
  // 401: a signature that does not verify; 404: a provider this server does not use.
  webhook: {
    200: dataAnswerSchema(webhookAnswerDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'not_found'),
  },
};

export interface DepositRouteOptions {
  deposits: DepositService;
  /** Verifies the webhook; undefined when no provider may be used. */
  provider: PaymentProvider | undefined;
  bus: EventBus;
  /**
   * Credits the wallet for a verified payment (workflows/credit-deposit.ts), handed in by
   * app.ts: that work spans deposits, wallet and live, and modules never import workflows.
   */
  creditDeposit: (event: ChargeEvent, log: FastifyBaseLogger, providerName: string) => Promise<CreditOutcome>;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

export const depositRoutes: FastifyPluginAsyncZod<DepositRouteOptions> = async (
  app,
  { deposits, provider, bus, creditDeposit },
) => {
  app.post(
    '/wallet/deposits',
    { onRequest: app.authenticate, schema: { body: startDepositRequestSchema, response: responses.start } },
    async (request, reply) => {
      const data = await deposits.start(request.auth!.user, request.body);
      return reply.status(201).send({ message: serverMessages.depositStarted, data });
    },
  );

  // The page a payment returns to asks here whether the webhook has credited it yet.
  app.get(
    '/wallet/deposits/:reference',
    {
      onRequest: app.authenticate,
      schema: { params: z.object({ reference: z.string().max(100) }), response: responses.status },
    },
    async (request) => ({ data: await deposits.status(request.auth!.user.id, request.params.reference) }),
  );

  // The provider's webhook: the signature covers the raw body, so this route keeps it.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (request, body, done) => {
        request.rawBody = body as string;
        done(null, undefined);
      },
    );
    webhooks.post(
      '/payments/webhooks/:provider',
      { schema: { response: responses.webhook } },
      async (request, reply) => {
        const { provider: name } = request.params as { provider: string };
        if (!provider || name !== provider.name) return sendFailure(reply, 404, 'not_found', serverMessages.notFound);
        const signature = request.headers['x-paystack-signature'];
        const rawBody = request.rawBody ?? '';
        if (!provider.verifyWebhook(rawBody, typeof signature === 'string' ? signature : undefined)) {
          return sendFailure(reply, 401, 'unauthenticated', serverMessages.webhookSignatureInvalid);
        }
        const credit = await creditDeposit(parseChargeEvent(rawBody), request.log, provider.name);
        if (credit.outcome === 'credited') bus.publish(credit.events);
        return { data: { outcome: credit.outcome } };
      },
    );
  });
};
