import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from './test-app';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A real server process on the test's database and Redis, as a second app server in production would be. */
export async function startServerProcess(
  databaseUrl: string,
  redisUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      WEB_CONCURRENCY: '1',
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO_CATALOGUE: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
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
