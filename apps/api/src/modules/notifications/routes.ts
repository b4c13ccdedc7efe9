import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailPreferenceLabels } from '@naijabid/shared/messages/notifications';
import { dataAnswerSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import {
  mailPreferencesSchema,
  mailPreferencesUpdateSchema,
  markReadRequestSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@naijabid/shared/schemas/notifications';
import { BODY_REFUSALS, failureResponses, htmlPage } from '../../responses';
import type { NotificationService } from './service';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';

const unsubscribeQuery = z.object({ token: z.string().max(200).default('') });

/** What each route answers, by status. */
const responses = {
  list: { 200: dataAnswerSchema(notificationsPageSchema), ...failureResponses('unauthenticated') },
  read: { 200: dataAnswerSchema(unreadCountSchema), ...failureResponses(BODY_REFUSALS, 'unauthenticated') },
  preferences: { 200: dataAnswerSchema(mailPreferencesSchema), ...failureResponses('unauthenticated') },
  updatePreferences: {
    200: messageAnswerSchema(mailPreferencesSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated'),
  },
  // The pages answer 400 in HTML too: the one reading them is a person or a mail client.
  unsubscribe: { 200: htmlPage, 400: htmlPage, ...failureResponses() },
};

export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  // A one-click unsubscribe (RFC 8058) is posted as a form, `List-Unsubscribe=One-Click`; only
  // these routes take forms, and the body says nothing the token does not, so it is not read.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    '/me/notifications',
    { onRequest: app.authenticate, schema: { querystring: notificationsQuerySchema, response: responses.list } },
    async (request) => ({ data: await notifications.list(request.auth!.user.id, request.query) }),
  );

  // Sent without a body (Fastify reads it as null), every notice is marked read.
  app.post(
    '/me/notifications/read',
    { onRequest: app.authenticate, schema: { body: markReadRequestSchema.nullish(), response: responses.read } },
    async (request) => ({
      data: { unreadCount: await notifications.markRead(request.auth!.user.id, request.body?.upTo) },
    }),
  );

  app.get(
    '/me/notification-preferences',
    { onRequest: app.authenticate, schema: { response: responses.preferences } },
    async (request) => ({ data: await notifications.preferences(request.auth!.user.id) }),
  );

  app.put(
    '/me/notification-preferences',
    {
      onRequest: app.authenticate,
      schema: { body: mailPreferencesUpdateSchema, response: responses.updatePreferences },
    },
    async (request) => ({
      message: mailPreferenceLabels.saved,
      data: await notifications.updatePreferences(request.auth!.user.id, request.body),
    }),
  );

  app.get(
    '/unsubscribe',
    { schema: { querystring: unsubscribeQuery, response: responses.unsubscribe } },
    async (request, reply) => {
      const target = await notifications.readUnsubscribe(request.query.token);
      reply.type('text/html; charset=utf-8');
      return target ? confirmPage(target.kind, request.query.token) : reply.status(400).send(invalidPage());
    },
  );

  app.post(
    '/unsubscribe',
    { schema: { querystring: unsubscribeQuery, response: responses.unsubscribe } },
    async (request, reply) => {
      const target = await notifications.readUnsubscribe(request.query.token);
      reply.type('text/html; charset=utf-8');
      if (!target) return reply.status(400).send(invalidPage());
      await notifications.unsubscribe(target);
      return donePage(target.kind);
    },
  );
};
