import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuild } from '../../scripts/build.mjs';
import { TEST_JWT_SECRET } from './test-app';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One Redis prefix for the processes of one test file: they share their live events and
 * rate limits as a site's nodes do, and nothing with the other test files, the browser
 * tests' server or an earlier run on the same Redis (whose sign-ups would use up the limits).
 */
const redisKeyPrefix = `test:${randomUUID()}`;

/** A real server process on the test's database and Redis, as a second app server in production would be. */
export function startServerProcess(
  databaseUrl: string,
  redisUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  return startServerProcessWith({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, ...env });
}

/** How long a start may take on a shared, loaded machine before it counts as failed. */
const START_TIMEOUT_MS = 120_000;

/**
 * A real server process on what `env` names: a database and Redis, or the embedded database
 * of a DATA_DIR. `compiled` runs the build `npm start` runs (the caller brings it up to date
 * with ensureServerBuild): it starts in a fraction of tsx's time, which counts for tests that
 * restart nodes on a loaded machine.
 */
export async function startServerProcessWith(
  env: Record<string, string>,
  { compiled = false } = {},
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const entry = compiled ? ['--enable-source-maps', serverBuild.outfile] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_CONCURRENCY: '1',
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO_CATALOGUE: 'false',
      LOG_LEVEL: 'info',
      // Nothing balances these processes' load, so nothing needs the time to take one out.
      DRAIN_SECONDS: '0',
      RATE_LIMIT_KEY_PREFIX: redisKeyPrefix,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    if (match?.[1]) return { url: match[1], child, output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`server process did not start:\n${output}`);
}

export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
