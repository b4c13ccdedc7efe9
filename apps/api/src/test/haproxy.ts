import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The reference deployment's configuration, run as it is by the tests and `bench:cluster`. */
export const haproxyConfig = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../deploy/haproxy.cfg',
);
/** Debian's package puts it in /usr/sbin, which a user's PATH may lack. */
const haproxyBinary = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningHaproxy {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Health-check lines of `node1`, `node2`…: why a node was taken out shows here. */
  checks: (server: string) => string[];
  stop: () => Promise<void>;
}

/**
 * HAProxy on deploy/haproxy.cfg in front of `nodes` (host:port each, node1 first). Answers
 * once every node has passed a readiness check: HAProxy counts a server as up before its
 * first check, and a check that fails on a node still busy starting takes it out again for
 * two intervals, which a test sending its first requests at once would read as a node that
 * gets no traffic.
 */
export async function startHaproxy(nodes: string[], { timeoutMs = 60_000 } = {}): Promise<RunningHaproxy> {
  const port = await freePort();
  const child = spawn(haproxyBinary, ['-db', '-f', haproxyConfig], {
    env: {
      PATH: process.env.PATH,
      NAIJABID_BIND: `127.0.0.1:${port}`,
      ...Object.fromEntries(nodes.map((address, index) => [`NODE${index + 1}_ADDR`, address])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const spawnError = new Promise<never>((_, reject) =>
    child.once('error', (error) => reject(new Error(`HAProxy (${haproxyBinary}) did not run: ${error.message}`))),
  );
  spawnError.catch(() => undefined);
  const checks = (server: string) =>
    output.split('\n').filter((line) => line.startsWith(`Health check for server nodes/${server} `));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const running = { url: `http://127.0.0.1:${port}`, child, output: () => output, checks, stop };
  const names = nodes.map((_, index) => `node${index + 1}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const passed = names.every((name) => checks(name).at(-1)?.includes(' succeeded'));
    if (passed) return running;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not see every node ready (${haproxyConfig}, port ${port}):\n${output}`);
    }
    await Promise.race([spawnError, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}
