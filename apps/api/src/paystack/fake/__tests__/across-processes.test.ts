import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/accounts';
import { payAtCheckout } from '../../../test/paystack';
import { startServerProcess, stop } from '../../../test/server-process';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createFakePaystack, type FakePaystack } from '../server';

const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

/*
 * `npm start` on PostgreSQL and Redis runs a server process per core, each mounting the fake
 * Paystack, and a load balancer may spread one user's requests over several nodes: a checkout
 * initialised through one must be paid through any other, and a webhook one could not
 * deliver must still be delivered after it is gone.
 */

let app: TestApp;
const others: FakePaystack[] = [];

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const fake of others) await fake.server.close();
  await app.close();
});

/** Another instance of the app's fake Paystack on the app's database, as another process would run it. */
async function anotherFake(webhookUrl = `${app.baseUrl}/api/v1/webhooks/paystack`): Promise<FakePaystack> {
  const fake = await createFakePaystack({
    secretKey: app.fakePaystack!.secretKey,
    db: () => app.database.db,
    webhookUrl: () => webhookUrl,
    log: Fastify({ logger: false }).log,
  });
  await fake.server.listen({ host: '127.0.0.1', port: 0 });
  others.push(fake);
  return fake;
}

async function startDeposit(token: string, amount: number): Promise<{ reference: string; accessCode: string }> {
  const started = await app.request('POST', '/api/v1/wallet/deposits', { token, body: { amount } });
  expect(started.status).toBe(201);
  const { reference, checkoutUrl } = started.body.data;
  return { reference, accessCode: new URL(checkoutUrl).pathname.split('/').pop()! };
}

const available = async (token: string) =>
  (await app.request('GET', '/api/v1/wallet', { token })).body.data.available as number;

describe('the fake Paystack on several processes', () => {
  it('credits a deposit initialised through one instance and paid through another on the same database', async () => {
    const buyer = await signUpAndLogIn(app);
    const { reference, accessCode } = await startDeposit(buyer.token, 4_500_00);
    const other = await anotherFake();

    const page = await fetch(`${other.baseUrl()}/checkout/${accessCode}`);
    expect(page.status).toBe(200);
    const back = await payAtCheckout(`${other.baseUrl()}/checkout/${accessCode}`);
    expect(back.searchParams.get('reference')).toBe(reference);
    await other.context.webhooksSettled();

    expect(await available(buyer.token)).toBe(4_500_00);
    const deposit = await app.request('GET', `/api/v1/wallet/deposits/${reference}`, { token: buyer.token });
    expect(deposit.body.data).toMatchObject({ status: 'credited', channel: 'card' });
  });

  it('delivers a webhook through another instance when the one that took the payment could not', async () => {
    const buyer = await signUpAndLogIn(app);
    const { accessCode } = await startDeposit(buyer.token, 2_000_00);
    // Its webhooks go nowhere (a port nobody listens on), as from a process about to die.
    const cutOff = await anotherFake('http://127.0.0.1:9/api/v1/webhooks/paystack');
    await payAtCheckout(`${cutOff.baseUrl()}/checkout/${accessCode}`);
    await cutOff.server.close();

    // The app's own instance finds the webhook waiting in the database and delivers it.
    await app.fakePaystack!.webhooksSettled();
    expect(await available(buyer.token)).toBe(2_000_00);
  });

  it.runIf(onRealServers)(
    'credits a deposit started on one server process and paid on another',
    async () => {
      const other = await startServerProcess(app.databaseUrl!, process.env.REDIS_URL!);
      try {
        const buyer = await signUpAndLogIn(app);
        const { reference, accessCode } = await startDeposit(buyer.token, 7_000_00);
        const back = await payAtCheckout(`${other.url}/fake-paystack/checkout/${accessCode}`);
        expect(back.searchParams.get('reference')).toBe(reference);
        // The other process delivers the webhook to its own webhook route.
        const deadline = Date.now() + 15_000;
        while ((await available(buyer.token)) === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await available(buyer.token)).toBe(7_000_00);
      } finally {
        await stop(other.child);
      }
    },
    60_000,
  );
});
