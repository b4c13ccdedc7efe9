import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { devMail } from '../../db/schema';
import { escapeHtml } from '../../plugins/mailer';
import { mailboxPage } from './page';

const MAILBOX_PAGE_SIZE = 50;

async function latestMail(db: Database, to: string | undefined) {
  const rows = await db
    .select()
    .from(devMail)
    .where(to ? eq(devMail.toAddress, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devMail.sentAt))
    .limit(MAILBOX_PAGE_SIZE);
  return rows.map((row) => ({
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    sentAt: row.sentAt.toISOString(),
  }));
}

const mailboxQuery = z.object({ to: z.string().max(254).optional() });

/** Development only (never registered in production): the mail the server would have sent. */
export const devMailboxApiRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/dev/mailbox', { schema: { querystring: mailboxQuery } }, async (request) => ({
    data: await latestMail(db, request.query.to),
  }));
};

export const devMailboxPageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/dev/mailbox', { schema: { querystring: mailboxQuery } }, async (request, reply) => {
    const to = request.query.to;
    const mail = await latestMail(db, to);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxPage(to, mail, escapeHtml));
  });
};
