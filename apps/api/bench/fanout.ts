/**
 * `npm run bench:fanout`: delay from a bid's response to its arrival at 1,000 and at 5,000
 * Server-Sent Events watchers of that auction on one server process (target p99 under
 * 200 ms at 5,000), and the server's memory per watcher. The server runs as its own
 * process on real PostgreSQL, so the watchers here do not share its event loop.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { openPostgres } from '../src/db/client';
import { insertListing } from '../src/modules/auctions/repository';
import { benchUsers, createBenchDatabase, percentile, startBenchServer } from './bench-support';

const WATCHER_STEPS = [1_000, 5_000];
const BIDS_PER_STEP = 10;

const databaseUrl = await createBenchDatabase('naijabid_bench_fanout');
const database = await openPostgres(databaseUrl, 2);
const [seller] = await benchUsers(database.db, 1, { accountType: 'seller', fundsKobo: 0 });
const bidders = await benchUsers(database.db, 2, { accountType: 'buyer', fundsKobo: 1_000_000_000_00 });
const listing = await insertListing(database.db, {
  sellerId: seller!.id,
  title: 'iPhone 15 Pro watched by thousands',
  description: 'Every watcher of this benchmark is looking at this one auction.',
  category: 'Phones & Tablets',
  brand: 'Apple',
  condition: 'new',
  startingPriceKobo: 500_000_00,
  currentPriceKobo: 500_000_00,
  status: 'scheduled',
  startsAt: new Date(Date.now() - 60_000),
  endsAt: new Date(Date.now() + 24 * 3_600_000),
});
await database.close();

// Every watcher here comes from 127.0.0.1, as a few real ones behind one carrier address would:
// the per-address caps are raised above the largest step so the bench measures the fan-out.
const perAddress = String(WATCHER_STEPS.at(-1)! + 100);
const { server, port } = await startBenchServer(databaseUrl, {
  env: { LIVE_STREAMS_PER_ADDRESS: perAddress, CONNECTIONS_PER_ADDRESS: String(Number(perAddress) + 100) },
});

function serverRssBytes(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) * 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
/** Each watcher notes when it sees the bid frame with a given sequence id. */
const arrivals = new Map<number, number[]>();
function openWatcher(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1/auctions/${listing.id}/events`,
        agent,
        headers: { accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`watcher refused: ${response.statusCode}`));
          return;
        }
        let pending = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const now = performance.now();
          pending += chunk;
          let end: number;
          while ((end = pending.indexOf('\n\n')) >= 0) {
            const id = pending.slice(0, end).match(/^id: (\d+)$/m);
            if (id) {
              const list = arrivals.get(Number(id[1])) ?? [];
              list.push(now);
              arrivals.set(Number(id[1]), list);
            }
            pending = pending.slice(end + 2);
          }
        });
        resolve();
      },
    );
    request.on('error', reject);
  });
}

let watchers = 0;
let maximum = 600_000_00;
let sequence = 0;
const baselineRss = serverRssBytes();
for (const target of WATCHER_STEPS) {
  while (watchers < target) {
    await Promise.all(Array.from({ length: Math.min(250, target - watchers) }, openWatcher));
    watchers = Math.min(target, watchers + 250);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssPerWatcher = (serverRssBytes() - baselineRss) / watchers;
  const delays: number[] = [];
  for (let round = 0; round < BIDS_PER_STEP; round += 1) {
    maximum += 50_000_00;
    const bidder = bidders[round % bidders.length]!;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/auctions/${listing.id}/bids`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${bidder.token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ maxAmount: maximum }),
    });
    const answeredAt = performance.now();
    if (response.status !== 201) throw new Error(`bid refused: ${response.status} ${await response.text()}`);
    sequence += 1;
    const deadline = Date.now() + 10_000;
    while ((arrivals.get(sequence)?.length ?? 0) < watchers && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const seen = arrivals.get(sequence) ?? [];
    if (seen.length < watchers) throw new Error(`only ${seen.length} of ${watchers} watchers saw bid ${sequence}`);
    for (const at of seen) delays.push(Math.max(0, at - answeredAt));
  }
  delays.sort((a, b) => a - b);
  console.log(
    `${watchers.toLocaleString('en')} watchers: delay p50 ${percentile(delays, 0.5).toFixed(1)} ms, p99 ${percentile(delays, 0.99).toFixed(1)} ms; server memory ${(rssPerWatcher / 1024).toFixed(1)} KB per watcher`,
  );
}
console.log('target: p99 under 200 ms at 5,000 watchers');
agent.destroy();
server.kill('SIGTERM');
