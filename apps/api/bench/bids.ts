/**
 * `npm run bench:bids`: 100 concurrent bidders on one hot auction over HTTP on real
 * PostgreSQL, beside the same machine's ceiling for a bare three-statement transaction on
 * one hot row through the same driver (node-postgres, the server's pool size), and the
 * ratio. Target: at least 1.0 with one server process and 1.5 with two (bids that arrive
 * together commit together, so they can beat one transaction per commit).
 *
 * The server runs as its own process, as in production, so the bidders here do not share
 * its event loop. Shared machines lend their cores unevenly (steal time), so bids and the
 * ceiling are measured in alternating rounds and the ratio is taken over the same stretch.
 * It runs once with one server process and once with two on the same port (WEB_CONCURRENCY).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { insertListing } from '../src/modules/auctions/repository';
import { benchUsers, createBenchDatabase, percentile, startBenchServer } from './bench-support';

const BIDDERS = 100;
const ROUNDS = 3;
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const WARM_UP_MS = 2000;
/** The server's own pool size (db/client.ts). */
const POOL_SIZE = 10;

const databaseUrl = await createBenchDatabase('naijabid_bench_bids');
const database = await openPostgres(databaseUrl, 2);
const [seller] = await benchUsers(database.db, 1, { accountType: 'seller', fundsKobo: 0 });
const bidders = await benchUsers(database.db, BIDDERS, { accountType: 'buyer', fundsKobo: 1_000_000_000_00 });
const now = Date.now();
const listing = await insertListing(database.db, {
  sellerId: seller!.id,
  title: 'Sony PlayStation 5 Slim hot auction',
  description: 'The one auction every bidder in this benchmark wants.',
  category: 'Gaming',
  brand: 'Sony',
  condition: 'new',
  startingPriceKobo: 100_000_00,
  currentPriceKobo: 100_000_00,
  status: 'scheduled',
  startsAt: new Date(now - 60_000),
  endsAt: new Date(now + 24 * 3_600_000),
});
await database.close();

let bidsUrl = '';

const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
await pool.query('create table hot_row (id int primary key, value bigint not null)');
await pool.query('create table hot_log (id bigserial primary key, value bigint not null)');
await pool.query('insert into hot_row values (1, 0)');

// Every bid offers more than any before it, as a crowd chasing one item does.
let nextMaximum = 200_000_00;
const latencies: number[] = [];

/**
 * The bidders' connections, kept open between bids as a browser keeps them. Node's own HTTP
 * client, not fetch: fetch spends about three times its CPU per request, and on this
 * machine the bidders' CPU is taken from the server and PostgreSQL it measures, which real
 * bidders' phones never do.
 */
const bidderAgent = new http.Agent({ keepAlive: true, maxSockets: BIDDERS });

function postBid(token: string, maxAmount: number): Promise<number> {
  const body = JSON.stringify({ maxAmount });
  return new Promise((resolve, reject) => {
    const request = http.request(
      bidsUrl,
      {
        method: 'POST',
        agent: bidderAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function bidRound(durationMs = ROUND_MS): Promise<{ accepted: number; total: number; seconds: number }> {
  let accepted = 0;
  let total = 0;
  const deadline = Date.now() + durationMs;
  const startedAt = performance.now();
  await Promise.all(
    bidders.map(async (bidder) => {
      while (Date.now() < deadline) {
        nextMaximum += 20_000_00;
        const began = performance.now();
        const status = await postBid(bidder.token, nextMaximum);
        latencies.push(performance.now() - began);
        total += 1;
        if (status === 201) accepted += 1;
        else if (status !== 422) throw new Error(`Unexpected status ${status}`);
      }
    }),
  );
  return { accepted, total, seconds: (performance.now() - startedAt) / 1000 };
}

/** The least a bid must do: lock one hot row, update it, append a row, commit. */
async function ceilingRound(durationMs = ROUND_MS): Promise<number> {
  let count = 0;
  const deadline = Date.now() + durationMs;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: BIDDERS }, async () => {
      while (Date.now() < deadline) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('select value from hot_row where id = 1 for update');
          await client.query('update hot_row set value = value + 1 where id = 1');
          await client.query('insert into hot_log (value) values (1)');
          await client.query('commit');
          count += 1;
        } finally {
          client.release();
        }
      }
    }),
  );
  return count / ((performance.now() - startedAt) / 1000);
}

async function measure(processes: number) {
  const { server, port } = await startBenchServer(databaseUrl, { processes });
  bidsUrl = `http://127.0.0.1:${port}/api/v1/auctions/${listing.id}/bids`;
  // Warm-up, not counted: the server compiles its hot paths and PostgreSQL caches its plans.
  await bidRound(WARM_UP_MS);
  await ceilingRound(WARM_UP_MS);
  latencies.length = 0;

  console.log(
    `\n${processes} server process${processes > 1 ? 'es' : ''}: ${BIDDERS} concurrent bidders, one auction, ${ROUNDS} rounds of ${ROUND_MS / 1000} s each, PostgreSQL, pool ${POOL_SIZE} each`,
  );
  let accepted = 0;
  let total = 0;
  let bidSeconds = 0;
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const bids = await bidRound();
    const ceiling = await ceilingRound();
    accepted += bids.accepted;
    total += bids.total;
    bidSeconds += bids.seconds;
    const bidsPerSecond = bids.total / bids.seconds;
    ratios.push(bidsPerSecond / ceiling);
    console.log(
      `round ${round}: ${bidsPerSecond.toFixed(0)} bids/s, ceiling ${ceiling.toFixed(0)} transactions/s, ratio ${(bidsPerSecond / ceiling).toFixed(2)}`,
    );
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  latencies.sort((a, b) => a - b);
  ratios.sort((a, b) => a - b);
  return {
    processes,
    accepted: accepted / bidSeconds,
    total: total / bidSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    ratio: percentile(ratios, 0.5),
  };
}

const results = [await measure(1), await measure(2)];
await pool.end();

console.log(
  `\n${'processes'.padEnd(10)} ${'accepted/s'.padStart(10)} ${'total/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}`,
);
for (const row of results) {
  console.log(
    `${String(row.processes).padEnd(10)} ${row.accepted.toFixed(0).padStart(10)} ${row.total.toFixed(0).padStart(8)} ${row.p50.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)} ${row.ratio.toFixed(2).padStart(6)}`,
  );
}
console.log(
  'ratio = bids/s over the bare hot-row ceiling, median of the rounds (target at least 1.0 with 1 process, 1.5 with 2)',
);
