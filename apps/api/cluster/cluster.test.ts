/**
 * `npm run test:cluster`: deploy/haproxy.cfg in front of three server processes on ports of
 * their own (as three machines would run them, not WEB_CONCURRENCY forks), one PostgreSQL
 * database made for the run, one Redis and one S3 server. Each part prints its figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import { TERMS } from '@naijabid/shared/constants';
import { proxyOutcome } from '@naijabid/shared/proxy-bidding';
import { BENCH_JWT_SECRET, benchUsers } from '../bench/bench-support';
import type { DatabaseHandle } from '../src/db/client';
import { insertListing } from '../src/modules/auctions/repository';
import { events } from '../src/db/schema';
import { WATCHER_WINDOW_MS } from '../src/modules/live/auction-fanout';
import { auctionChannel } from '../src/modules/live/repository';
import { jpegPhoto } from '../src/test/listings';
import { rows as rowsOf } from '../src/test/orders';
import { startTestS3Server, type TestS3Server } from '../src/test/s3-server';
import { startServerProcessWith } from '../src/test/server-process';
import { sseFrames } from '../src/test/sse';
import { ensureServerBuild } from '../scripts/build.mjs';
import { openTestDatabase } from '../src/test/test-app';

const { TEST_DATABASE_URL, REDIS_URL } = process.env;
if (!TEST_DATABASE_URL || !REDIS_URL)
  throw new Error(
    'The cluster test needs a PostgreSQL server and Redis: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) and REDIS_URL (e.g. redis://127.0.0.1:6379).',
  );

const haproxyConfig = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/haproxy.cfg');
const haproxyBinary = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
const NODES = 3;
/** Above the configuration's check interval times fall (2 s), as deploy/README.md asks. */
const DRAIN_SECONDS = '4';
const STORM_BIDS = 600;
const STORM_BIDDERS = 30;
const DIRECT_WATCHERS_PER_NODE = 4;
const BALANCED_WATCHERS = 6;
/** Events a watcher resuming after the storm asks for again. */
const RESUME_BACKLOG = 50;
/** How late and bunched this test's own stream reader may parse a live stream's frames. */
const READER_SLACK_MS = 2_000;
const DEADLINE_AUCTIONS = 6;
/** Where a shared, loaded machine may take its time: waits fail only well past it. */
const PATIENCE_MS = 60_000;
/** The nodes' one Redis prefix, as one site's nodes share: live events and limits cross nodes, never other runs. */
const REDIS_KEY_PREFIX = `cluster:${randomUUID()}`;

interface Node {
  port: number;
  child: ChildProcess;
  /** Output of every process that ran on this port, the one running now last. */
  outputs: Array<() => string>;
}

