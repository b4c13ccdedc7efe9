/**
 * `npm run bench:cluster`: 1, 2 and 3 nodes (server processes on ports of their own, as
 * machines would run them) behind HAProxy on deploy/haproxy.cfg as it is, on the real
 * PostgreSQL and Redis (BENCH_DATABASE_URL or TEST_DATABASE_URL, REDIS_URL; the local ones by
 * default). For each it prints bids per second on one hot auction, bids per second spread
 * over 100 auctions, and the delay from a bid's commit to its arrival at every watcher.
 *
 * The commit happens while the bid's request is in flight, so the delay is given from both
 * ends: from the bid's answer (the commit is earlier: an underestimate by at most the bid's
 * own round trip) and from its sending (an overestimate). Every process it starts is
 * stopped when it ends, fails or is interrupted.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { openPostgres } from '../src/db/client';
import { insertListing } from '../src/modules/auctions/repository';
import { freePort, startHaproxy, type RunningHaproxy } from '../src/test/haproxy';
import { startServerProcessWith } from '../src/test/server-process';
import { ensureServerBuild } from '../scripts/build.mjs';
import { BENCH_JWT_SECRET, benchRedisUrl, benchUsers, createBenchDatabase, percentile } from './bench-support';

const NODE_COUNTS = [1, 2, 3];
const BIDDERS = 100;
const AUCTIONS = 100;
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const WARM_UP_MS = 2000;
/**
 * 10,000 unless the open-file limit cannot hold them: HAProxy holds two sockets per watcher
 * (the watcher's and its node's) under the same limit as this process.
 */
const FILE_LIMIT = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim()) || 1024;
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? Math.min(10_000, Math.floor((FILE_LIMIT - 1_000) / 2)));
const WATCHED_BIDS = 10;

const children = new Set<ChildProcess>();
let haproxy: RunningHaproxy | undefined;
/** Stops everything this bench started; safe to call more than once. */
async function stopAll(signal: NodeJS.Signals = 'SIGTERM') {
  await haproxy?.stop();
  haproxy = undefined;
  await Promise.all(
    [...children].map(async (child) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      children.delete(child);
    }),
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll('SIGKILL').finally(() => process.exit(130)));

// The nodes run what `npm start` runs, built from the sources as they are now.
await ensureServerBuild();
const databaseUrl = await createBenchDatabase('naijabid_bench_cluster');
const database = await openPostgres(databaseUrl, 2);
const [seller] = await benchUsers(database.db, 1, { accountType: 'seller', fundsKobo: 0 });
const bidders = await benchUsers(database.db, BIDDERS, { accountType: 'buyer', fundsKobo: 1_000_000_000_00 });
const listingOf = (title: string) =>
  insertListing(database.db, {
    sellerId: seller!.id,
    title,
    description: 'A benchmark auction on several nodes behind HAProxy.',
    category: 'Phones & Tablets',
    brand: 'Apple',
    condition: 'new',
    startingPriceKobo: 100_000_00,
    currentPriceKobo: 100_000_00,
    status: 'scheduled',
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 24 * 3_600_000),
  });
const hot = await listingOf('iPhone 15 Pro Max, the hot auction');
const spread = await Promise.all(
  Array.from({ length: AUCTIONS }, (_, index) => listingOf(`iPhone 13 lot ${index + 1}`)),
);
await database.close();

/** Each auction's next maximum: every bid offers more than any before it on its auction. */
const nextMaximum = new Map<string, number>();
function raise(listingId: string): number {
  const maximum = (nextMaximum.get(listingId) ?? 200_000_00) + 20_000_00;
  nextMaximum.set(listingId, maximum);
  return maximum;
}

