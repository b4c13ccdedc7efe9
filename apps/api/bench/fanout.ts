/**
 * `npm run bench:fanout` (add `-- --50k` for the 50,000 step, `-- --processes 2` to run the
 * same steps on two server processes, WEB_CONCURRENCY): delay from a bid's answer
 * (its commit, plus the answer's way back) to its arrival at 1,000, 5,000 and 10,000
 * Server-Sent Events watchers of that auction on one server process (target p99 under
 * 100 ms at 10,000), the server's memory per watcher, and a burst of bids: how soon every
 * watcher has the newest state after the last bid. The server runs as its own process on
 * real PostgreSQL; the watchers are raw sockets in client processes of their own, which on
 * a small machine compete with the server for its cores. Last, with the server stopped, it
 * prints the floor: what one bare socket write to each of as many sockets costs here
 * (bench/socket-write-floor.ts).
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { openPostgres } from '../src/db/client';
import { insertListing } from '../src/modules/auctions/repository';
import { WATCHER_WINDOW_MS } from '../src/modules/live/auction-fanout';
import { benchUsers, createBenchDatabase, percentile, startBenchServer } from './bench-support';

/** Files a process may open at most here (`ulimit -Hn`): only a privileged user raises it. */
const hardFileLimit = Number(
  readFileSync('/proc/self/limits', 'utf8')
    .match(/Max open files\s+\S+\s+(\S+)/)![1]!
    .replace('unlimited', 'Infinity'),
);
/** Files the server needs besides its watchers' sockets (database, Redis, modules, logs). */
const SERVER_FILES = 1_000;
const processesFlag = process.argv.indexOf('--processes');
const PROCESSES = processesFlag === -1 ? 1 : Number(process.argv[processesFlag + 1]);
const wanted = process.argv.includes('--50k') ? [1_000, 5_000, 10_000, 50_000] : [1_000, 5_000, 10_000];
const mostAllowed = Math.floor((hardFileLimit - SERVER_FILES) / 1_000) * 1_000;
if (wanted.at(-1)! > mostAllowed)
  console.log(
    `${wanted.at(-1)!.toLocaleString('en')} watchers need as many open files in the server; this machine allows ` +
      `${hardFileLimit.toLocaleString('en')} per process (ulimit -Hn), so the last step is ${mostAllowed.toLocaleString('en')} watchers`,
  );
const WATCHER_STEPS = [...new Set(wanted.map((step) => Math.min(step, mostAllowed)))];
const MOST = WATCHER_STEPS.at(-1)!;
const BIDS_PER_STEP = 10;
const BIDS_PER_BURST = 10;
/** Sockets per client process, and per client address (a port range holds about 28,000). */
const WATCHERS_PER_CLIENT = 6_250;
const CLIENTS = Math.ceil(MOST / WATCHERS_PER_CLIENT);
const SEEN_TIMEOUT_MS = 30_000;

const now = () => performance.timeOrigin + performance.now();
const started: ChildProcess[] = [];
let stopping = false;
function stopEverything(): void {
  stopping = true;
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
}
process.on('exit', stopEverything);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopEverything();
    process.exit(1);
  });

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

// The watchers come from a few loopback addresses, as many real ones come from a few carrier
// addresses: this server's per-address and total stream caps are raised to let them all in.
const perAddress = String(WATCHERS_PER_CLIENT + 100);
const { server, port } = await startBenchServer(databaseUrl, {
  processes: PROCESSES,
  fileLimit: Math.min(MOST + SERVER_FILES, hardFileLimit),
  env: {
    LIVE_STREAMS_MAX: String(MOST + 100),
    LIVE_STREAMS_PER_ADDRESS: perAddress,
    CONNECTIONS_PER_ADDRESS: String(Number(perAddress) + 100),
  },
});
started.push(server);

/** The server's process and, with several, the workers it started. */
function serverPids(pid = server.pid!): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return [pid, ...(children ? children.split(' ').flatMap((child) => serverPids(Number(child))) : [])];
}

function serverRssBytes(): number {
  return serverPids()
    .map((pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)![1]) * 1024)
    .reduce((total, bytes) => total + bytes, 0);
}

/** CPU time the server has used (user and system), in ms: what a bid costs it apart from waiting for a core. */
function serverCpuMs(): number {
  return serverPids()
    .map((pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime and stime, the 14th and 15th fields, in clock ticks of 10 ms.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    })
    .reduce((total, ms) => total + ms, 0);
}