let database: DatabaseHandle;
let databaseUrl: string;
let dropDatabase: () => Promise<void> = async () => undefined;
let s3: TestS3Server;
let haproxy: ChildProcess | undefined;
let haproxyOutput = '';
let balanced = '';
const nodes: Node[] = [];
const started: ChildProcess[] = [];
let seller: { id: string; token: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `done`; `what` says what failed, as text or worked out when it fails. */
async function waitFor(done: () => boolean | Promise<boolean>, what: string | (() => string), timeoutMs = PATIENCE_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out: ${typeof what === 'string' ? what : what()}\nHAProxy:\n${haproxyOutput.slice(-3000)}`,
      );
    await sleep(100);
  }
}

const nodeUrl = (node: Node) => `http://127.0.0.1:${node.port}`;

async function startNode(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const { child, output } = await startServerProcessWith(
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: REDIS_URL!,
      PORT: String(port),
      JWT_SECRET: BENCH_JWT_SECRET,
      TRUST_PROXY: 'true',
      RATE_LIMIT_KEY_PREFIX: REDIS_KEY_PREFIX,
      DRAIN_SECONDS,
      // A job whose process was killed is taken again soon, not a minute later.
      JOB_LEASE_SECONDS: '5',
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    { compiled: true },
  );
  started.push(child);
  return { child, output };
}

const upCount = (index: number) => haproxyOutput.split(`nodes/node${index + 1} is UP`).length - 1;
/** Whether HAProxy's last word on node `index` is that it is up; it starts every server up. */
const haproxySendsTo = (index: number) =>
  haproxyOutput.lastIndexOf(`nodes/node${index + 1} is UP`) >=
  haproxyOutput.lastIndexOf(`nodes/node${index + 1} is DOWN`);

/** Starts node `index` again on its port and waits until HAProxy sends it requests. */
async function restartNode(index: number) {
  const node = nodes[index]!;
  const upBefore = upCount(index);
  const { child, output } = await startNode(node.port);
  node.child = child;
  node.outputs.push(output);
  await waitFor(() => upCount(index) > upBefore, `HAProxy did not take node${index + 1} back`);
}

/**
 * Brings back every node a part stopped or killed, or left stopped by failing halfway, so
 * that each part starts with three nodes serving and a failure does not spread to the next.
 */
async function everyNodeUp() {
  for (const [index, node] of nodes.entries()) {
    if (node.child.exitCode === null && node.child.signalCode === null) continue;
    // HAProxy must have taken it out, or the wait for it to be taken back could not end.
    await waitFor(() => !haproxySendsTo(index), `HAProxy did not take node${index + 1} out`);
    await restartNode(index);
  }
  await waitFor(() => nodes.every((_, index) => haproxySendsTo(index)), 'HAProxy does not send to every node');
}

function exited(child: ChildProcess): Promise<unknown> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(database.db, query);

/** Parsed JSON log lines of every process that ran on the node. */
function logLines(node: Node): Array<Record<string, any>> {
  return node.outputs.flatMap((output) =>
    output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, any>),
  );
}

/** Requests the node received on `path`, by its request logs. */
const received = (node: Node, method: string, path: string) =>
  logLines(node).filter(
    (line) => line.msg === 'incoming request' && line.req?.method === method && line.req?.path === path,
  );

/** Requests the node answered on `path` with `status`, by its request logs. */
const answered = (node: Node, method: string, path: string, status: number) => {
  const ids = new Set(received(node, method, path).map((line) => `${line.pid}:${line.reqId}`));
  return logLines(node).filter(
    (line) =>
      line.msg === 'request completed' && line.res?.statusCode === status && ids.has(`${line.pid}:${line.reqId}`),
  ).length;
};

/** One frame a watcher was written, as it read it. */
interface Seen {
  id: number;
  event: string;
  data: Record<string, any>;
  /** performance.now() when the reader parsed it. */
  at: number;
}

/**
 * A live stream reader of one auction that resumes as EventSource does: on any drop it
 * connects again through HAProxy, sending the id of the last event it saw.
 */
function watch(listingId: string, firstUrl: string, lastEventId?: number) {
  const seen: Seen[] = [];
  let lastId = lastEventId;
  let reconnects = 0;
  const controller = new AbortController();
  const reading = (async () => {
    let url = firstUrl;
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(url, {
          headers: {
            accept: 'text/event-stream',
            ...(lastId === undefined ? {} : { 'last-event-id': String(lastId) }),
          },
          signal: controller.signal,
        });
        if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
        for await (const fields of sseFrames(response.body)) {
          if (fields.id === undefined) continue;
          lastId = Number(fields.id);
          if (fields.event === 'ready' || fields.data === undefined) continue;
          seen.push({ id: lastId, event: fields.event!, data: JSON.parse(fields.data), at: performance.now() });
        }
      } catch {
        // Dropped (its node was killed) or refused: it connects again below, as a browser does.
      }
      if (controller.signal.aborted) break;
      reconnects += 1;
      url = `${balanced}/api/v1/auctions/${listingId}/events`;
      await sleep(250);
    }
  })();
  return {
    seen,
    reconnects: () => reconnects,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/** A bid over HAProxy, sent again with its key until it gets an answer of the rules (201 or 422). */
async function bidUntilAnswered(
  listingId: string,
  token: string,
  maxAmount: number,
  key: string,
): Promise<{ status: number; tries: number }> {
  for (let tries = 1; ; tries += 1) {
    try {
      const response = await fetch(`${balanced}/api/v1/auctions/${listingId}/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
        body: JSON.stringify({ maxAmount }),
      });
      await response.arrayBuffer();
      if (response.status === 201 || response.status === 422) return { status: response.status, tries };
      if (![409, 502, 503, 504].includes(response.status)) throw new Error(`bid answered ${response.status}`);
    } catch (error) {
      if (String(error).includes('bid answered')) throw error;
    }
    if (tries > 50) throw new Error('a bid got no answer in 50 tries');
    await sleep(200);
  }
}

beforeAll(async () => {
  // The nodes run what `npm start` runs, built from the sources as they are now.
  await ensureServerBuild();
  s3 = await startTestS3Server();
  const opened = await openTestDatabase();
  database = opened.handle;
  databaseUrl = opened.url!;
  dropDatabase = opened.drop;

  const ports = await Promise.all(Array.from({ length: NODES }, () => freePort()));
  const first = await Promise.all(ports.map((port) => startNode(port)));
  first.forEach(({ child, output }, index) => nodes.push({ port: ports[index]!, child, outputs: [output] }));

  const port = await freePort();
  haproxy = spawn(haproxyBinary, ['-db', '-f', haproxyConfig], {
    env: {
      PATH: process.env.PATH,
      NAIJABID_BIND: `127.0.0.1:${port}`,
      ...Object.fromEntries(nodes.map((node, index) => [`NODE${index + 1}_ADDR`, `127.0.0.1:${node.port}`])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  haproxy.stdout!.on('data', (chunk) => (haproxyOutput += chunk));
  haproxy.stderr!.on('data', (chunk) => (haproxyOutput += chunk));
  balanced = `http://127.0.0.1:${port}`;
  await waitFor(
    () =>
      haproxy!.exitCode === null &&
      fetch(`${balanced}/api/v1/health/ready`).then(
        (response) => response.ok,
        () => false,
      ),
    'HAProxy did not start',
  );
  seller = (await benchUsers(database.db, 1, { accountType: 'seller', fundsKobo: 0 }))[0]!;
  // A seller lists (and uploads photos) once their phone is verified.
  await database.db.execute(
    sql`update users set phone = ${`+23480${String(Date.now()).slice(-8)}`}, phone_verified_at = now() where id = ${seller.id}`,
  );
}, 180_000);

// Each part starts with all three nodes serving, whatever the part before it left behind.
beforeEach(everyNodeUp, 180_000);

afterAll(async () => {
  haproxy?.kill('SIGKILL');
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(started.map(exited));
  if (haproxy) await exited(haproxy);
  await database?.close();
  await dropDatabase();
  await s3?.close();
}, 60_000);

describe('three nodes behind deploy/haproxy.cfg on one PostgreSQL, Redis and S3 server', () => {
  it('keeps one auction exact under bids through every node, its watchers in step, and loses nothing when a node is killed', async () => {
    const bidders = await benchUsers(database.db, STORM_BIDDERS, { accountType: 'buyer', fundsKobo: 1_000_000_000_00 });
    const startingPrice = 100_000_00;
    const listing = await insertListing(database.db, {
      sellerId: seller.id,
      title: 'Sony PlayStation 5 Slim on three nodes',
      description: 'The one auction every bidder of the cluster test wants.',
      category: 'Gaming',
      brand: 'Sony',
      condition: 'new',
      startingPriceKobo: startingPrice,
      currentPriceKobo: startingPrice,
      status: 'scheduled',
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 24 * 3_600_000),
    });
    const listingId = listing.id;
    const eventsPath = `/api/v1/auctions/${listingId}/events`;

    const direct = nodes.map((node) =>
      Array.from({ length: DIRECT_WATCHERS_PER_NODE }, () => watch(listingId, `${nodeUrl(node)}${eventsPath}`)),
    );
    const throughHaproxy = Array.from({ length: BALANCED_WATCHERS }, () =>
      watch(listingId, `${balanced}${eventsPath}`),
    );
    const watchers = [...direct.flat(), ...throughHaproxy];
    const killed = 1;
    try {
      // Every watcher's stream is open before the first bid (a stream counts as a request on its node).
      await waitFor(
        () => nodes.reduce((sum, node) => sum + answeredStreams(node, listingId), 0) >= watchers.length,
        'the watchers did not connect',
      );

      let issued = 0;
      let acknowledged = 0;
      let refused = 0;
      let retried = 0;
      const acknowledgedKeys = new Set<string>();
      let killedAt = -1;
      const storm = bidders.map(async (bidder) => {
        while (issued < STORM_BIDS) {
          issued += 1;
          // Every bid offers more than any issued before it, as a crowd chasing one item does.
          const maxAmount = startingPrice + issued * 10_000_00;
          const key = randomUUID();
          const answer = await bidUntilAnswered(listingId, bidder.token, maxAmount, key);
          if (answer.tries > 1) retried += 1;
          if (answer.status === 201) {
            acknowledged += 1;
            acknowledgedKeys.add(key);
          } else refused += 1;
        }
      });
      const killer = (async () => {
        await waitFor(() => issued >= STORM_BIDS / 2, 'the storm did not reach its middle');
        killedAt = acknowledged;
        nodes[killed]!.child.kill('SIGKILL');
        await exited(nodes[killed]!.child);
      })();
      await Promise.all([...storm, killer]);
      const stormEndedAt = performance.now();

      // All bids the storm was told were taken are in the database; none it was not told of.
      const stored = await rows<{
        idempotency_key: string;
        bidder_id: string;
        max_amount_kobo: string;
        sequence: string;
      }>(
        sql`select idempotency_key, bidder_id, max_amount_kobo, sequence from bids where listing_id = ${listingId} order by sequence`,
      );
      expect(new Set(stored.map((bid) => bid.idempotency_key))).toEqual(acknowledgedKeys);

      const [state] = await rows<{
        leader_id: string;
        current_price_kobo: string;
        bid_count: number;
        ends_at: Date | string;
      }>(sql`select leader_id, current_price_kobo, bid_count, ends_at from listings where id = ${listingId}`);
      const expected = proxyOutcome(
        { startingPriceKobo: startingPrice, reservePriceKobo: null },
        stored.map((bid) => ({
          bidderId: bid.bidder_id,
          maxAmountKobo: Number(bid.max_amount_kobo),
          sequence: Number(bid.sequence),
        })),
      );
      expect(state!.bid_count).toBe(stored.length);
      expect(state!.leader_id).toBe(expected.leader!.bidderId);
      expect(Number(state!.current_price_kobo)).toBe(expected.currentPriceKobo);
      const holds = await rows<{ user_id: string | null; listing_id: string | null; pending: string }>(
        sql`select a.user_id, a.listing_id, sum(t.amount_kobo)::bigint as pending from ledger_transfers t
            join ledger_accounts a on a.id = t.credit_account_id
            where t.phase = 'pending' and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)
            group by a.user_id, a.listing_id`,
      );
      // One hold on the whole ledger: the leader's security, on this auction's account.
      expect(holds).toEqual([
        { user_id: null, listing_id: listingId, pending: String(bidSecurityFor(expected.leader!.maxAmountKobo)) },
      ]);
      const [held] = await rows<{ amount: string }>(
        sql`select credits_pending - debits_pending as amount from ledger_accounts where listing_id = ${listingId}`,
      );
      expect(Number(held!.amount)).toBe(bidSecurityFor(expected.leader!.maxAmountKobo));
      const [sums] = await rows<{ posted: string; pending: string }>(
        sql`select sum(credits_posted - debits_posted) as posted, sum(credits_pending - debits_pending) as pending from ledger_accounts`,
      );
      expect([Number(sums!.posted), Number(sums!.pending)]).toEqual([0, 0]);
      const perNode = nodes.map((node) => answered(node, 'POST', `/api/v1/auctions/${listingId}/bids`, 201));
      expect(Math.min(...perNode)).toBeGreaterThan(0);
      console.log(
        `bids: ${acknowledged} accepted and ${refused} refused by the rules (outbid while in flight) of ${STORM_BIDS} over ${NODES} nodes (${perNode.join('/')}), ${retried} sent again after node${killed + 1} was SIGKILLed at ${killedAt} accepted; ${stored.length} stored, none lost; leader ok, holds exact (1 hold of ${bidSecurityFor(expected.leader!.maxAmountKobo)} kobo), ledger 0`,
      );

      // The auction's log numbers its events 1, 2, 3…: one per stored bid, the newest
      // carrying the auction's final state.
      const log = await database.db
        .select({ sequence: events.sequence, type: events.type, data: events.data })
        .from(events)
        .where(eq(events.channel, auctionChannel(listingId)))
        .orderBy(asc(events.sequence));
      expect(log.map((event) => [event.sequence, event.type])).toEqual(stored.map((_, index) => [index + 1, 'bid']));
      const final = log.at(-1)!;
      const finalState = final.data as { currentPrice: number; bidCount: number; endsAt: string };
      expect([finalState.currentPrice, finalState.bidCount, Date.parse(finalState.endsAt)]).toEqual([
        Number(state!.current_price_kobo),
        state!.bid_count,
        new Date(state!.ends_at).getTime(),
      ]);

      // Watchers get the newest state at most once a window, not every bid. Each of them,
      // through whichever node it reads, reaches the final state.
      const newestSeen = (watcher: (typeof watchers)[number]) => watcher.seen.at(-1)?.id ?? 0;
      await waitFor(
        () => watchers.every((watcher) => newestSeen(watcher) >= final.sequence),
        () =>
          `watchers did not reach the final state, event ${final.sequence}; the newest each saw: ${watchers.map(newestSeen).join(', ')}`,
      );
      const lastReachedMs = Math.max(...watchers.map((watcher) => watcher.seen.at(-1)!.at)) - stormEndedAt;
      for (const [index, watcher] of watchers.entries()) {
        const which = `watcher ${index + 1}`;
        const newest = watcher.seen.at(-1)!;
        expect([newest.id, newest.data], which).toEqual([final.sequence, final.data]);
        watcher.seen.forEach((frame, position) => {
          // Each state it got is the log's own, whole, never an older one after a newer one.
          expect({ event: frame.event, data: frame.data }, `${which}, event ${frame.id}`).toEqual({
            event: log[frame.id - 1]?.type,
            data: log[frame.id - 1]?.data,
          });
          const before = watcher.seen[position - 1];
          if (!before) return;
          expect(frame.id, which).toBeGreaterThan(before.id);
          expect(frame.data.currentPrice, which).toBeGreaterThanOrEqual(before.data.currentPrice);
          expect(frame.data.bidCount, which).toBeGreaterThanOrEqual(before.data.bidCount);
        });
      }
      // On one live stream no two writes come closer than the window, each of one state, so
      // a stream's states are at most one per window of the time they span. Its reader may
      // parse them late and bunched on this loaded process, which the slack allows for.
      const steady = watchers.filter((watcher) => watcher.reconnects() === 0);
      expect(steady.length).toBeGreaterThan(0);
      for (const [index, watcher] of steady.entries()) {
        const span = watcher.seen.at(-1)!.at - watcher.seen[0]!.at;
        expect(watcher.seen.length, `steady watcher ${index + 1}`).toBeLessThanOrEqual(
          1 + Math.ceil((span + READER_SLACK_MS) / WATCHER_WINDOW_MS),
        );
      }
      const resumed = direct[killed]!.filter((watcher) => watcher.reconnects() > 0).length;
      expect(resumed).toBe(DIRECT_WATCHERS_PER_NODE);

      // A watcher back with Last-Event-ID is replayed every event after it from the log,
      // not a coalesced state: through each node and through HAProxy, nothing is missed.
      const resumeFrom = Math.max(0, final.sequence - RESUME_BACKLOG);
      const replays = await Promise.all(
        [...nodes.map(nodeUrl), balanced].map(async (base) => {
          const replay = watch(listingId, `${base}${eventsPath}`, resumeFrom);
          try {
            await waitFor(() => newestSeen(replay) >= final.sequence, `a resume from ${base} did not reach the end`);
          } finally {
            await replay.close();
          }
          return replay.seen.map((frame) => [frame.id, frame.event, frame.data]);
        }),
      );
      for (const replay of replays)
        expect(replay).toEqual(log.slice(resumeFrom).map((event) => [event.sequence, event.type, event.data]));

      const updates = watchers.map((watcher) => watcher.seen.length).sort((a, b) => a - b);
      const streamsPerNode = nodes.map((node) => answeredStreams(node, listingId));
      console.log(
        `watchers: ${watchers.length} (${DIRECT_WATCHERS_PER_NODE} on each node, ${BALANCED_WATCHERS} through HAProxy; streams opened per node ${streamsPerNode.join('/')}) all reached the final state (event ${final.sequence}: ${finalState.bidCount} bids, ${finalState.currentPrice} kobo), the last of them ${lastReachedMs.toFixed(0)} ms after the storm's last answer; updates per watcher ${updates[0]}/${updates[Math.floor(updates.length / 2)]}/${updates.at(-1)} (min/median/max) of ${log.length} events, at most one per ${WATCHER_WINDOW_MS} ms on a live stream, only ever forward; ${resumed} of node${killed + 1}'s resumed through HAProxy from their last event id, ${watchers.reduce((sum, watcher) => sum + watcher.reconnects(), 0)} reconnects in all; a resume from event ${resumeFrom} through each node and HAProxy replayed all ${final.sequence - resumeFrom} events after it`,
      );
    } finally {
      await Promise.all(watchers.map((watcher) => watcher.close()));
    }
  }, 240_000);

  it('fails no request while all three nodes restart one after another under steady traffic', async () => {
    const { id: listingId } = await insertListing(database.db, {
      sellerId: seller.id,
      title: 'Tecno Camon 30 read through restarts',
      description: 'The auction page the clients keep reading while the nodes restart.',
      category: 'Phones',
      brand: 'Tecno',
      condition: 'new',
      startingPriceKobo: 150_000_00,
      currentPriceKobo: 150_000_00,
      status: 'scheduled',
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 24 * 3_600_000),
    });
    const failures: string[] = [];
    let succeeded = 0;
    let stopping = false;
    const paths = [`/api/v1/auctions/${listingId}`, '/api/v1/health/live', `/api/v1/auctions/${listingId}/bids`];
    const client = async (offset: number) => {
      for (let turn = offset; !stopping; turn += 1) {
        const requestPath = paths[turn % paths.length]!;
        try {
          const response = await fetch(`${balanced}${requestPath}`);
          await response.arrayBuffer();
          if (response.status === 200) succeeded += 1;
          else failures.push(`${requestPath}: status ${response.status}`);
        } catch (error) {
          failures.push(`${requestPath}: ${String(error)}`);
        }
      }
    };
    const clients = Array.from({ length: 4 }, (_, index) => client(index));
    const startedAt = Date.now();
    try {
      for (let index = 0; index < NODES; index += 1) {
        const child = nodes[index]!.child;
        child.kill('SIGTERM');
        await exited(child);
        expect(child.exitCode).toBe(0);
        await restartNode(index);
      }
      await sleep(1_000);
    } finally {
      stopping = true;
      await Promise.all(clients);
    }
    expect(failures).toEqual([]);
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(
      `rolling restart: ${NODES} nodes restarted one by one in ${seconds.toFixed(0)} s under ${clients.length} clients; ${succeeded} requests answered, ${failures.length} failed`,
    );
  }, 600_000);

  it('serves a photo uploaded through one node from every node', async () => {
    const upload = await fetch(`${balanced}/api/v1/listing-photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await jpegPhoto()),
    });
    const body = (await upload.json()) as any;
    expect(upload.status, JSON.stringify(body)).toBe(201);
    const uploadedBy = () => nodes.findIndex((node) => answered(node, 'POST', '/api/v1/listing-photos', 201) > 0);
    // A node's log lines come through a pipe and may trail its answer.
    await waitFor(() => uploadedBy() >= 0, 'no node logged the upload');
    const urls = Object.values<string>(body.data.photo.urls);
    const sizes: number[] = [];
    for (const url of urls) {
      const copies = await Promise.all(
        nodes.map(async (node) => {
          const response = await fetch(`${nodeUrl(node)}${url}`);
          expect(response.status).toBe(200);
          return Buffer.from(await response.arrayBuffer());
        }),
      );
      for (const copy of copies) expect(copy.equals(copies[0]!)).toBe(true);
      sizes.push(copies[0]!.length);
    }
    console.log(
      `photo: uploaded through HAProxy to node${uploadedBy() + 1}, its ${urls.length} renditions (${sizes.join('/')} bytes) served identically by all ${NODES} nodes`,
    );
  }, 60_000);

  it('closes auctions, runs order deadlines and sends mail exactly once across the nodes', async () => {
    const buyers = await benchUsers(database.db, DEADLINE_AUCTIONS, { accountType: 'buyer', fundsKobo: 10_000_000_00 });
    const since = (await rows<{ now: Date }>(sql`select clock_timestamp() as now`))[0]!.now;
    const auctions = await Promise.all(
      buyers.map(() =>
        insertListing(database.db, {
          sellerId: seller.id,
          title: 'Hisense 43 inch Smart TV on three nodes',
          description: 'Won and then not paid for, so its deadline forfeits it.',
          category: 'TV & Audio',
          brand: 'Hisense',
          condition: 'new',
          startingPriceKobo: 200_000_00,
          currentPriceKobo: 200_000_00,
          status: 'scheduled',
          startsAt: new Date(Date.now() - 60_000),
          endsAt: new Date(Date.now() + 3_600_000),
        }),
      ),
    );
    const ids = auctions.map((auction) => auction.id);
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    for (const [index, auction] of auctions.entries()) {
      expect((await bidUntilAnswered(auction.id, buyers[index]!.token, 300_000_00, randomUUID())).status).toBe(201);
    }
    // Ended now, not by the bids' own clock: a late bid would extend the auction.
    await database.db.execute(sql`update listings set ends_at = now() + interval '1 second' where id in (${idList})`);

    const orderIds = async () =>
      (await rows<{ id: string }>(sql`select id from orders where listing_id in (${idList})`)).map((row) => row.id);
    await waitFor(async () => (await orderIds()).length === ids.length, 'the auctions did not close');
    const orders = await orderIds();
    // The test's clock: each order's payment deadline is brought to now, on the node's own loopback.
    for (const [index, orderId] of orders.entries()) {
      const response = await fetch(`${nodeUrl(nodes[index % NODES]!)}/api/v1/dev/orders/${orderId}/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hours: TERMS.paymentDueHours }),
      });
      expect(response.status).toBe(200);
    }
    const ordersList = sql.join(
      orders.map((id) => sql`${id}`),
      sql`, `,
    );
    await waitFor(
      async () =>
        (
          await rows<{ open: number }>(
            sql`select count(*)::int as open from orders where id in (${ordersList}) and status <> 'forfeited'`,
          )
        )[0]!.open === 0,
      'the orders were not forfeited',
    );
    // Every job made since this part began (auctions' mail, orders' deadlines and their mail) is done.
    const jobsSince = () =>
      rows<{ id: string; kind: string; attempts: number; done: boolean }>(
        sql`select id, kind, attempts, done_at is not null as done from jobs where created_at >= ${since} and (kind like 'order_%' or kind = 'send_mail')`,
      );
    await waitFor(async () => (await jobsSince()).every((job) => job.done), 'the jobs did not finish');
    const jobs = await jobsSince();
    expect(jobs.every((job) => job.attempts === 1)).toBe(true);
    const doneLines = nodes.map((node) => logLines(node).filter((line) => line.msg === 'job done'));
    const ranBy = jobs.map((job) => doneLines.flat().filter((line) => line.jobId === job.id).length);
    expect(ranBy.every((times) => times === 1)).toBe(true);
    const jobIds = new Set(jobs.map((job) => job.id));
    const perNode = doneLines.map((lines) => lines.filter((line) => jobIds.has(line.jobId)).length);
    const closedPerNode = nodes.map(
      (node) => logLines(node).filter((line) => line.msg === 'auction closed' && ids.includes(line.listingId)).length,
    );
    expect(closedPerNode.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
    const [traces] = await rows<{ closed: number; forfeits: number; mails: number }>(
      sql`select
        (select count(*)::int from events where type = 'closed' and channel in (${sql.join(
          ids.map((id) => sql`${auctionChannel(id)}`),
          sql`, `,
        )})) as closed,
        (select count(*)::int from order_events where order_id in (${ordersList}) and to_status = 'forfeited') as forfeits,
        (select count(*)::int from dev_mail where sent_at >= ${since}) as mails`,
    );
    expect(traces!.closed).toBe(ids.length);
    expect(traces!.forfeits).toBe(orders.length);
    const mailJobs = jobs.filter((job) => job.kind === 'send_mail').length;
    expect(traces!.mails).toBe(mailJobs);
    const kinds = [...new Set(jobs.map((job) => job.kind))].sort();
    console.log(
      `jobs: ${ids.length} auctions closed once (per node ${closedPerNode.join('/')}), ${orders.length} orders forfeited once, ${jobs.length} jobs (${kinds.map((kind) => `${jobs.filter((job) => job.kind === kind).length} ${kind}`).join(', ')}) each run once, per node ${perNode.join('/')}; ${traces!.mails} mails sent`,
    );
  }, 180_000);
});

/** Live streams of the storm's auction the node was asked for, by its request logs (a stream logs its end only when it ends). */
function answeredStreams(node: Node, listingId: string): number {
  return received(node, 'GET', `/api/v1/auctions/${listingId}/events`).length;
}
