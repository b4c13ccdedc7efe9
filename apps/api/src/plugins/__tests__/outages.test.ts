import net from 'node:net';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { serializeError } from '../../log-safety';
import { signUpAndLogIn, TEST_PASSWORD } from '../../test/accounts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { startTestApp, uniqueEmail, type TestApp, type TestResponse } from '../../test/test-app';

const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
/** A request during an outage may wait for the pool's connect timeout, no longer. */
const OUTAGE_ANSWER_WITHIN_MS = 4_000;

function expectUnavailable(response: TestResponse, label: string) {
  expect(response.status, label).toBe(503);
  expect(response.body.code, label).toBe('unavailable');
  expect(response.body.message, label).toBe(serverMessages.serviceUnavailable);
  expect(response.body.detail, label).toBe(serverMessages.serviceUnavailable);
  expect(Number(response.headers.get('retry-after')), label).toBeGreaterThan(0);
}

describe('a database error in the log', () => {
  it('names its SQLSTATE and statement, never the values the query carried', async () => {
    const app = await startTestApp();
    try {
      const email = uniqueEmail('secret');
      const failure = await app.database.db.execute(sql`select ${email}::uuid`).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      const logged = JSON.stringify(serializeError(failure));
      expect(logged).not.toContain(email);
      expect(logged).toContain('22P02');
      expect(logged).toContain('select $1::uuid');
    } finally {
      await app.close();
    }
  });
});

describe('a client that hangs up in the middle of its request', () => {
  it('is noted, not logged as an error', async () => {
    const app = await startTestApp();
    try {
      const socket = net.connect(Number(new URL(app.baseUrl).port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await expect
        .poll(() => app.logLines.some((line) => line.msg === 'client went away before the answer'))
        .toBe(true);
      expect(app.logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(onRealServers)('outages of PostgreSQL and then Redis, under load', () => {
  let databaseProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signUpAndLogIn>>;

  beforeAll(async () => {
    const redisUrl = new URL(process.env.REDIS_URL!);
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseProxy = await startTcpProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
    redisProxy = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
    app = await startTestApp(
      { redisUrl: `redis://127.0.0.1:${redisProxy.port}` },
      { databasePort: databaseProxy.port },
    );
    user = await signUpAndLogIn(app);
  });
  afterAll(async () => {
    await databaseProxy.restore().catch(() => undefined);
    await redisProxy.restore().catch(() => undefined);
    await app?.close();
    await databaseProxy?.close();
    await redisProxy?.close();
  });

  /** What a busy minute of the site asks: public pages, a signed-in page, logins, sign-ups. */
  function load() {
    return [
      ...Array.from({ length: 5 }, () => app.request('GET', '/api/v1/auctions')),
      ...Array.from({ length: 5 }, () => app.request('GET', '/api/v1/me', { token: user.token })),
      app.request('POST', '/api/v1/auth/login', { body: { email: user.email, password: TEST_PASSWORD } }),
      app.request('POST', '/api/v1/auth/register', {
        body: {
          accountType: 'buyer',
          email: uniqueEmail(),
          firstName: 'Bola',
          lastName: 'Ade',
          password: TEST_PASSWORD,
        },
      }),
    ];
  }

  it('answers 503 with Retry-After while PostgreSQL is away, fast, and recovers without a restart', async () => {
    await databaseProxy.cut();
    const startedAt = performance.now();
    const answers = await Promise.all(load());
    const elapsedMs = performance.now() - startedAt;
    for (const [index, answer] of answers.entries()) expectUnavailable(answer, `request ${index}`);
    expect(elapsedMs).toBeLessThan(OUTAGE_ANSWER_WITHIN_MS);
    const health = await app.request('GET', '/api/v1/health');
    expect(health.status).toBe(503);

    await databaseProxy.restore();
    await expect
      .poll(async () => (await app.request('GET', '/api/v1/me', { token: user.token })).status, { timeout: 10_000 })
      .toBe(200);
    const after = await Promise.all(load());
    expect(after.map((answer) => answer.status)).not.toContain(503);
    expect(after.map((answer) => answer.status)).not.toContain(500);
  });

  it("keeps logins, codes, contact and newsletter working on this process's own limits while Redis is away, fast", async () => {
    await redisProxy.cut();
    const startedAt = performance.now();
    const [login, resend, newsletter, contact, ...rest] = await Promise.all([
      app.request('POST', '/api/v1/auth/login', { body: { email: user.email, password: TEST_PASSWORD } }),
      app.request('POST', '/api/v1/auth/resend-auth-code', { body: { email: uniqueEmail() } }),
      app.request('POST', '/api/v1/newsletter', { body: { email: uniqueEmail() } }),
      app.request('POST', '/api/v1/contact', {
        body: { name: 'Bola Ade', email: uniqueEmail(), message: 'Where is my parcel, please?' },
      }),
      ...load(),
    ]);
    const elapsedMs = performance.now() - startedAt;
    expect(login.status).toBe(200);
    expect(resend.status).toBe(200);
    expect(newsletter.status).toBeLessThan(300);
    expect(contact.status).toBeLessThan(300);
    for (const [index, answer] of rest.entries()) expect(answer.status, `request ${index}`).toBeLessThan(500);
    expect(elapsedMs).toBeLessThan(1_500);

    await redisProxy.restore();
    await expect
      .poll(
        async () =>
          (await app.request('POST', '/api/v1/auth/login', { body: { email: user.email, password: TEST_PASSWORD } }))
            .status,
        {
          timeout: 10_000,
          interval: 1_000,
        },
      )
      .toBe(200);
  });

  it('counts in memory, a quarter second per limit at most, when Redis accepts connections but stops answering', async () => {
    redisProxy.freeze();
    try {
      const startedAt = performance.now();
      const login = await app.request('POST', '/api/v1/auth/login', {
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(login.status).toBe(200);
      expect(performance.now() - startedAt).toBeLessThan(3_000);
    } finally {
      await redisProxy.restore();
    }
  });

  it('logged neither a password hash, an email nor a session id, and the outage in a few lines', () => {
    const log = JSON.stringify(app.logLines);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(user.email);
    expect(log).not.toContain(String(decodeJwt(user.token).sid));
    const outageWarnings = app.logLines.filter((line) => String(line.msg).includes('a dependency is unavailable'));
    expect(outageWarnings.length).toBeGreaterThan(0);
    expect(outageWarnings.length).toBeLessThanOrEqual(4);
  });
});
