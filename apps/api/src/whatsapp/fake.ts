import { randomBytes } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type onRequestHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { fakeWhatsAppMessages } from '../db/schema';
import { escapeHtml } from '../plugins/mailer';
import { scheduleJob, type JobHandlers } from '../plugins/job-queue';
import {
  WHATSAPP_API_VERSION,
  WHATSAPP_SIGNATURE_HEADER,
  WHATSAPP_STATUSES,
  signWebhookBody,
  templateMessageSchema,
  type WhatsAppStatus,
} from './cloud-api';

/**
 * A stand-in for the WhatsApp Business Cloud API, never used in production: the same send
 * endpoint, answers and Graph error envelope, and the same signed status webhooks, so the
 * code that talks to WhatsApp is the code that runs. `npm start` without WHATSAPP_TOKEN mounts
 * it on the app's own server under FAKE_WHATSAPP_PREFIX, with an outbox page for developers
 * (`/fake-whatsapp/outbox`) whose buttons report a message delivered, read or failed; tests
 * start it alone on a port of its own. Its messages are rows (`fake_whatsapp_messages`) and
 * its webhooks are jobs of our queue, so any process serving it answers alike and a webhook
 * our server refuses is retried.
 */
export const FAKE_WHATSAPP_PREFIX = '/fake-whatsapp';
/** The fake's own calls, which WhatsApp has not (a message's status, as a phone would report it). */
export const FAKE_WHATSAPP_SIMULATIONS = '/fake/';
export const FAKE_WHATSAPP_WEBHOOK_JOB = 'fake_whatsapp_webhook';

export interface FakeWhatsAppOptions {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  db: () => Database;
  /** Where its webhooks go (our POST /api/v1/webhooks/whatsapp); read when each is sent. */
  webhookUrl: () => string;
  /** Reports each accepted message delivered at once, as a phone online would; off, a message stays `sent` until told. */
  autoDeliver: boolean;
}

/** The statuses webhook WhatsApp sends for one message (the `messages` field of the business account). */
function statusWebhook(phoneNumberId: string, wamid: string, recipient: string, status: WhatsAppStatus): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'fake-business-account',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '2348000000000', phone_number_id: phoneNumberId },
              statuses: [
                {
                  id: wamid,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: recipient,
                  ...(status === 'failed'
                    ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }] }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

async function reportStatus(
  tx: Database,
  options: FakeWhatsAppOptions,
  message: { wamid: string; toNumber: string },
  status: WhatsAppStatus,
) {
  await tx.update(fakeWhatsAppMessages).set({ status }).where(eq(fakeWhatsAppMessages.wamid, message.wamid));
  await scheduleJob(tx, {
    kind: FAKE_WHATSAPP_WEBHOOK_JOB,
    payload: { body: statusWebhook(options.phoneNumberId, message.wamid, message.toNumber, status) },
    runAt: new Date(),
    dedupeKey: `fake-whatsapp:${message.wamid}:${status}`,
  });
}

