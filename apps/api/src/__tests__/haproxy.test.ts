import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHaproxy, type RunningHaproxy } from '../test/haproxy';
import { startServerProcess, stop } from '../test/server-process';
import { startTestApp, type TestApp } from '../test/test-app';

const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
/** Above the configuration's check interval times fall (2 s), as deploy/README.md asks. */
const DRAIN_SECONDS = '4';
const PROBE = '/api/v1/health/live';

let app: TestApp;
beforeAll(async () => {
  if (onRealServers) app = await startTestApp();
});
afterAll(() => app?.close());

/** How many of the test's probes a node logged, by the path its request lines carry. */
const probesServed = (output: string) =>
  output.split('\n').filter((line) => line.includes(`"path":"${PROBE}"`) && line.includes('incoming request')).length;

describe.runIf(onRealServers)('deploy/haproxy.cfg in front of two nodes', () => {
  it('spreads requests over both nodes and takes a SIGTERM’d node out with no failed request', async () => {
    const nodes = await Promise.all(
      [1, 2].map(() => startServerProcess(app.databaseUrl!, process.env.REDIS_URL!, { DRAIN_SECONDS })),
    );
    let haproxy: RunningHaproxy | undefined;
    try {
      haproxy = await startHaproxy(nodes.map((node) => new URL(node.url).host));
      const balanced = haproxy.url;
      /** What a failed expectation shows: why HAProxy sent a node nothing is in its log. */
      const seen = () => `HAProxy:\n${haproxy!.output().slice(-4000)}`;
      for (let index = 0; index < 10; index += 1) expect((await fetch(`${balanced}${PROBE}`)).status, seen()).toBe(200);
      // A node logs a request before it answers it, but the line reaches this process through a pipe.
      const served = () => nodes.map((node) => probesServed(node.output()));
      for (let waited = 0; waited < 5_000 && Math.min(...served()) < 4; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(Math.min(...served()), `probes per node ${served().join('/')}\n${seen()}`).toBeGreaterThanOrEqual(4);

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
      expect(failures, seen()).toEqual([]);
      expect(answered).toBeGreaterThan(50);
      expect(probesServed(nodes[1]!.output())).toBeGreaterThan(servedBySecondBefore);
      // Taken out by its readiness answer while it still served, not by its port closing.
      const readinessFailed = haproxy.checks('node1').some((line) => line.includes('Layer7 wrong status, code: 503'));
      expect(readinessFailed, seen()).toBe(true);
      expect(haproxy.output(), seen()).toMatch(/Server nodes\/node1 is DOWN/);
    } finally {
      await haproxy?.stop();
      await Promise.all(nodes.map((node) => (node.child.exitCode === null ? stop(node.child) : undefined)));
    }
  }, 120_000);
});
