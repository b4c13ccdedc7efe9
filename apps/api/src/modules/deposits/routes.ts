import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages, walletMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { startDepositRequestSchema } from '@naijabid/shared/schemas/pay-requests';
import {
  depositSchema,
  startedDepositSchema,
  virtualAccountSchema,
  webhookAnswerDataSchema,
} from '@naijabid/shared/schemas/wallet';
import { AppError } from '../../errors';
import { sendFailure } from '../../plugins/error-handler';
import { keepRawJsonBody } from '../../plugins/raw-json-body';
import type { EventBus, LiveEvent } from '../../plugins/event-bus';
import { PaystackError } from '../../paystack/http';
import { SIGNATURE_HEADER } from '../../paystack/signature';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import {
  parseChargeEvent,
  parseWebhookEvent,
  type PaidCharge,
  type PaymentProvider,
  type WebhookEvent,
} from './provider';
import { toDeposit, type CreditOutcome, type DepositService } from './service';

/** What each route answers, by status. */
const responses = {
  // The provider refusing or not answering is a 503 (`unavailable`), which every route may answer.
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
  status: { 200: dataAnswerSchema(depositSchema), ...failureResponses('unauthenticated', 'not_found') },
  // The provider not answering is the 503 every route may answer: nothing is cancelled unasked.
  cancel: { 200: messageAnswerSchema(depositSchema), ...failureResponses('unauthenticated', 'not_found') },
  list: { 200: dataAnswerSchema(itemsDataSchema(depositSchema)), ...failureResponses('unauthenticated') },
  virtualAccount: { 200: dataAnswerSchema(virtualAccountSchema), ...failureResponses('unauthenticated') },
  // 401: a signature that does not verify.
  webhook: {
    200: dataAnswerSchema(webhookAnswerDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated'),
  },
};

/** Paystack's events about transfers (payouts) go to the withdrawals' handler. */
const TRANSFER_EVENT_PREFIX = 'transfer.';
const CUSTOMER_IDENTIFICATION_EVENT_PREFIX = 'customeridentification.';

export interface DepositRouteOptions {
  deposits: DepositService;
  provider: PaymentProvider;
  bus: EventBus;
  /** The wallet page, which the provider's checkout sends the user back to with `?reference=`, as the requester's browser reaches it. */
  returnUrl: (request: FastifyRequest) => string;
  /**
   * Credits the wallet for a charge the provider reported paid (workflows/money/credit-deposit.ts),
   * handed in by app.ts: that work spans deposits, wallet and live, and modules never import
   * workflows.
   */
  creditCharge: (charge: PaidCharge, log: FastifyBaseLogger) => Promise<CreditOutcome>;
  /** Asks the provider about a pending deposit and acts on the answer (workflows/money/check-deposit.ts). */
  checkDeposit: (reference: string, log: FastifyBaseLogger) => Promise<CreditOutcome | { outcome: 'failed' | 'open' }>;
  /** Asks the provider, then credits or cancels a pending deposit its owner gives up (workflows/money/check-deposit.ts). */
  cancelDeposit: (
    deposit: { reference: string; provider: string },
    log: FastifyBaseLogger,
  ) => Promise<CreditOutcome | { outcome: 'failed' | 'open' | 'cancelled' }>;
  /** Handles Paystack's `transfer.*` events (withdrawals); without it they are acknowledged and ignored. */
  onTransferEvent?: (event: WebhookEvent, log: FastifyBaseLogger) => Promise<unknown>;
  /** Settles a seller's identity check (`customeridentification.*`). */
  onCustomerIdentificationEvent?: (event: WebhookEvent) => Promise<unknown>;
}

export const depositRoutes: FastifyPluginAsyncZod<DepositRouteOptions> = async (
  app,
  {
    deposits,
    provider,
    bus,
    returnUrl,
    creditCharge,
    checkDeposit,
    cancelDeposit,
    onTransferEvent,
    onCustomerIdentificationEvent,
  },
) => {
  const publishCredit = (outcome: { outcome: string; events?: LiveEvent[] }) => {
    if (outcome.outcome === 'credited' && outcome.events) bus.publish(outcome.events);
  };

  app.post(
    '/wallet/deposits',
    { onRequest: app.authenticate, schema: { body: startDepositRequestSchema, response: responses.start } },
    async (request, reply) => {
      const data = await deposits.start(request.auth!.user, request.body, returnUrl(request));
      return reply.status(201).send({ message: serverMessages.depositStarted, data });
    },
  );

  app.get(
    '/wallet/deposits',
    { onRequest: app.authenticate, schema: { response: responses.list } },
    async (request) => ({ data: { items: await deposits.list(request.auth!.user.id) } }),
  );

  // The page a payment returns to asks here whether it is credited yet. A pending deposit
  // is asked about at the provider too, so the answer does not wait for a late webhook; if
  // the provider does not answer, the deposit is reported as it stands.
  app.get(
    '/wallet/deposits/:reference',
    {
      onRequest: app.authenticate,
      schema: {
        params: z.object({ reference: z.string().max(100, serverMessages.depositNotFound) }),
        response: responses.status,
      },
    },
    async (request) => {
      const { reference } = request.params;
      const deposit = await deposits.ownDeposit(request.auth!.user.id, reference);
      if (!deposits.isCheckable(deposit)) return { data: toDeposit(deposit) };
      try {
        publishCredit(await checkDeposit(reference, request.log));
      } catch (error) {
        if (!(error instanceof PaystackError)) throw error;
        request.log.warn({ err: error, reference }, 'the payment provider did not answer a deposit check');
      }
      return { data: toDeposit(await deposits.ownDeposit(request.auth!.user.id, reference)) };
    },
  );

  // The wallet page asks this when the user arrives, with or without `?reference=`: a
  // checkout left with Back, or paid while the webhook is late, is settled by the
  // provider's word rather than staying pending for hours. Pending deposits the provider does
  // not answer for are listed as they stand.
  app.post(
    '/wallet/deposits/check-pending',
    { onRequest: app.authenticate, schema: { response: responses.list } },
    async (request) => {
      const userId = request.auth!.user.id;
      const pending = await deposits.pendingCheckable(userId);
      await Promise.all(
        pending.map(async ({ reference }) => {
          try {
            publishCredit(await checkDeposit(reference, request.log));
          } catch (error) {
            if (!(error instanceof PaystackError)) throw error;
            request.log.warn({ err: error, reference }, 'the payment provider did not answer a deposit check');
          }
        }),
      );
      return { data: { items: await deposits.list(userId) } };
    },
  );

  // Cancelling asks the provider first: a payment that went through is credited instead.
  app.post(
    '/wallet/deposits/:reference/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        params: z.object({ reference: z.string().max(100, serverMessages.depositNotFound) }),
        response: responses.cancel,
      },
    },
    async (request) => {
      const userId = request.auth!.user.id;
      const deposit = await deposits.ownDeposit(userId, request.params.reference);
      if (deposit.status === 'pending') {
        try {
          publishCredit(await cancelDeposit(deposit, request.log));
        } catch (error) {
          if (!(error instanceof PaystackError)) throw error;
          request.log.warn(
            { err: error, reference: deposit.reference },
            'the payment provider did not answer a cancel',
          );
          throw new AppError('unavailable', serverMessages.depositCheckUnavailable);
        }
      }
      const settled = toDeposit(await deposits.ownDeposit(userId, deposit.reference));
      const message = {
        credited: walletMessages.depositCredited(formatNaira(settled.amount)),
        failed: walletMessages.depositFailed,
        cancelled: serverMessages.depositCancelled,
        pending: serverMessages.depositCheckUnavailable,
      }[settled.status];
      return { message, data: settled };
    },
  );

  app.post(
    '/wallet/virtual-account',
    { onRequest: app.authenticate, schema: { response: responses.virtualAccount } },
    async (request) => ({ data: await deposits.virtualAccount(request.auth!.user) }),
  );

  // Paystack's webhook: the signature covers the raw body, so this route keeps it.
  await app.register(async (webhooks) => {
    keepRawJsonBody(webhooks);
    webhooks.post('/webhooks/paystack', { schema: { response: responses.webhook } }, async (request, reply) => {
      const signature = request.headers[SIGNATURE_HEADER];
      const rawBody = request.rawBody ?? '';
      if (!provider.verifyWebhook(rawBody, typeof signature === 'string' ? signature : undefined)) {
        return sendFailure(reply, 401, 'unauthenticated', serverMessages.webhookSignatureInvalid);
      }
      const event = parseWebhookEvent(rawBody);
      if (event.event === 'charge.success') {
        const { succeeded, charge } = parseChargeEvent(event.data);
        if (!succeeded) return { data: { outcome: 'ignored' as const } };
        const credit = await creditCharge(charge, request.log);
        publishCredit(credit);
        return { data: { outcome: credit.outcome } };
      }
      if (event.event.startsWith(TRANSFER_EVENT_PREFIX) && onTransferEvent) {
        await onTransferEvent(event, request.log);
        return { data: { outcome: 'handled' as const } };
      }
      if (event.event.startsWith(CUSTOMER_IDENTIFICATION_EVENT_PREFIX) && onCustomerIdentificationEvent) {
        await onCustomerIdentificationEvent(event);
        return { data: { outcome: 'handled' as const } };
      }
      return { data: { outcome: 'ignored' as const } };
    });
  });
};
