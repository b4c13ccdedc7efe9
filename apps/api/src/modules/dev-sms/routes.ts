import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devSmsSchema } from '@naijabid/shared/schemas/dev';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { escapeHtml } from '../../plugins/mailer';
import { failureResponses, htmlPage } from '../../responses';
import { smsOutboxPage } from './page';
import type { DevSmsService } from './service';

const outboxQuery = z.object({ to: z.string().max(32).optional() });
const responses = {
  api: { 200: dataAnswerSchema(z.array(devSmsSchema)), ...failureResponses() },
  page: { 200: htmlPage, ...failureResponses() },
};

/** Development only (never registered in production): the SMS the server would have sent. */
export const devSmsApiRoutes: FastifyPluginAsyncZod<{ outbox: DevSmsService }> = async (app, { outbox }) => {
  app.get('/dev/sms', { schema: { querystring: outboxQuery, response: responses.api } }, async (request) => ({
    data: await outbox.latest(request.query.to),
  }));
};

export const devSmsPageRoutes: FastifyPluginAsyncZod<{ outbox: DevSmsService }> = async (app, { outbox }) => {
  app.get('/dev/sms', { schema: { querystring: outboxQuery, response: responses.page } }, async (request, reply) => {
    const to = request.query.to;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(smsOutboxPage(to, await outbox.latest(to), escapeHtml));
  });
};
