import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankAccountMessages as m } from '@naijabid/shared/messages/withdrawals';
import { dataAnswerSchema, itemsDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { addBankAccountRequestSchema, bankAccountSchema, bankSchema } from '@naijabid/shared/schemas/withdrawals';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { BankAccountService } from './service';

/** What each route answers, by status (503 when the provider cannot be reached, as any route may). */
const responses = {
  banks: { 200: dataAnswerSchema(itemsDataSchema(bankSchema)), ...failureResponses('unauthenticated') },
  list: { 200: dataAnswerSchema(itemsDataSchema(bankAccountSchema)), ...failureResponses('unauthenticated') },
  add: {
    // 200: looked up, for the user to confirm the name; 201: confirmed and saved.
    200: messageAnswerSchema(bankAccountSchema),
    201: messageAnswerSchema(bankAccountSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'rate_limited', 'bank_account_not_found'),
  },
};

export const bankAccountRoutes: FastifyPluginAsyncZod<{ bankAccounts: BankAccountService }> = async (
  app,
  { bankAccounts },
) => {
  app.get('/banks', { onRequest: app.authenticate, schema: { response: responses.banks } }, async () => ({
    data: { items: await bankAccounts.banks() },
  }));

  app.get(
    '/me/bank-accounts',
    { onRequest: app.authenticate, schema: { response: responses.list } },
    async (request) => ({ data: { items: await bankAccounts.list(request.auth!.user.id) } }),
  );

  app.post(
    '/me/bank-accounts',
    { onRequest: app.authenticate, schema: { body: addBankAccountRequestSchema, response: responses.add } },
    async (request, reply) => {
      const { account, saved } = await bankAccounts.add(request.auth!.user.id, request.body);
      return reply
        .status(saved ? 201 : 200)
        .send({ message: saved ? m.accountSaved : m.accountChecked, data: account });
    },
  );
};
