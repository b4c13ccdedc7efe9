import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMoneyMessages as m } from '@naijabid/shared/messages/admin-money';
import { operatorActionRequestSchema } from '@naijabid/shared/schemas/admin';
import {
  adminWithdrawalSchema,
  adminWithdrawalsQuerySchema,
  ledgerExportQuerySchema,
} from '@naijabid/shared/schemas/admin-money';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { reconciliationReportSchema } from '@naijabid/shared/schemas/reconciliation';
import { withdrawalSchema, type Withdrawal } from '@naijabid/shared/schemas/withdrawals';
import { BODY_REFUSALS } from '../../responses';
import type { ReconciliationService } from '../reconciliation/service';
import type { WithdrawalService } from '../withdrawals/service';
import type { OperatorAction } from './repository';
import { adminFailures, operatorOf } from './scope';

/** A CSV file, streamed as it is read (Fastify serialises only JSON). */
const csvFile = { content: { 'text/csv': { schema: z.string() } } };

/** What each route answers, by status. */
const responses = {
  reconciliation: { 200: dataAnswerSchema(reconciliationReportSchema), ...adminFailures() },
  ledger: { 200: csvFile, ...adminFailures('validation') },
  withdrawals: { 200: dataAnswerSchema(itemsDataSchema(adminWithdrawalSchema)), ...adminFailures('validation') },
  retry: {
    201: messageAnswerSchema(withdrawalSchema),
    ...adminFailures(BODY_REFUSALS, 'withdrawal_not_retryable', 'insufficient_funds', 'withdrawal_limit_reached'),
  },
};

export interface MoneyRouteOptions {
  reconciliation: ReconciliationService;
  withdrawals: WithdrawalService;
  /** Writes an audit entry on its own (repository.recordOperatorAction outside any other transaction). */
  recordAction: (action: OperatorAction) => Promise<void>;
  /** workflows/money/retry-withdrawal.ts, handed in by app.ts: holds, audits and sends the retry, then publishes. */
  retryWithdrawal: (request: { withdrawalId: string; operatorId: string; reason: string }) => Promise<Withdrawal>;
}

/** The console's money section (docs/product.md#operator-console), registered inside adminScope. */
export const moneyRoutes: FastifyPluginAsyncZod<MoneyRouteOptions> = async (app, options) => {
  app.get('/reconciliation', { schema: { response: responses.reconciliation } }, async () => ({
    data: await options.reconciliation.reconcile(),
  }));

  app.get(
    '/ledger.csv',
    { schema: { querystring: ledgerExportQuerySchema, response: responses.ledger } },
    async (request, reply) => {
      const { from, to } = request.query;
      await options.recordAction({
        operatorId: operatorOf(request).id,
        action: 'ledger.export',
        recordType: 'ledger',
        recordId: `${from}..${to}`,
        reason: m.ledgerExported,
        details: { from, to },
      });
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="naijabid-ledger-${from}-to-${to}.csv"`)
          .header('cache-control', 'no-store')
          // Fastify pipes a stream as it is; the schema says what the bytes are, not the value sent.
          .send(Readable.from(options.reconciliation.ledgerCsv({ from, to })) as unknown as string)
      );
    },
  );

  app.get(
    '/withdrawals',
    { schema: { querystring: adminWithdrawalsQuerySchema, response: responses.withdrawals } },
    async (request) => ({ data: { items: await options.withdrawals.everyones(request.query.status) } }),
  );

  app.post(
    '/withdrawals/:id/retry',
    {
      schema: {
        params: z.object({ id: z.uuid(m.withdrawalNotFound) }),
        body: operatorActionRequestSchema,
        response: responses.retry,
      },
    },
    async (request, reply) => {
      const withdrawal = await options.retryWithdrawal({
        withdrawalId: request.params.id,
        operatorId: operatorOf(request).id,
        reason: request.body.reason,
      });
      return reply.status(201).send({ message: m.retried(withdrawal.reference), data: withdrawal });
    },
  );
};
