import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../plugins/mailer';
import { mailboxPage } from './page';
import type { DevMailboxService } from './service';

const mailboxQuery = z.object({ to: z.string().max(254).optional() });

/** Development only (never registered in production): the mail the server would have sent. */
export const devMailboxApiRoutes: FastifyPluginAsyncZod<{ mailbox: DevMailboxService }> = async (app, { mailbox }) => {
  app.get('/dev/mailbox', { schema: { querystring: mailboxQuery } }, async (request) => ({
    data: await mailbox.latest(request.query.to),
  }));
};

export const devMailboxPageRoutes: FastifyPluginAsyncZod<{ mailbox: DevMailboxService }> = async (app, { mailbox }) => {
  app.get('/dev/mailbox', { schema: { querystring: mailboxQuery } }, async (request, reply) => {
    const to = request.query.to;
    const mail = await mailbox.latest(to);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(to, mail, escapeHtml));
  });
};
