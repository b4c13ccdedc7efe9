import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@naijabid/shared/messages';
import { contactRequestSchema, newsletterRequestSchema } from '@naijabid/shared/schemas/engagement';
import type { EngagementService } from './service';

export const engagementRoutes: FastifyPluginAsyncZod<{ engagement: EngagementService }> = async (app, { engagement }) => {
  app.post('/newsletter', { schema: { body: newsletterRequestSchema } }, async (request, reply) => {
    await engagement.subscribe(request.body.email);
    return reply.status(201).send({ message: serverMessages.subscribed, data: {} });
  });

  app.get(
    '/newsletter/confirm',
    { schema: { querystring: z.object({ token: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const confirmed = await engagement.confirmSubscription(request.query.token);
      return reply.redirect(`/?newsletter=${confirmed ? 'confirmed' : 'invalid'}`, 303);
    },
  );

  app.post('/contact', { schema: { body: contactRequestSchema } }, async (request, reply) => {
    await engagement.receiveContactMessage(request.body, request.ip);
    return reply.status(201).send({ message: serverMessages.contactReceived, data: {} });
  });
};