function bid(baseUrl: string, listingId: string, token: string) {
  return fetch(`${baseUrl}/api/v1/auctions/${listingId}/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ maxAmount: raise(listingId) }),
  });
}

/** Watchers' connections refused before they got in (each tried again), for the run's report. */
let refusedWatchers = 0;
/** Bids that got no answer of the rules (201 or 422), by status, for the run's report. */
const failed = new Map<number, number>();

/** Bids per second (answered with the rules' 201 or 422) while every bidder bids on `pick()`'s auction. */
async function bidRound(baseUrl: string, pick: (bidder: number) => string, durationMs: number) {
  let answered = 0;
  const deadline = Date.now() + durationMs;
  const startedAt = performance.now();
  await Promise.all(
    bidders.map(async (bidder, index) => {
      while (Date.now() < deadline) {
        const response = await bid(baseUrl, pick(index), bidder.token);
        await response.arrayBuffer();
        if (response.status === 201 || response.status === 422) answered += 1;
        // Counted and shown, not fatal: an overloaded machine's failures are part of its figures.
        else failed.set(response.status, (failed.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return answered / ((performance.now() - startedAt) / 1000);
}

/** The watchers' arrival times of each event id of the hot auction. */
async function watchersDelay(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const arrivals = new Map<number, number[]>();
  const requests: http.ClientRequest[] = [];
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          host: hostname,
          port,
          agent,
          path: `/api/v1/auctions/${hot.id}/events`,
          headers: { accept: 'text/event-stream' },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            return reject(new Error(`watcher refused: ${response.statusCode}`));
          }
          let pending = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            const now = performance.now();
            pending += chunk;
            let end: number;
            while ((end = pending.indexOf('\n\n')) >= 0) {
              const frame = pending.slice(0, end);
              pending = pending.slice(end + 2);
              const id = frame.match(/^id: (\d+)$/m);
              if (id && !frame.includes('event: ready')) {
                const list = arrivals.get(Number(id[1])) ?? [];
                list.push(now);
                arrivals.set(Number(id[1]), list);
              }
            }
          });
          resolve();
        },
      );
      request.on('error', reject);
      requests.push(request);
    });
  try {
    // A refused watcher tries again a second later, as a browser's EventSource does.
    const openRetrying = async () => {
      for (let tries = 1; ; tries += 1) {
        try {
          return await open();
        } catch (error) {
          if (tries >= 30) throw error;
          refusedWatchers += 1;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      }
    };
    for (let opened = 0; opened < WATCHERS; opened += 250)
      await Promise.all(Array.from({ length: Math.min(250, WATCHERS - opened) }, openRetrying));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const fromAnswer: number[] = [];
    const fromSending: number[] = [];
    for (let round = 0; round < WATCHED_BIDS; round += 1) {
      const before = new Set(arrivals.keys());
      let sentAt = performance.now();
      let response = await bid(baseUrl, hot.id, bidders[round % 2]!.token);
      // A node taken out by its busy checks refuses it (503): counted, and sent again.
      for (let tries = 1; response.status >= 500 && tries < 30; tries += 1) {
        failed.set(response.status, (failed.get(response.status) ?? 0) + 1);
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        sentAt = performance.now();
        response = await bid(baseUrl, hot.id, bidders[round % 2]!.token);
      }
      const answeredAt = performance.now();
      if (response.status !== 201) throw new Error(`bid refused: ${response.status} ${await response.text()}`);
      const deadline = Date.now() + 30_000;
      const fresh = () => [...arrivals.keys()].filter((id) => !before.has(id));
      while (Date.now() < deadline && !fresh().some((id) => arrivals.get(id)!.length >= WATCHERS))
        await new Promise((resolve) => setTimeout(resolve, 5));
      const seen = fresh()
        .map((id) => arrivals.get(id)!)
        .find((list) => list.length >= WATCHERS);
      if (!seen) throw new Error(`not every one of ${WATCHERS} watchers saw bid ${round + 1} within 30 s`);
      for (const at of seen) {
        fromAnswer.push(Math.max(0, at - answeredAt));
        fromSending.push(at - sentAt);
      }
      // The next bid comes once this one has reached everybody, as bids a second apart would.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    fromAnswer.sort((a, b) => a - b);
    fromSending.sort((a, b) => a - b);
    return { fromAnswer: percentile(fromAnswer, 0.99), fromSending: percentile(fromSending, 0.99) };
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
  }
}

async function measure(nodeCount: number) {
  // The nodes share one Redis prefix, as one site's nodes do, and none with another run.
  const prefix = `bench-cluster:${randomUUID()}`;
  const ports = await Promise.all(Array.from({ length: nodeCount }, () => freePort()));
  const starting = await Promise.allSettled(
    ports.map((port) =>
      startServerProcessWith(
        {
          DATABASE_URL: databaseUrl,
          REDIS_URL: benchRedisUrl,
          PORT: String(port),
          JWT_SECRET: BENCH_JWT_SECRET,
          TRUST_PROXY: 'true',
          RATE_LIMIT_KEY_PREFIX: prefix,
          DRAIN_SECONDS: '0',
          // Every watcher comes from 127.0.0.1: the per-address caps are raised above them all.
          LIVE_STREAMS_PER_ADDRESS: String(WATCHERS + 100),
          CONNECTIONS_PER_ADDRESS: String(WATCHERS + 1_000),
        },
        { compiled: true },
      ),
    ),
  );
  const nodes = starting.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  for (const node of nodes) children.add(node.child);
  const notStarted = starting.find((result) => result.status === 'rejected');
  if (notStarted) throw notStarted.reason;
  const addresses = nodes.map((node) => new URL(node.url).host);
  // The configuration names two nodes at least: with one, both of its lines point at it.
  haproxy = await startHaproxy(addresses.length === 1 ? [addresses[0]!, addresses[0]!] : addresses);
  const baseUrl = haproxy.url;

  await bidRound(baseUrl, () => hot.id, WARM_UP_MS);
  const hotBids = await bidRound(baseUrl, () => hot.id, ROUND_MS);
  let turn = 0;
  const spreadBids = await bidRound(baseUrl, () => spread[(turn += 1) % AUCTIONS]!.id, ROUND_MS);
  const delay = await watchersDelay(baseUrl);
  const failures =
    [
      ...[...failed].map(([status, count]) => `${count} bids x ${status}`),
      ...(refusedWatchers ? [`${refusedWatchers} watcher connections refused and tried again`] : []),
    ].join(', ') || 'none';
  refusedWatchers = 0;
  // HAProxy's lines of those answers carry its termination state: which side gave up, and when.
  const failedLines = haproxy
    .output()
    .split('\n')
    .filter((line) => / 5\d\d \d+ /.test(line));
  failed.clear();
  await stopAll();
  return { nodeCount, hotBids, spreadBids, ...delay, failures, failedLines };
}

try {
  console.log(
    `${BIDDERS} bidders, ${ROUND_MS / 1000} s per figure; ${WATCHERS.toLocaleString('en')} watchers of the hot auction, ${WATCHED_BIDS} bids watched`,
  );
  const results = [];
  for (const nodeCount of NODE_COUNTS) {
    const result = await measure(nodeCount);
    results.push(result);
    console.log(
      `${nodeCount} node${nodeCount > 1 ? 's' : ''}: ${result.hotBids.toFixed(0)} bids/s on one auction, ${result.spreadBids.toFixed(0)} bids/s over ${AUCTIONS} auctions, p99 to ${WATCHERS.toLocaleString('en')} watchers ${result.fromAnswer.toFixed(0)} ms after the answer (${result.fromSending.toFixed(0)} ms after sending); refused or failed: ${result.failures}`,
    );
    for (const line of result.failedLines.slice(0, 5)) console.log(`  HAProxy: ${line}`);
  }
  console.log(
    `\n${'nodes'.padEnd(6)} ${'hot bids/s'.padStart(11)} ${`bids/s, ${AUCTIONS} auctions`.padStart(22)} ${'p99 after answer ms'.padStart(20)} ${'p99 after sending ms'.padStart(21)}`,
  );
  for (const row of results)
    console.log(
      `${String(row.nodeCount).padEnd(6)} ${row.hotBids.toFixed(0).padStart(11)} ${row.spreadBids.toFixed(0).padStart(22)} ${row.fromAnswer.toFixed(0).padStart(20)} ${row.fromSending.toFixed(0).padStart(21)}`,
    );
  console.log(
    `watchers: ${WATCHERS.toLocaleString('en')} through HAProxy (open-file limit ${FILE_LIMIT.toLocaleString('en')})`,
  );
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
  // HAProxy's lines of the failed answers, with their termination state, say which side gave up.
  const failedLines = haproxy
    ?.output()
    .split('\n')
    .filter((line) => / 5\d\d \d+ /.test(line) || line.includes('Health check'));
  if (failedLines) console.error(`HAProxy:\n${failedLines.slice(-40).join('\n')}`);
} finally {
  await stopAll();
}
