/**
 * The least one update to N watchers can cost in one Node process on this machine: a loop
 * of one `socket.write` of a bid's frame to each of N local sockets, with no HTTP, no event
 * and nothing else, while a client process reads them as the watchers do. `bench:fanout`
 * runs it after its steps and prints it beside its own CPU per bid: a fan-out cannot beat it.
 *
 * `tsx bench/socket-write-floor.ts N` (the open-file limit must allow N sockets).
 */
import { fork } from 'node:child_process';
import net from 'node:net';
import { sseFrame } from '../src/plugins/event-bus';

const ROUNDS = 8;
const PAUSE_MS = 300;

async function readAll(port: number, count: number): Promise<void> {
  for (let opened = 0; opened < count; opened += 1) {
    net.connect(port, '127.0.0.1').on('data', () => undefined);
    // A pause now and then, so the server's accept queue keeps up.
    if (opened % 500 === 499) await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function measure(count: number): Promise<void> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const client = fork(new URL(import.meta.url).pathname, ['client', String(port), String(count)], {
    execArgv: ['--import', 'tsx'],
  });
  while (sockets.length < count) await new Promise((resolve) => setTimeout(resolve, 100));

  // A frame of a bid as the fan-out sends it: the SSE event in one HTTP chunk.
  const body = Buffer.from(
    sseFrame({
      channel: 'auction:bench',
      sequence: 1234,
      type: 'bid',
      data: {
        currentPrice: 123_456_00,
        bidCount: 42,
        minimumBid: 124_456_00,
        endsAt: new Date().toISOString(),
        leader: 'A*** O***',
      },
    }),
  );
  const chunk = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]);
  const loops: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const startedAt = performance.now();
    for (const socket of sockets) socket.write(chunk);
    loops.push(performance.now() - startedAt);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  loops.sort((a, b) => a - b);
  const median = loops[Math.floor(ROUNDS / 2)]!;
  console.log(
    `floor: one socket.write of a ${chunk.length}-byte frame to each of ${count.toLocaleString('en')} local sockets takes ` +
      `${median.toFixed(1)} ms in one process (${((median * 1000) / count).toFixed(1)} µs each, median of ${ROUNDS} rounds)`,
  );
  client.kill();
  for (const socket of sockets) socket.destroy();
  server.close();
}

if (process.argv[2] === 'client') await readAll(Number(process.argv[3]), Number(process.argv[4]));
else await measure(Number(process.argv[2]));
