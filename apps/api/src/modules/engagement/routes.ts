import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { contactRequestSchema, newsletterRequestSchema } from '@naijabid/shared/schemas/engagement';
import { emptyDataSchema, messageAnswerSchema, redirectSchema } from '@naijabid/shared/schemas/envelope';
import { BODY_REFUSALS, failureResponses } from '../../responses';
import type { EngagementService } from './service';

/** What each route answers, by status. */
const responses = {
  // A mail that cannot be sent answers 503 (`unavailable`), which every route may answer.
  received: { 201: messageAnswerSchema(emptyDataSchema), ...failureResponses(BODY_REFUSALS, 'rate_limited') },
  confirm: { 303: redirectSchema, ...failureResponses() },
};

export const engagementRoutes: FastifyPluginAsyncZod<{ engagement: EngagementService }> = async (
  app,
  { engagement },
) => {
  app.post(
    '/newsletter',
    { schema: { body: newsletterRequestSchema, response: responses.received } },
    async (request, reply) => {
      await engagement.subscribe(request.body.email);
      return reply.status(201).send({ message: serverMessages.subscribed, data: {} });
    },
  );

  app.get(
    '/newsletter/confirm',
    { schema: { querystring: z.object({ token: z.string().min(1).max(100) }), response: responses.confirm } },
    async (request, reply) => {
      const confirmed = await engagement.confirmSubscription(request.query.token);
      return reply.redirect(`/?newsletter=${confirmed ? 'confirmed' : 'invalid'}`, 303);
    },
  );

  app.post(
    '/contact',
    { schema: { body: contactRequestSchema, response: responses.received } },
    async (request, reply) => {
      await engagement.receiveContactMessage(request.body, request.ip);
      return reply.status(201).send({ message: serverMessages.contactReceived, data: {} });
    },
  );
};
