import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { registration } from '../test/accounts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'naijabid-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    // No load balancer waits on these processes' readiness, so a stop need not drain.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listeningUrl(server: ServerProcess): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

function post(baseUrl: string, route: string, body: unknown) {
  return fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the server process on the embedded database', () => {
  it('creates DATA_DIR, refuses a second process on it, shuts down cleanly on SIGTERM and keeps data across restarts', async () => {
    const env = { DATA_DIR: dataDir };
    const first = startServer(env);
    const baseUrl = await listeningUrl(first);
    expect((await fetch(`${baseUrl}/api/v1/health`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    const account = registration();
    expect((await post(baseUrl, '/api/v1/auth/register', account)).status).toBe(201);

    const second = startServer(env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is using DATA_DIR');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const restarted = startServer(env);
    const restartedUrl = await listeningUrl(restarted);
    // The account is still there: its password gets "please verify", not "incorrect".
    const login = await post(restartedUrl, '/api/v1/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(409);
    expect(((await login.json()) as { code: string }).code).toBe('not_verified');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 120_000);

  it('refuses to start on a bad configuration and names the value', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  });

  it('refuses to start in production without SMTP_URL, JWT_SECRET and an SMS sender', async () => {
    const server = startServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SMTP_URL is required in production');
    expect(server.output()).toContain('JWT_SECRET is required in production');
    expect(server.output()).toContain('TERMII_API_KEY is required in production');
  });
});
