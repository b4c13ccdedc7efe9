import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { createFakePaystackContext } from '../paystack/fake/context';
import { fakeTransferRoutes } from '../paystack/fake/transfers';
import { createPaystackHttp } from '../paystack/http';
import { verifySignedBody, SIGNATURE_HEADER } from '../paystack/signature';
import { openTestDatabase } from './test-app';
import { createPaystackTransfers, transferEventSchema, type TransferEvent } from '../paystack/transfers';

export interface FakeTransfers {
  url: string;
  secretKey: string;
  /** A Paystack client pointed at the fake, for the app under test. */
  transfers: ReturnType<typeof createPaystackTransfers>;
  /** Where the fake's signed transfer.* webhooks go once their signature is checked. */
  onTransferEvent(handler: (event: TransferEvent) => Promise<void>): void;
  /** Sends webhooks to this URL instead (the app's own webhook route). */
  sendWebhooksTo(url: string): void;
  setOutcome(reference: string, status: 'success' | 'failed' | 'reversed', webhook?: boolean): Promise<void>;
  webhooksSettled(): Promise<void>;
  /** Requests the webhook receiver refused or could not handle. */
  refusedWebhooks: number;
  close(): Promise<void>;
}

/**
 * The fake Paystack's payout routes on a Fastify instance of their own, over real HTTP, with
 * a stand-in for the webhook route (signature checked, then the handler the test gives) until
 * the app's own POST /api/v1/webhooks/paystack takes transfer events. Its state goes in a test
 * database of its own, as Paystack's is not the app's: the app's own fake Paystack, mounted
 * for deposits, would otherwise deliver these webhooks too, signed with its own key.
 */
export async function startFakeTransfers(log?: FastifyBaseLogger): Promise<FakeTransfers> {
  const secretKey = 'sk_test_fake_transfers_0123456789';
  const database = await openTestDatabase();
  const fake = Fastify({ loggerInstance: log });
  let url = '';
  let webhookUrl = '';
  let handler: (event: TransferEvent) => Promise<void> = async () => undefined;
  const result = { refusedWebhooks: 0 };
  const context = createFakePaystackContext({
    secretKey,
    db: () => database.handle.db,
    webhookUrl: () => webhookUrl,
    publicUrl: () => url,
    log: fake.log,
  });
  await fake.register(async (paystack) => {
    await paystack.register(fakeTransferRoutes, { context });
  });
  await fake.register(async (receiver) => {
    receiver.removeContentTypeParser('application/json');
    receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    receiver.post('/test-webhook', async (request, reply) => {
      const rawBody = request.body as string;
      const signature = request.headers[SIGNATURE_HEADER];
      if (!verifySignedBody(secretKey, rawBody, typeof signature === 'string' ? signature : undefined)) {
        result.refusedWebhooks += 1;
        return reply.status(401).send();
      }
      await handler(transferEventSchema.parse(JSON.parse(rawBody)));
      return reply.status(200).send({ ok: true });
    });
  });
  await fake.listen({ host: '127.0.0.1', port: 0 });
  const address = fake.server.address();
  if (!address || typeof address === 'string') throw new Error('The fake has no port');
  url = `http://127.0.0.1:${address.port}`;
  webhookUrl = `${url}/test-webhook`;
  return {
    url,
    secretKey,
    transfers: createPaystackTransfers(createPaystackHttp({ baseUrl: url, secretKey, timeoutMs: 5_000 })),
    onTransferEvent(next) {
      handler = next;
    },
    sendWebhooksTo(next) {
      webhookUrl = next;
    },
    async setOutcome(reference, status, webhook = true) {
      const answer = await fetch(`${url}/fake/transfers/${reference}/outcome`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status, webhook }),
      });
      if (!answer.ok) throw new Error(`fake outcome: ${answer.status}`);
    },
    webhooksSettled: () => context.webhooksSettled(),
    get refusedWebhooks() {
      return result.refusedWebhooks;
    },
    async close() {
      await context.webhooksSettled();
      await context.stop();
      await fake.close();
      await database.handle.close();
      await database.drop();
    },
  };
}
