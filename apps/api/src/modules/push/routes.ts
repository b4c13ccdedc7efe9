import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSettingsLabels } from '@naijabid/shared/messages/push';
import { dataAnswerSchema, emptyDataSchema, messageAnswerSchema } from '@naijabid/shared/schemas/envelope';
import {
  pushPreferencesSchema,
  pushPreferencesUpdateSchema,
  pushSettingsSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@naijabid/shared/schemas/push';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { PushService } from './service';

/** What each route answers, by status. */
const responses = {
  settings: { 200: dataAnswerSchema(pushSettingsSchema), ...failureResponses('unauthenticated') },
  preferences: {
    200: messageAnswerSchema(pushPreferencesSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated'),
  },
  subscribe: {
    201: messageAnswerSchema(emptyDataSchema),
    ...failureResponses(BODY_REFUSALS, 'unauthenticated', 'push_unavailable', 'push_endpoint_refused'),
  },
  unsubscribe: { 200: messageAnswerSchema(emptyDataSchema), ...failureResponses(BODY_REFUSALS, 'unauthenticated') },
};

/** Web Push: the key to subscribe with, this account's switches, and this browser's subscription. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get('/me/push', { onRequest: app.authenticate, schema: { response: responses.settings } }, async (request) => ({
    data: await push.settings(request.auth!.user.id),
  }));

  app.put(
    '/me/push/preferences',
    { onRequest: app.authenticate, schema: { body: pushPreferencesUpdateSchema, response: responses.preferences } },
    async (request) => ({
      message: pushSettingsLabels.saved,
      data: await push.updatePreferences(request.auth!.user.id, request.body),
    }),
  );

  // Subscribing again (a renewed subscription, another account on this browser) replaces the row.
  app.post(
    '/me/push/subscriptions',
    { onRequest: app.authenticate, schema: { body: pushSubscriptionSchema, response: responses.subscribe } },
    async (request, reply) => {
      await push.subscribe(request.auth!.user.id, request.body);
      return reply.status(201).send({ message: pushSettingsLabels.subscribed, data: {} });
    },
  );

  // POST, not DELETE with a body: the address to forget is too long and too private for a URL.
  app.post(
    '/me/push/subscriptions/remove',
    { onRequest: app.authenticate, schema: { body: pushUnsubscribeSchema, response: responses.unsubscribe } },
    async (request) => {
      await push.unsubscribe(request.auth!.user.id, request.body.endpoint);
      return { message: pushSettingsLabels.unsubscribed, data: {} };
    },
  );
};
