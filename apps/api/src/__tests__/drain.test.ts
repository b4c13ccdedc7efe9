import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../test/accounts';
import { startServerProcessWith } from '../test/server-process';
import { startTestApp, type TestApp } from '../test/test-app';

const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const DRAIN_SECONDS = 3;

let app: TestApp | undefined;
let dataDir: string | undefined;
let nodeEnv: Record<string, string>;
beforeAll(async () => {
  if (onRealServers) {
    app = await startTestApp();
    nodeEnv = { DATABASE_URL: app.databaseUrl!, REDIS_URL: process.env.REDIS_URL! };
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'naijabid-drain-'));
    nodeEnv = { DATA_DIR: dataDir };
  }
});
afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Reads a stream's raw text as it comes, to see the frames a browser's EventSource would. */
async function readStream(url: string) {
  const response = await fetch(url, { headers: { accept: 'text/event-stream' } });
  let text = '';
  const ended = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      text += decoder.decode(chunk, { stream: true });
  })();
  return { text: () => text, ended };
}

describe('SIGTERM on a node', () => {
  it('fails readiness while live, serves the drain out, finishes a request in flight and ends live streams with a retry hint', async () => {
    const node = await startServerProcessWith({ ...nodeEnv, DRAIN_SECONDS: String(DRAIN_SECONDS) });
    const exited = new Promise<number | null>((resolve) => node.child.on('exit', resolve));
    expect((await fetch(`${node.url}/api/v1/health/ready`)).status).toBe(200);

    const stream = await readStream(`${node.url}/api/v1/auctions/${randomUUID()}/events`);
    await waitFor(() => stream.text().includes('event: ready'), 'the stream opened');

    // A request whose body is half sent when the signal comes.
    const body = JSON.stringify(registration());
    const inFlight = request(`${node.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    inFlight.flushHeaders();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalledAt = Date.now();
    node.child.kill('SIGTERM');
    await waitFor(() => node.output().includes('draining: readiness fails'), 'the drain began');
    const ready = await fetch(`${node.url}/api/v1/health/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { data: unknown }).data).toEqual({
      status: 'not_ready',
      checks: { draining: true },
    });
    expect((await fetch(`${node.url}/api/v1/health/live`)).status).toBe(200);

    await waitFor(() => node.output().includes('drained: closing the port'), 'the drain ended');
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 100);
    inFlight.end(body.slice(10));
    expect(await answered).toBe(201);

    await stream.ended;
    const afterReady = stream.text().slice(stream.text().indexOf('event: ready'));
    expect(afterReady).toMatch(/\nretry: \d+\n\n$/);
    expect(await exited).toBe(0);
  }, 150_000);
});
