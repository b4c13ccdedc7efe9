import { spawn } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, listings } from '../db/schema';
import { auctionChannel } from '../modules/live/repository';
import { signUpAndLogIn } from '../test/accounts';
import { insertListingRow } from '../test/listings';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const AUCTIONS = 20;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** One request on a connection of its own, so the cluster may hand it to any process. */
function healthOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${url}/api/v1/health`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.runIf(onRealServers)('WEB_CONCURRENCY on PostgreSQL and Redis', () => {
  it('runs two server processes on one port that share the requests, serve their summed metrics, and close each auction once', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const sellerId = (await app.request('GET', '/api/v1/me', { token: seller.token })).body.data.user.id as string;
    const endsAt = new Date(Date.now() + 4_000);
    const due = await Promise.all(Array.from({ length: AUCTIONS }, () => insertListingRow(app, sellerId, { endsAt })));
    const dueIds = due.map((listing) => listing.id);

    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: app.databaseUrl,
        REDIS_URL: process.env.REDIS_URL,
        JWT_SECRET: TEST_JWT_SECRET,
        METRICS_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      const waitFor = async (done: () => boolean | Promise<boolean>, what: string) => {
        const deadline = Date.now() + 60_000;
        while (!(await done())) {
          if (Date.now() > deadline || server.exitCode !== null) throw new Error(`${what}:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      const ready = () => logLines(output).filter((line) => String(line.msg).startsWith('NaijaBid is ready'));
      await waitFor(() => ready().length === 2, 'two processes did not start');
      const listeningOn = [...output.matchAll(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/g)].map(
        (match) => match[1],
      );
      expect(new Set(listeningOn).size).toBe(1);
      const serverPids = new Set(ready().map((line) => line.pid));
      expect(serverPids.size).toBe(2);
      expect(serverPids.has(server.pid)).toBe(false);

      const url = listeningOn[0]!;
      const statuses = await Promise.all(Array.from({ length: 20 }, () => healthOnNewConnection(url)));
      expect(statuses.every((status) => status === 200)).toBe(true);
      const answeredBy = new Set(
        logLines(output)
          .filter((line) => line.msg === 'request completed')
          .map((line) => line.pid),
      );
      expect(answeredBy).toEqual(serverPids);
      // The primary's metrics add up both processes' requests.
      const metricsUrl = output.match(/Serving metrics at (\S+)/)?.[1];
      const scraped = await (await fetch(metricsUrl!)).text();
      expect(scraped).toMatch(
        /^naijabid_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health",status="200"\} 20$/m,
      );

      await waitFor(async () => {
        const open = await app.database.db.$count(
          listings,
          and(inArray(listings.id, dueIds), eq(listings.status, 'scheduled')),
        );
        return open === 0;
      }, 'the auctions did not close');
      const closedEvents = await app.database.db
        .select({ channel: events.channel, count: sql<number>`count(*)::int` })
        .from(events)
        .where(and(eq(events.type, 'closed'), inArray(events.channel, dueIds.map(auctionChannel))))
        .groupBy(events.channel);
      expect(closedEvents).toHaveLength(AUCTIONS);
      expect(closedEvents.every((row) => row.count === 1)).toBe(true);
      const closedLogs = () =>
        logLines(output).filter((line) => line.msg === 'auction closed' && dueIds.includes(String(line.listingId)));
      // The workers' log lines come through a pipe and may trail the commits on a loaded machine.
      await waitFor(async () => closedLogs().length >= AUCTIONS, 'the closes were not logged');
      expect(closedLogs()).toHaveLength(AUCTIONS);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/exited before it started|starting another/);
  }, 120_000);
});
