/**
 * `npm run bench:browse`: requests per second and p99 latency of the auctions list and
 * search endpoints on 100,000 listings in real PostgreSQL, beside a bare route of the same
 * server in the same run. Target: the list endpoint at least 40% of the bare route.
 * Then the real server as `npm start` runs it, with one process and with two on the same
 * port (WEB_CONCURRENCY), answering the same list and search.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { createDevMailboxMailer } from '../src/plugins/mailer';
import { BENCH_JWT_SECRET, createBenchDatabase, startBenchServer } from './bench-support';

const LISTING_COUNT = 100_000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const databaseName = 'naijabid_bench_browse';

async function fillListings(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const {
    rows: [seller],
  } = await client.query(
    `insert into users (email, first_name, last_name, account_type, password_hash, email_verified_at, terms_accepted_at)
     values ('bench@example.ng', 'Bench', 'Seller', 'seller', 'x', now(), now()) returning id`,
  );
  // Titles mix brands and product words so search has realistic work to do.
  await client.query(
    `insert into listings (seller_id, title, description, category, brand, condition, starting_price_kobo,
       current_price_kobo, bid_count, status, starts_at, ends_at, created_at)
     select $1,
       (array['Samsung Galaxy','Apple iPhone','Tecno Camon','HP EliteBook','Sony PlayStation','LG Smart TV','Hisense Fridge','Nike Air'])[1 + i % 8]
         || ' ' || (i % 97) || ' edition ' || i,
       'Demo listing number ' || i || ' in good condition with warranty and fast delivery across Nigeria.',
       (array['Appliances','Phones & Tablets','Health & Beauty','Home & Office','Electronics','Fashion','Computing','Gaming'])[1 + i % 8],
       (array['Samsung','Apple','Tecno','HP','Sony','LG','Hisense','Nike'])[1 + i % 8],
       (array['new','open_box','used','refurbished'])[1 + i % 4],
       (10000 + (i * 7919) % 5000000) * 100,
       (10000 + (i * 7919) % 5000000) * 100 + (i % 5) * 50000,
       i % 23,
       case when i % 10 = 0 then 'draft' else 'scheduled' end,
       starts,
       starts + interval '70 minutes' + (i % 20000) * interval '1 minute',
       now() - (i * interval '1 second')
     from generate_series(1, $2) as i,
       lateral (select now() - interval '1 hour' + (case when i % 7 = 0 then interval '2 days' else interval '0' end) as starts) as s`,
    [seller.id, LISTING_COUNT],
  );
  await client.query('analyze listings');
  await client.end();
}

function run(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const databaseUrl = await createBenchDatabase(databaseName);
const database = await openPostgres(databaseUrl, 10);
console.log(`Creating ${LISTING_COUNT.toLocaleString('en')} listings...`);
await fillListings(databaseUrl);

const config = {
  ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: BENCH_JWT_SECRET, LOG_LEVEL: 'warn' }),
  webDistDir: '/nonexistent',
};
async function startServer(browseCacheMs: number) {
  const app = await buildApp({
    config: { ...config, browseCacheMs },
    database,
    mailer: createDevMailboxMailer(database.db),
    jwtSecret: config.jwtSecret!,
  });
  app.get('/bench/bare', async () => ({ data: { ok: true } }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
const { app, baseUrl } = await startServer(config.browseCacheMs);
// The same server code with the browse cache off, to show what the database path costs.
const uncached = await startServer(0);

const targets: Array<[string, string, string]> = [
  ['bare route', baseUrl, '/bench/bare'],
  ['list (live, ending soon, 24)', baseUrl, '/api/v1/auctions'],
  ['list (category + price sort)', baseUrl, '/api/v1/auctions?category=Gaming&sort=price-asc'],
  ['search "samsung galaxy"', baseUrl, '/api/v1/auctions?q=samsung%20galaxy'],
  ['search with a typo "samsng"', baseUrl, '/api/v1/auctions?q=samsng'],
  ['list, cache off', uncached.baseUrl, '/api/v1/auctions'],
  ['list (category + price), cache off', uncached.baseUrl, '/api/v1/auctions?category=Gaming&sort=price-asc'],
  ['search "samsung galaxy", cache off', uncached.baseUrl, '/api/v1/auctions?q=samsung%20galaxy'],
];
await run(`${baseUrl}/bench/bare`); // warm-up
const results: Array<{ name: string; rps: number; p99: number }> = [];
for (const [name, server, path] of targets) {
  const result = await run(`${server}${path}`);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  results.push({ name, rps: result.requests.average, p99: result.latency.p99 });
}
await app.close();
await uncached.app.close();
await database.close();

const perProcessCount: Array<{ processes: number; list: autocannon.Result; search: autocannon.Result }> = [];
for (const processes of [1, 2]) {
  // Cache off: the database path is what more processes can spread over more cores.
  const { server, port } = await startBenchServer(databaseUrl, { processes, env: { BROWSE_CACHE_MS: '0' } });
  const origin = `http://127.0.0.1:${port}`;
  await run(`${origin}/api/v1/auctions`); // warm-up
  perProcessCount.push({
    processes,
    list: await run(`${origin}/api/v1/auctions`),
    search: await run(`${origin}/api/v1/auctions?q=samsung%20galaxy`),
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const bare = results[0]!.rps;
console.log(
  `\n${LISTING_COUNT.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, PostgreSQL\n`,
);
console.log('endpoint'.padEnd(34), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs bare'.padStart(9));
for (const row of results) {
  console.log(
    row.name.padEnd(34),
    row.rps.toFixed(0).padStart(9),
    String(row.p99).padStart(8),
    `${((row.rps / bare) * 100).toFixed(0)}%`.padStart(9),
  );
}
const list = results[1]!.rps / bare;
console.log(
  `\nList endpoint / bare route: ${(list * 100).toFixed(0)}% (target at least 40%; browse cache ${config.browseCacheMs} ms)`,
);
console.log('\nReal server process(es), browse cache off:');
console.log(
  'processes'.padEnd(10),
  'list req/s'.padStart(11),
  'p99 ms'.padStart(8),
  'search req/s'.padStart(13),
  'p99 ms'.padStart(8),
);
for (const row of perProcessCount) {
  console.log(
    String(row.processes).padEnd(10),
    row.list.requests.average.toFixed(0).padStart(11),
    String(row.list.latency.p99).padStart(8),
    row.search.requests.average.toFixed(0).padStart(13),
    String(row.search.latency.p99).padStart(8),
  );
}
