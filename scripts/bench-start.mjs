#!/usr/bin/env node
/**
 * bench:start: how long a newcomer waits after `npm start` (demo catalogue on) until the API answers health and until it lists a live auction: on a brand-new data
 * folder (first start after install), then again on the same folder (a restart).
 * Target: live auctions within 5 s of the command on a first start.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_LIVE_SECONDS = 5;
const GIVE_UP_MS = 60_000;

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(url, accept) {
  try {
    const response = await fetch(url);
    return response.ok && accept(await response.json());
  } catch {
    return false;
  }
}

async function timeStart(dataDir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so npm and the server under it stop together.
    detached: true,
  });
  let health;
  let live;
  try {
    while (live === undefined && performance.now() - started < GIVE_UP_MS) {
      const elapsed = () => (performance.now() - started) / 1000;
      if (health === undefined && (await answers(`${origin}/api/v1/health`, () => true))) health = elapsed();
      if (
        health !== undefined &&
        (await answers(`${origin}/api/v1/auctions?status=live&limit=1`, (body) => body.data.items.length > 0))
      )
        live = elapsed();
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
    // npm may exit before the server under it has finished shutting down (and writing to the data folder).
    while (processGroupAlive(server.pid)) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (live === undefined) throw new Error(`No live auction within ${GIVE_UP_MS / 1000} s`);
  return { health, live };
}

function processGroupAlive(groupId) {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'naijabid-bench-start-'));
try {
  const first = await timeStart(dataDir);
  const again = await timeStart(dataDir);
  const line = (label, { health, live }) =>
    console.log(`${label.padEnd(34)} health ${health.toFixed(1)} s   live auctions ${live.toFixed(1)} s`);
  line('first start, new data folder', first);
  line('restart, same data folder', again);
  console.log(
    `target: live auctions within ${TARGET_LIVE_SECONDS} s on a first start: ${first.live <= TARGET_LIVE_SECONDS ? 'met' : 'MISSED'}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