interface Client {
  process: ChildProcess;
  watchers: number;
  address: string;
}
const clients: Client[] = Array.from({ length: CLIENTS }, (_, index) => {
  const child = fork(new URL('./fanout-watchers.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.push(child);
  child.on('message', (message: { type: string; message?: string }) => {
    if (message.type === 'failed') fail(`watcher client failed: ${message.message}`);
    if (message.type === 'dropped' && !stopping) fail('the server dropped a watcher');
  });
  return { process: child, watchers: 0, address: `127.0.0.${index + 2}` };
});

function fail(reason: string): never {
  console.error(reason);
  stopEverything();
  process.exit(1);
}

function reply<T>(client: Client, type: string, sequence?: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} from a watcher client in time`)), SEEN_TIMEOUT_MS * 4);
    const listen = (message: T & { type: string; sequence?: number }) => {
      if (message.type !== type || message.sequence !== sequence) return;
      clearTimeout(timer);
      client.process.off('message', listen);
      resolve(message);
    };
    client.process.on('message', listen);
  });
}

async function openWatchers(total: number): Promise<void> {
  const path = `/api/v1/auctions/${listing.id}/events`;
  const share = Math.ceil(total / CLIENTS);
  await Promise.all(
    clients.map(async (client) => {
      const count = Math.min(share, total - clients.indexOf(client) * share) - client.watchers;
      if (count <= 0) return;
      const opened = reply<{ count: number }>(client, 'opened');
      client.process.send({ type: 'open', port, path, count, localAddress: client.address });
      client.watchers = (await opened).count;
    }),
  );
}

/** When every watcher saw `sequence` (or a newer event standing for it), and whether any went backwards. */
async function arrivalsOf(sequence: number): Promise<{ times: number[]; backwards: number }> {
  const answers = await Promise.all(
    clients
      .filter((client) => client.watchers > 0)
      .map((client) => {
        const seen = reply<{ times: number[]; backwards: number }>(client, 'seen', sequence);
        client.process.send({ type: 'await', sequence });
        return seen;
      }),
  );
  return {
    times: answers.flatMap((answer) => answer.times),
    backwards: answers.reduce((total, answer) => total + answer.backwards, 0),
  };
}

let maximum = 600_000_00;
let sequence = 0;
let bidIndex = 0;
async function placeBid(): Promise<{ sentAt: number; answeredAt: number }> {
  maximum += 50_000_00;
  const bidder = bidders[bidIndex++ % bidders.length]!;
  const sentAt = now();
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auctions/${listing.id}/bids`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${bidder.token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ maxAmount: maximum }),
  });
  const answeredAt = now();
  if (response.status !== 201) throw new Error(`bid refused: ${response.status} ${await response.text()}`);
  sequence += 1;
  return { sentAt, answeredAt };
}

const milliseconds = (value: number) => `${value.toFixed(1)} ms`;
const spread = (sorted: number[]) =>
  `p50 ${milliseconds(percentile(sorted, 0.5))}, p95 ${milliseconds(percentile(sorted, 0.95))}, p99 ${milliseconds(percentile(sorted, 0.99))}`;

try {
  const baselineRss = serverRssBytes();
  for (const target of WATCHER_STEPS) {
    await openWatchers(target);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rss = serverRssBytes();

    // Bids a window apart: each is the first after a quiet spell, so it goes out at once.
    const fromAnswer: number[] = [];
    const fromSending: number[] = [];
    const cpuBefore = serverCpuMs();
    for (let round = 0; round < BIDS_PER_STEP; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, WATCHER_WINDOW_MS + 50));
      const { sentAt, answeredAt } = await placeBid();
      const { times } = await withTimeout(arrivalsOf(sequence));
      for (const at of times) {
        fromAnswer.push(Math.max(0, at - answeredAt));
        fromSending.push(at - sentAt);
      }
    }
    const cpuPerBid = (serverCpuMs() - cpuBefore) / BIDS_PER_STEP;
    fromAnswer.sort((a, b) => a - b);
    fromSending.sort((a, b) => a - b);

    // A burst: watchers get the newest state at most a window after the last bid.
    await new Promise((resolve) => setTimeout(resolve, WATCHER_WINDOW_MS + 50));
    let lastAnsweredAt = 0;
    for (let round = 0; round < BIDS_PER_BURST; round += 1) lastAnsweredAt = (await placeBid()).answeredAt;
    const burst = await withTimeout(arrivalsOf(sequence));
    const newest = burst.times.map((at) => Math.max(0, at - lastAnsweredAt)).sort((a, b) => a - b);
    if (burst.backwards > 0) fail(`${burst.backwards} times a watcher got an older event after a newer one`);

    console.log(
      `${target.toLocaleString('en')} watchers${PROCESSES > 1 ? ` on ${PROCESSES} server processes` : ''}: ` +
        `from the bid's answer ${spread(fromAnswer)} ` +
        `(from sending the bid: p99 ${milliseconds(percentile(fromSending, 0.99))}; ` +
        `server CPU per bid and its fan-out ${milliseconds(cpuPerBid)}); ` +
        `newest state after a burst of ${BIDS_PER_BURST} bids ${spread(newest)}; ` +
        `server RSS ${(rss / 2 ** 20).toFixed(0)} MiB, ${((rss - baselineRss) / target / 1024).toFixed(1)} KB per watcher`,
    );
  }
  console.log(
    `target: p99 under 100 ms at 10,000 watchers on one process; watchers get at most one write per ${WATCHER_WINDOW_MS} ms`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopping = true;
  for (const client of clients) if (client.process.connected) client.process.send({ type: 'stop' });
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  stopEverything();
}

// With the server stopped, what the same number of bare socket writes costs on this machine.
if (process.exitCode === undefined) {
  const floor = new URL('./socket-write-floor.ts', import.meta.url).pathname;
  spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n ${Math.min(MOST + SERVER_FILES, hardFileLimit)} && exec "$@"`,
      'sh',
      process.execPath,
      '--import',
      'tsx',
      floor,
      String(MOST),
    ],
    { stdio: 'inherit' },
  );
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`watchers did not all see bid ${sequence} in time`)), SEEN_TIMEOUT_MS).unref(),
    ),
  ]);
}
