import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { withdrawalMessages as m } from '@naijabid/shared/messages/withdrawals';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import {
  requestWithdrawalSchema,
  withdrawalLimitsSchema,
  withdrawalSchema,
  type Withdrawal,
} from '@naijabid/shared/schemas/withdrawals';
import { AppError } from '../../errors';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { WithdrawalRequest, WithdrawalService } from './service';

const idempotencyKey = z.string().trim().min(8).max(100);

/** What each route answers, by status. */
const responses = {
  limits: { 200: dataAnswerSchema(withdrawalLimitsSchema), ...failureResponses() },
  list: { 200: dataAnswerSchema(itemsDataSchema(withdrawalSchema)), ...failureResponses('unauthenticated') },
  request: {
    201: messageAnswerSchema(withdrawalSchema),
    ...failureResponses(
      BODY_REFUSALS,
      'unauthenticated',
      'not_found',
      'idempotency_key_reused',
      'insufficient_funds',
      'withdrawal_limit_reached',
      'phone_not_verified',
      'seller_not_verified',
      'payout_name_mismatch',
    ),
  },
};

export interface WithdrawalRouteOptions {
  withdrawals: WithdrawalService;
  /**
   * Holds the amount and records the withdrawal in one transaction, then asks the provider
   * to send it (workflows/money/withdraw.ts); a replay of the key answers the first answer.
   */
  requestWithdrawal: (request: WithdrawalRequest) => Promise<Withdrawal>;
}

export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRouteOptions> = async (
  app,
  { withdrawals, requestWithdrawal },
) => {
  // Settings (WITHDRAWAL_MIN_KOBO, WITHDRAWAL_MAX_KOBO, WITHDRAWALS_PER_DAY_KOBO): the form
  // states the ones this server enforces.
  app.get('/wallet/withdrawal-limits', { schema: { response: responses.limits } }, async () => ({
    data: withdrawals.limits(),
  }));

  app.get(
    '/wallet/withdrawals',
    { onRequest: app.authenticate, schema: { response: responses.list } },
    async (request) => ({ data: { items: await withdrawals.list(request.auth!.user.id) } }),
  );

  app.post(
    '/wallet/withdrawals',
    { onRequest: app.authenticate, schema: { body: requestWithdrawalSchema, response: responses.request } },
    async (request, reply) => {
      const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('validation', m.keyRequired);
      if (!request.auth!.user.phoneVerifiedAt)
        throw new AppError('phone_not_verified', phoneMessages.requiredToWithdraw);
      const withdrawal = await requestWithdrawal({
        userId: request.auth!.user.id,
        bankAccountId: request.body.bankAccountId,
        amountKobo: request.body.amount,
        idempotencyKey: key.data,
      });
      return reply.status(201).send({ message: m.requested, data: withdrawal });
    },
  );
};