/** Graph API errors: `{ error: { message, type, code, fbtrace_id } }`. */
function graphError(message: string, code: number) {
  return { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') } };
}

function outboxPage(rows: Array<typeof fakeWhatsAppMessages.$inferSelect>): string {
  const items = rows
    .map((row) => {
      const body = templateMessageSchema.parse(row.body);
      const parameters = body.template.components?.[0]?.parameters.map((parameter) => parameter.text) ?? [];
      const buttons = WHATSAPP_STATUSES.filter((status) => status !== 'sent')
        .map(
          (status) =>
            `<form method="post" action="${FAKE_WHATSAPP_PREFIX}${FAKE_WHATSAPP_SIMULATIONS}messages/${encodeURIComponent(row.wamid)}/${status}"><button type="submit">${status}</button></form>`,
        )
        .join('');
      return `<article>
  <p class="meta">To +${escapeHtml(row.toNumber)} &middot; ${escapeHtml(body.template.name)} &middot; <strong>${escapeHtml(row.status)}</strong> &middot; <time>${row.createdAt.toISOString()}</time></p>
  <p class="text">${parameters.map(escapeHtml).join(' &middot; ')}</p>
  <div class="actions">${buttons}</div>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake WhatsApp outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:8px;padding:12px;margin-bottom:12px}
.meta{color:#6b7280;font-size:14px;margin:0 0 4px}.text{font-size:16px;margin:0 0 8px}
.actions{display:flex;gap:8px}button{padding:6px 12px}
</style></head><body>
<h1>Fake WhatsApp outbox</h1>
<p>Template messages the server sent to the fake WhatsApp Cloud API, newest first. A button sends our server the signed status webhook a phone would cause. This page does not exist in production.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

const OUTBOX_PAGE_SIZE = 100;

/** The Cloud API's send route, the outbox page and the status buttons. `refuseStrangers` guards the last two. */
export function fakeWhatsAppRoutes(
  options: FakeWhatsAppOptions,
  refuseStrangers?: onRequestHookHandler,
): FastifyPluginAsync {
  return async (fake) => {
    // The page's buttons post empty forms.
    fake.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, undefined),
    );
    fake.post<{ Params: { version: string; phoneNumberId: string } }>(
      '/:version/:phoneNumberId/messages',
      async (request, reply) => {
        if (request.headers.authorization !== `Bearer ${options.token}`)
          return reply.status(401).send(graphError('Invalid OAuth access token.', 190));
        if (request.params.version !== WHATSAPP_API_VERSION || request.params.phoneNumberId !== options.phoneNumberId)
          return reply.status(400).send(graphError('Unsupported post request.', 100));
        const parsed = templateMessageSchema.safeParse(request.body);
        if (!parsed.success)
          return reply
            .status(400)
            .send(graphError(`(#100) Invalid parameter: ${parsed.error.issues[0]!.message}`, 100));
        const wamid = `wamid.${randomBytes(24).toString('base64url')}`;
        const message = { wamid, toNumber: parsed.data.to };
        await options.db().transaction(async (tx) => {
          await tx.insert(fakeWhatsAppMessages).values({ ...message, body: parsed.data, status: 'accepted' });
          await reportStatus(tx, options, message, 'sent');
          if (options.autoDeliver) await reportStatus(tx, options, message, 'delivered');
        });
        return {
          messaging_product: 'whatsapp',
          contacts: [{ input: parsed.data.to, wa_id: parsed.data.to }],
          messages: [{ id: wamid }],
        };
      },
    );

    await fake.register(async (simulations) => {
      if (refuseStrangers) simulations.addHook('onRequest', refuseStrangers);
      simulations.get('/outbox', async (_request, reply) => {
        const rows = await options
          .db()
          .select()
          .from(fakeWhatsAppMessages)
          .orderBy(desc(fakeWhatsAppMessages.createdAt))
          .limit(OUTBOX_PAGE_SIZE);
        return reply.type('text/html; charset=utf-8').send(outboxPage(rows));
      });
      simulations.post<{ Params: { wamid: string; status: string } }>(
        `${FAKE_WHATSAPP_SIMULATIONS}messages/:wamid/:status`,
        async (request, reply) => {
          const status = WHATSAPP_STATUSES.find((known) => known === request.params.status);
          if (!status) return reply.status(404).send(graphError('Unknown status.', 100));
          const found = await options.db().transaction(async (tx) => {
            const [message] = await tx
              .select()
              .from(fakeWhatsAppMessages)
              .where(eq(fakeWhatsAppMessages.wamid, request.params.wamid))
              .for('update');
            if (message) await reportStatus(tx, options, message, status);
            return message !== undefined;
          });
          if (!found) return reply.status(404).send(graphError('Unknown message.', 100));
          return reply.redirect(`${FAKE_WHATSAPP_PREFIX}/outbox`, 303);
        },
      );
    });
  };
}

/** Deletes at most `limit` of the fake's messages sent more than `days` ago, and answers how many. */
export async function pruneFakeWhatsAppMessages(db: Database, days: number, limit: number): Promise<number> {
  const old = db
    .select({ wamid: fakeWhatsAppMessages.wamid })
    .from(fakeWhatsAppMessages)
    .where(sql`${fakeWhatsAppMessages.createdAt} < now() - make_interval(days => ${days}::int)`)
    .limit(limit);
  const pruned = await db
    .delete(fakeWhatsAppMessages)
    .where(inArray(fakeWhatsAppMessages.wamid, old))
    .returning({ wamid: fakeWhatsAppMessages.wamid });
  return pruned.length;
}

/** Sends the fake's status webhooks, signed with the app secret; one our server refuses fails the job, which retries it. */
export function fakeWhatsAppJobs(options: Pick<FakeWhatsAppOptions, 'appSecret' | 'webhookUrl'>): JobHandlers {
  return {
    [FAKE_WHATSAPP_WEBHOOK_JOB]: {
      outside: async (payload) => {
        const { body } = payload as { body: string };
        const answer = await fetch(options.webhookUrl(), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [WHATSAPP_SIGNATURE_HEADER]: signWebhookBody(options.appSecret, body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await answer.body?.cancel();
        if (answer.status !== 200) throw new Error(`Our server answered the fake WhatsApp webhook ${answer.status}`);
      },
    },
  };
}

/** The fake alone on a server of its own (tests), listening on a free loopback port. */
export async function startFakeWhatsApp(
  options: FakeWhatsAppOptions,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: FastifyInstance = Fastify({ logger: false });
  await server.register(fakeWhatsAppRoutes(options));
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The fake WhatsApp has no port');
  return { baseUrl: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
