import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, stop } from '../test/server-process';
import { startTestApp, type TestApp } from '../test/test-app';

const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const haproxyConfig = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy/haproxy.cfg');
const haproxyBinary = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
/** Above the configuration's check interval times fall (2 s), as deploy/README.md asks. */
const DRAIN_SECONDS = '4';
const PROBE = '/api/v1/health/live';

let app: TestApp;
beforeAll(async () => {
  if (onRealServers) app = await startTestApp();
});
afterAll(() => app?.close());

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** How many of the test's probes a node logged, by the path its request lines carry. */
const probesServed = (output: string) =>
  output.split('\n').filter((line) => line.includes(`"path":"${PROBE}"`) && line.includes('incoming request')).length;

describe.runIf(onRealServers)('deploy/haproxy.cfg in front of two nodes', () => {
  it('spreads requests over both nodes and takes a SIGTERM’d node out with no failed request', async () => {
    const nodes = await Promise.all(
      [1, 2].map(() => startServerProcess(app.databaseUrl!, process.env.REDIS_URL!, { DRAIN_SECONDS })),
    );
    const port = await freePort();
    const haproxy = spawn(haproxyBinary, ['-db', '-f', haproxyConfig], {
      env: {
        PATH: process.env.PATH,
        NAIJABID_BIND: `127.0.0.1:${port}`,
        NODE1_ADDR: new URL(nodes[0]!.url).host,
        NODE2_ADDR: new URL(nodes[1]!.url).host,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let haproxyOutput = '';
    haproxy.stdout!.on('data', (chunk) => (haproxyOutput += chunk));
    haproxy.stderr!.on('data', (chunk) => (haproxyOutput += chunk));
    const balanced = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 10_000;
      while (
        !(await fetch(`${balanced}${PROBE}`).then(
          (response) => response.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline || haproxy.exitCode !== null)
          throw new Error(`HAProxy did not start:\n${haproxyOutput}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      for (let index = 0; index < 10; index += 1) expect((await fetch(`${balanced}${PROBE}`)).status).toBe(200);
      expect(Math.min(...nodes.map((node) => probesServed(node.output())))).toBeGreaterThanOrEqual(4);

      // Steady traffic while the first node stops: every request must still be answered.
      const failures: string[] = [];
      let answered = 0;
      let stopping = false;
      const client = async () => {
        while (!stopping) {
          try {
            const response = await fetch(`${balanced}${PROBE}`);
            await response.arrayBuffer();
            if (response.status === 200) answered += 1;
            else failures.push(`status ${response.status}`);
          } catch (error) {
            failures.push(String(error));
          }
        }
      };
      const clients = Array.from({ length: 4 }, client);
      const stoppedAt = Date.now();
      await stop(nodes[0]!.child);
      expect(nodes[0]!.child.exitCode).toBe(0);
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(Number(DRAIN_SECONDS) * 1000 - 100);
      const servedBySecondBefore = probesServed(nodes[1]!.output());
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      stopping = true;
      await Promise.all(clients);
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(50);
      expect(probesServed(nodes[1]!.output())).toBeGreaterThan(servedBySecondBefore);
      expect(haproxyOutput).toMatch(/node1 is DOWN/);
    } finally {
      haproxy.kill('SIGTERM');
      await Promise.all(nodes.map((node) => (node.child.exitCode === null ? stop(node.child) : undefined)));
    }
  }, 60_000);
});
