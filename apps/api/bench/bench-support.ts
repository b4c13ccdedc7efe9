import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { users } from '../src/db/schema';
import type { Database } from '../src/db/client';
import { insertSession } from '../src/modules/auth/repository';
import { createTokenService } from '../src/modules/auth/tokens';
import { systemAccount, transfer, walletAccount } from '../src/modules/wallet/repository';

export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-00';
export const benchServerUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Several server processes need Redis (shared limits and live events), so every run uses it. */
export const benchRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh database of the given name on the benchmark server, dropped first if it exists. */
export async function createBenchDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(benchServerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Verified users with a funded wallet and a bearer token each, made straight in the database. */
export async function benchUsers(
  db: Database,
  count: number,
  options: { accountType: 'buyer' | 'seller'; fundsKobo: number },
) {
  const tokens = createTokenService(BENCH_JWT_SECRET, 24 * 3600);
  const clearing = await systemAccount(db, 'provider_clearing');
  const made = [];
  for (let index = 0; index < count; index += 1) {
    const now = new Date();
    const [user] = await db
      .insert(users)
      .values({
        email: `bench-${randomUUID()}@example.ng`,
        firstName: 'Bench',
        lastName: `User${index}`,
        accountType: options.accountType,
        passwordHash: 'x',
        emailVerifiedAt: now,
        termsAcceptedAt: now,
      })
      .returning({ id: users.id });
    const session = await insertSession(db, { userId: user!.id, expiresAt: new Date(Date.now() + 86_400_000) });
    const { token } = await tokens.sign({ userId: user!.id, sessionId: session.id, notAfter: session.expiresAt });
    if (options.fundsKobo > 0) {
      const wallet = await walletAccount(db, user!.id);
      await db.transaction((tx) =>
        transfer(tx, {
          debitAccountId: clearing.id,
          creditAccountId: wallet.id,
          amountKobo: options.fundsKobo,
          purpose: 'deposit',
        }),
      );
    }
    made.push({ id: user!.id, token });
  }
  return made;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/**
 * The real server as its own process (or `processes` of them on one port, WEB_CONCURRENCY)
 * on the benchmark database and Redis, as it runs in production, so the benchmark's clients
 * do not share its event loop. Answers once every process listens.
 */
export async function startBenchServer(
  databaseUrl: string,
  {
    processes = 1,
    env = {},
    fileLimit,
  }: {
    processes?: number;
    env?: Record<string, string>;
    /** Open files (sockets) the server may hold, raised with `ulimit -n` for this server only. */
    fileLimit?: number;
  } = {},
): Promise<{ server: ChildProcess; port: number }> {
  const command = [process.execPath, '--import', 'tsx', 'src/server.ts'];
  // The shell raises the limit and then becomes the server (exec), so its pid is the server's.
  const [file, ...args] =
    fileLimit === undefined ? command : ['sh', '-c', `ulimit -n ${fileLimit} && exec "$@"`, 'sh', ...command];
  const server = spawn(file!, args, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      REDIS_URL: benchRedisUrl,
      WEB_CONCURRENCY: String(processes),
      JWT_SECRET: BENCH_JWT_SECRET,
      DEMO_CATALOGUE: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A bench that fails, however it fails, stops the server it started.
  process.once('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
  let output = '';
  // Only the start-up lines are kept; request logs are read and dropped.
  server.stdout!.on('data', (chunk) => {
    if (output.length < 100_000) output += chunk;
  });
  server.stderr!.on('data', (chunk) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const ready = [...output.matchAll(/ready at http:\/\/localhost:(\d+)/g)];
      if (ready.length >= processes) {
        clearInterval(timer);
        resolve(Number(ready[0]![1]));
      } else if (server.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(output));
      }
    }, 100);
  });
  return { server, port };
}
