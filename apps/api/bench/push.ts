/**
 * `npm run bench:push`: how long from an outbid to its push leaving the server. Two bidders,
 * each subscribed to a push service of the bench's own (src/test/push-service.ts, which checks
 * the VAPID signature and decrypts each push), take the lead from each other on one auction
 * over HTTP against the real server process on PostgreSQL; each time, the clock runs from the
 * outbidding bid's answer (the outbid is committed by then) to the push arriving at the push
 * service on loopback. The push is a job (the notice's trigger inserts it), so the job
 * runner's one-second tick is most of it. Target: p95 under 2 s.
 */
import { openPostgres } from '../src/db/client';
import { insertListing } from '../src/modules/auctions/repository';
import { startFakePushService } from '../src/test/push-service';
import { benchUsers, createBenchDatabase, percentile, startBenchServer } from './bench-support';

const OUTBIDS = Number(process.env.BENCH_OUTBIDS ?? 40);
/** Each wait is at most this long; a push that never comes fails the bench. */
const PUSH_TIMEOUT_MS = 15_000;

const databaseUrl = await createBenchDatabase('naijabid_bench_push');
const database = await openPostgres(databaseUrl, 2);
const [seller] = await benchUsers(database.db, 1, { accountType: 'seller', fundsKobo: 0 });
const bidders = await benchUsers(database.db, 2, { accountType: 'buyer', fundsKobo: 1_000_000_000_00 });
const now = Date.now();
const listing = await insertListing(database.db, {
  sellerId: seller!.id,
  title: 'Infinix Hot 40 Pro push bench',
  description: 'Two bidders chase it so that each bid outbids the other.',
  category: 'Phones & Tablets',
  brand: 'Infinix',
  condition: 'new',
  startingPriceKobo: 50_000_00,
  currentPriceKobo: 50_000_00,
  status: 'scheduled',
  startsAt: new Date(now - 60_000),
  endsAt: new Date(now + 24 * 3_600_000),
});
await database.close();

const pushService = await startFakePushService();
// The bench's push service listens on loopback, which only this test setting lets pushes reach.
const { server, port } = await startBenchServer(databaseUrl, { env: { PUSH_ENDPOINTS_ON_LOOPBACK_FOR_TESTS: 'true' } });
const base = `http://127.0.0.1:${port}/api/v1`;

async function call(method: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const subscriptions = [];
for (const bidder of bidders) {
  const subscription = pushService.subscribe();
  await call('POST', '/me/push/subscriptions', bidder.token, subscription);
  subscriptions.push(subscription);
}

const latencies: number[] = [];
let maximum = 60_000_00;
try {
  for (let round = 0; round <= OUTBIDS; round += 1) {
    const bidder = bidders[round % 2]!;
    const outbid = subscriptions[(round + 1) % 2]!;
    const already = pushService.received.length;
    maximum += 1_000_00;
    await call(
      'POST',
      `/auctions/${listing.id}/bids`,
      bidder.token,
      { maxAmount: maximum },
      {
        'idempotency-key': `bench-push-${round}-${Date.now()}`,
      },
    );
    const outbidAt = Date.now();
    if (round === 0) continue;
    const deadline = outbidAt + PUSH_TIMEOUT_MS;
    while (!pushService.received.slice(already).some((push) => push.subscription === outbid.id)) {
      if (Date.now() > deadline) throw new Error(`no push within ${PUSH_TIMEOUT_MS} ms of outbid ${round}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const push = pushService.received.slice(already).find((received) => received.subscription === outbid.id)!;
    latencies.push(push.receivedAt - outbidAt);
    // A pause of a random part of a second, so outbids fall anywhere in the runner's tick.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
  }
} finally {
  server.kill('SIGTERM');
  await pushService.close();
}

if (pushService.refused.length > 0) throw new Error(`pushes refused: ${pushService.refused.join('; ')}`);
const sorted = [...latencies].sort((a, b) => a - b);
console.log(`outbid -> push at the push service, ${sorted.length} outbids (PostgreSQL, one server process):`);
console.log(`  p50 ${percentile(sorted, 0.5)} ms   p95 ${percentile(sorted, 0.95)} ms   max ${sorted.at(-1)} ms`);
console.log(`  target: p95 under 2000 ms: ${percentile(sorted, 0.95) < 2000 ? 'met' : 'NOT met'}`);
