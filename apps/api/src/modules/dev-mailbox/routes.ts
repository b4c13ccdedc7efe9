import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devMailSchema } from '@naijabid/shared/schemas/dev';
import { dataAnswerSchema } from '@naijabid/shared/schemas/envelope';
import { escapeHtml } from '../../plugins/mailer';
import { failureResponses, htmlPage } from '../../responses';
import { mailboxPage } from './page';
import type { DevMailboxService } from './service';

const mailboxQuery = z.object({ to: z.string().max(254).optional() });
const responses = {
  api: { 200: dataAnswerSchema(z.array(devMailSchema)), ...failureResponses() },
  page: { 200: htmlPage, ...failureResponses() },
};

/** Development only (never registered in production): the mail the server would have sent. */
export const devMailboxApiRoutes: FastifyPluginAsyncZod<{ mailbox: DevMailboxService }> = async (app, { mailbox }) => {
  app.get('/dev/mailbox', { schema: { querystring: mailboxQuery, response: responses.api } }, async (request) => ({
    data: await mailbox.latest(request.query.to),
  }));
};

export const devMailboxPageRoutes: FastifyPluginAsyncZod<{ mailbox: DevMailboxService }> = async (app, { mailbox }) => {
  app.get(
    '/dev/mailbox',
    { schema: { querystring: mailboxQuery, response: responses.page } },
    async (request, reply) => {
      const to = request.query.to;
      const mail = await mailbox.latest(to);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(mailboxPage(to, mail, escapeHtml));
    },
  );
};
