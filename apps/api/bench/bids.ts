/**
 * `npm run bench:bids`: 100 concurrent bidders on one hot auction over HTTP on real
 * PostgreSQL, beside the same machine's ceiling for a bare three-statement transaction on
 * one hot row through the same driver (node-postgres), and the ratio. Target: 0.5 or more.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { insertListing } from '../src/modules/auctions/repository';
import { createDevMailboxMailer } from '../src/plugins/mailer';
import { BENCH_JWT_SECRET, benchUsers, createBenchDatabase, percentile } from './bench-support';

const BIDDERS = 100;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const POOL_SIZE = 10;

const databaseUrl = await createBenchDatabase('naijabid_bench_bids');
const database = await openPostgres(databaseUrl, POOL_SIZE);
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

const config = { ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: BENCH_JWT_SECRET, LOG_LEVEL: 'warn' }), webDistDir: '/nonexistent' };
const app = await buildApp({ config, database, mailer: createDevMailboxMailer(database.db), jwtSecret: BENCH_JWT_SECRET });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const bidsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/auctions/${listing.id}/bids`;

// Every bid offers more than any before it, as a crowd chasing one item does.
let nextMaximum = 200_000_00;
const latencies: number[] = [];
let accepted = 0;
let total = 0;
const deadline = Date.now() + DURATION_MS;
const startedAt = performance.now();
await Promise.all(
  bidders.map(async (bidder) => {
    while (Date.now() < deadline) {
      nextMaximum += 20_000_00;
      const began = performance.now();
      const response = await fetch(bidsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bidder.token}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ maxAmount: nextMaximum }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - began);
      total += 1;
      if (response.status === 201) accepted += 1;
      else if (response.status !== 422) throw new Error(`Unexpected status ${response.status}`);
    }
  }),
);
const elapsedSeconds = (performance.now() - startedAt) / 1000;
await app.close();
await database.close();

// The ceiling: the least a bid must do, three statements on one hot row, same driver and pool.
const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
await pool.query('create table hot_row (id int primary key, value bigint not null)');
await pool.query('create table hot_log (id bigserial primary key, value bigint not null)');
await pool.query('insert into hot_row values (1, 0)');
let ceilingCount = 0;
const ceilingDeadline = Date.now() + DURATION_MS;
const ceilingStart = performance.now();
await Promise.all(
  Array.from({ length: BIDDERS }, async () => {
    while (Date.now() < ceilingDeadline) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select value from hot_row where id = 1 for update');
        await client.query('update hot_row set value = value + 1 where id = 1');
        await client.query('insert into hot_log (value) values (1)');
        await client.query('commit');
        ceilingCount += 1;
      } finally {
        client.release();
      }
    }
  }),
);
const ceilingPerSecond = ceilingCount / ((performance.now() - ceilingStart) / 1000);
await pool.end();

latencies.sort((a, b) => a - b);
const bidsPerSecond = total / elapsedSeconds;
console.log(`\n${BIDDERS} concurrent bidders, one auction, ${DURATION_MS / 1000} s, PostgreSQL, pool ${POOL_SIZE}\n`);
console.log(`accepted bids/s      ${(accepted / elapsedSeconds).toFixed(0)}`);
console.log(`total bids/s         ${bidsPerSecond.toFixed(0)} (${total} requests, ${accepted} accepted)`);
console.log(`latency p50 / p99    ${percentile(latencies, 0.5).toFixed(1)} ms / ${percentile(latencies, 0.99).toFixed(1)} ms`);
console.log(`bare 3-statement transactions/s on one hot row: ${ceilingPerSecond.toFixed(0)}`);
console.log(`ratio bids / ceiling: ${(bidsPerSecond / ceilingPerSecond).toFixed(2)} (target at least 0.5)`);
