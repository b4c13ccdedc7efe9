import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closeAccountMessages, passwordChangeMessages } from '@naijabid/shared/messages/account-settings';
import {
  changePasswordRequestSchema,
  closeAccountRequestSchema,
  personalDataSchema,
} from '@naijabid/shared/schemas/account-settings';
import { emptyDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { AccountService } from './service';

const responses = {
  export: { 200: personalDataSchema, ...failureResponses('unauthenticated') },
  changePassword: {
    200: messageAnswerSchema(emptyDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'password_incorrect', 'rate_limited'),
  },
  close: {
    200: messageAnswerSchema(emptyDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'password_incorrect', 'account_not_closable', 'rate_limited'),
  },
};

export interface AccountRouteOptions {
  account: AccountService;
  /** Sets the new hash and ends every other session of the account (workflows/accounts/change-password.ts), handed in by app.ts. */
  changePassword: (session: { userId: string; sessionId: string }, passwordHash: string) => Promise<void>;
  /** Closes the account, or refuses while money is held or orders are open (workflows/accounts/close-account.ts). */
  closeAccount: (userId: string) => Promise<void>;
}

/** The signed-in user's own account: their data, their password, closing it (docs/product.md#account-settings). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (
  app,
  { account, changePassword, closeAccount },
) => {
  app.get(
    '/me/export',
    { onRequest: app.authenticate, schema: { response: responses.export } },
    async (request, reply) => {
      const data = await account.exportData(request.auth!.user);
      const day = data.exportedAt.slice(0, 10);
      // No renewed token (added to signed-in answers as they are serialised) may land in the file.
      request.auth = undefined;
      return reply
        .header('content-disposition', `attachment; filename="naijabid-my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/me/password',
    { onRequest: app.authenticate, schema: { body: changePasswordRequestSchema, response: responses.changePassword } },
    async (request) => {
      const { user, sessionId } = request.auth!;
      await account.confirmPassword(user, request.body.currentPassword, {
        field: 'currentPassword',
        message: passwordChangeMessages.currentPasswordIncorrect,
      });
      await changePassword({ userId: user.id, sessionId }, await account.hashPassword(request.body.password));
      return { message: passwordChangeMessages.changed, data: {} };
    },
  );

  app.post(
    '/me/close',
    { onRequest: app.authenticate, schema: { body: closeAccountRequestSchema, response: responses.close } },
    async (request) => {
      const user = request.auth!.user;
      await account.confirmPassword(user, request.body.password, {
        field: 'password',
        message: closeAccountMessages.passwordIncorrect,
      });
      await closeAccount(user.id);
      // The session just ended: no renewed token may ride on this answer.
      request.auth = undefined;
      return { message: closeAccountMessages.closed, data: {} };
    },
  );
};
