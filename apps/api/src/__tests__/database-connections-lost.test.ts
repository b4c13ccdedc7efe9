import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBidAnswerSchema } from '@naijabid/shared/schemas/bids';
import { healthyDataSchema } from '@naijabid/shared/schemas/health';
import { fundedBidder, MANY_LOGINS, sellerId, type Bidder } from '../test/bidding';
import { insertListingRow } from '../test/listings';
import { startServerProcess, stop } from '../test/server-process';
import { startTestApp, type TestApp } from '../test/test-app';

const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const naira = (amount: number) => amount * 100;
/** Names the server process's connections, so only its backends are terminated, not this test's own. */
const APPLICATION_NAME = 'naijabid-connection-loss';
const ROUNDS = 6;
const BUSY_MS = 2_000;
const IDLE_MS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
});
afterAll(() => app.close());

function placeBid(serverUrl: string, bidder: Bidder, listingId: string, maxAmount: number): Promise<Response> {
  return fetch(`${serverUrl}/api/v1/auctions/${listingId}/bids`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${bidder.token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ maxAmount }),
  });
}

describe.runIf(onRealServers)('a server process whose database connections are terminated', () => {
  it('lives through terminations at random moments during bids, jobs and idle periods, then answers again', async () => {
    const seller = await sellerId(app);
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(10_000),
      currentPriceKobo: naira(10_000),
    });
    const bidders = await Promise.all([1, 2, 3, 4].map(() => fundedBidder(app, naira(100_000_000))));
    const databaseUrl = new URL(app.databaseUrl!);
    const databaseName = databaseUrl.pathname.slice(1);
    databaseUrl.searchParams.set('application_name', APPLICATION_NAME);
    // Production mode, as the process that exited was; mail fails to send (nothing listens on
    // port 9), so the outbid mails stay as jobs the runner claims and retries throughout.
    const server = await startServerProcess(databaseUrl.toString(), process.env.REDIS_URL!, {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYSTACK_SECRET_KEY: 'sk_test_connectionloss',
      TERMII_API_KEY: 'TLconnectionlosskey',
      COMPANY_ADDRESS: '1 Connection Loss Close, Ikeja, Lagos',
      COMPANY_TIN: '12345678-0001',
    });
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    admin.on('error', () => undefined);
    await admin.connect();
    try {
      let storming = true;
      let terminated = 0;
      const killer = (async () => {
        while (storming) {
          await sleep(50 + Math.random() * 400);
          const ended = await admin.query<{ count: number }>(
            `select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
             where datname = $1 and application_name = $2`,
            [databaseName, APPLICATION_NAME],
          );
          terminated += ended.rows[0]!.count;
        }
      })();

      const statuses = new Map<number, number>();
      let amount = naira(20_000);
      for (let round = 0; round < ROUNDS && server.child.exitCode === null; round += 1) {
        const busyUntil = Date.now() + BUSY_MS;
        await Promise.all(
          bidders.map(async (bidder) => {
            while (Date.now() < busyUntil && server.child.exitCode === null) {
              amount += naira(1_000);
              const response = await placeBid(server.url, bidder, listing.id, amount).catch(() => undefined);
              if (!response) break;
              statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
              await response.arrayBuffer();
            }
          }),
        );
        await sleep(IDLE_MS);
      }
      storming = false;
      await killer;

      expect(server.child.exitCode, server.output().slice(-4_000)).toBeNull();
      expect(terminated).toBeGreaterThan(ROUNDS);
      expect(statuses.get(201)).toBeGreaterThan(0);
      // A bid whose connection was cut is refused with 503 (try again), never a 500.
      expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);

      let health: Response | undefined;
      for (let waited = 0; waited < 10_000; waited += 200) {
        health = await fetch(`${server.url}/api/v1/health`);
        if (health.status === 200) break;
        await sleep(200);
      }
      expect(health!.status).toBe(200);
      const healthBody = (await health!.json()) as { data: unknown };
      expect(healthyDataSchema.parse(healthBody.data).database.status).toBe('up');

      const highest = amount + naira(1_000_000);
      const final = await placeBid(server.url, bidders[0]!, listing.id, highest);
      expect(final.status).toBe(201);
      const answer = placeBidAnswerSchema.parse(((await final.json()) as { data: unknown }).data);
      expect(answer.leading).toBe(true);
      expect(answer.currentPrice).toBeGreaterThan(naira(20_000));
      expect(answer.currentPrice).toBeLessThanOrEqual(highest);
      expect(answer.bidCount).toBeGreaterThan(1);
    } finally {
      await admin.end();
      if (server.child.exitCode === null) await stop(server.child);
      else await exited;
    }
  }, 120_000);
});
