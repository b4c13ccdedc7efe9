/**
 * `npm run bench:half-sent`: the security review's measure. 3,000 connections from one
 * address each send a request's headers and part of its body, then nothing; meanwhile
 * `/health` is asked from another address. Prints how many were refused at once, how many
 * the server held and for how long, its open files, and the probes' latency. The server runs
 * as its own process on real PostgreSQL with its default settings.
 */
import { readdirSync } from 'node:fs';
import net from 'node:net';
import { createBenchDatabase, percentile, startBenchServer } from './bench-support';

const CONNECTIONS = 3_000;
/** Another loopback address, so the probes from 127.0.0.1 are not the crowding one. */
const CROWDING_ADDRESS = '127.0.0.2';
const HALF_SENT =
  'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":';

const databaseUrl = await createBenchDatabase('naijabid_bench_half_sent');
const { server, port } = await startBenchServer(databaseUrl);
const openFiles = () => readdirSync(`/proc/${server.pid}/fd`).length;
const filesBefore = openFiles();

const startedAt = performance.now();
let refused = 0;
let open = 0;
const closedAfterMs: number[] = [];
const crowd = Array.from(
  { length: CONNECTIONS },
  () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: CROWDING_ADDRESS }, () => {
        open += 1;
        socket.write(HALF_SENT);
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open -= 1;
        if (answer.startsWith('HTTP/1.1 429')) refused += 1;
        else closedAfterMs.push(performance.now() - startedAt);
        resolve();
      });
    }),
);

const probes: number[] = [];
let probeFailures = 0;
let peakFiles = 0;
while (open > 0 || performance.now() - startedAt < 2_000) {
  const probeAt = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    if (response.status !== 200) probeFailures += 1;
  } catch {
    probeFailures += 1;
  }
  probes.push(performance.now() - probeAt);
  peakFiles = Math.max(peakFiles, openFiles());
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await Promise.all(crowd);
probes.sort((a, b) => a - b);
closedAfterMs.sort((a, b) => a - b);

console.log(`${CONNECTIONS.toLocaleString('en')} half-sent connections from one address:`);
console.log(`  refused at once (429): ${refused.toLocaleString('en')}`);
console.log(
  `  held: ${closedAfterMs.length.toLocaleString('en')}, closed 408 after ${(closedAfterMs[0]! / 1000).toFixed(1)}-${(closedAfterMs.at(-1)! / 1000).toFixed(1)} s`,
);
console.log(`  server open files: ${filesBefore} before, ${peakFiles} at most`);
console.log(
  `  /health from another address: ${probes.length} probes, p50 ${percentile(probes, 0.5).toFixed(1)} ms, p99 ${percentile(probes, 0.99).toFixed(1)} ms, ${probeFailures} failed`,
);
server.kill('SIGTERM');
