import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, TEST_PASSWORD } from '../../../test/accounts';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { startTestApp, type TestApp } from '../../../test/test-app';

const onPostgresServer = Boolean(process.env.TEST_DATABASE_URL);
const onRedis = Boolean(process.env.REDIS_URL);

function loginFrom(app: TestApp, address: string, email: string, password: string) {
  return app.request('POST', '/api/v1/auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': address },
  });
}

/** A 401 is a password the server checked; a 429 was refused before any check. */
const checked = (statuses: number[]) => statuses.filter((status) => status === 401).length;

describe('guesses spread over many addresses, past the account-wide limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      trustProxy: true,
      loginLimits: {
        maxAttemptsPerAddress: 1000,
        maxFailuresPerAccountAddress: 5,
        maxFailuresPerAccount: 12,
        windowSeconds: 900,
      },
    });
  });
  afterAll(() => app.close());

  /** Uses up the account-wide limit with 3 wrong guesses from each of 4 addresses. */
  async function exhaustAccountLimit(email: string) {
    for (let address = 1; address <= 4; address += 1)
      for (let guess = 0; guess < 3; guess += 1)
        expect((await loginFrom(app, `10.20.0.${address}`, email, `wrong guess ${guess}`)).status).toBe(401);
  }

  it('let the owner in with the right password from an address with no failures against the account', async () => {
    const account = await signUpAndLogIn(app);
    await exhaustAccountLimit(account.email);
    const owner = await loginFrom(app, '10.21.0.1', account.email, TEST_PASSWORD);
    expect(owner.status).toBe(200);
  });

  it('still refuse a guessing address, and check one guess at most from each new one', async () => {
    const account = await signUpAndLogIn(app);
    await exhaustAccountLimit(account.email);
    expect((await loginFrom(app, '10.20.0.1', account.email, TEST_PASSWORD)).status).toBe(429);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) => loginFrom(app, '10.22.0.1', account.email, `burst guess ${index}`)),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(checked(statuses)).toBe(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect((await loginFrom(app, '10.22.0.1', account.email, TEST_PASSWORD)).status).toBe(429);
  });
});

describe.runIf(onPostgresServer)('logging in while PostgreSQL is away', () => {
  let databaseProxy: TcpProxy;
  let app: TestApp;
  beforeAll(async () => {
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseProxy = await startTcpProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
    app = await startTestApp(
      {
        trustProxy: true,
        loginLimits: {
          maxAttemptsPerAddress: 4,
          maxFailuresPerAccountAddress: 3,
          maxFailuresPerAccount: 5,
          windowSeconds: 900,
        },
      },
      { databasePort: databaseProxy.port },
    );
  });
  afterAll(async () => {
    await databaseProxy.restore().catch(() => undefined);
    await app?.close();
    await databaseProxy?.close();
  });

  it('counts toward no limit, so the owner gets in as soon as it is back', async () => {
    const account = await signUpAndLogIn(app);
    await databaseProxy.cut();
    try {
      for (let press = 0; press < 10; press += 1)
        expect((await loginFrom(app, '10.30.0.1', account.email, TEST_PASSWORD)).status).toBe(503);
    } finally {
      await databaseProxy.restore();
    }
    await expect.poll(async () => (await app.request('GET', '/api/v1/health')).status, { timeout: 10_000 }).toBe(200);
    expect((await loginFrom(app, '10.30.0.1', account.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe.runIf(onRedis)('a fresh process whose Redis stalls', () => {
  let redisProxy: TcpProxy;
  let app: TestApp;
  beforeAll(async () => {
    const redisUrl = new URL(process.env.REDIS_URL!);
    redisProxy = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
    app = await startTestApp({
      trustProxy: true,
      redisUrl: `redis://127.0.0.1:${redisProxy.port}`,
      loginLimits: {
        maxAttemptsPerAddress: 1000,
        maxFailuresPerAccountAddress: 5,
        maxFailuresPerAccount: 100,
        windowSeconds: 900,
      },
    });
  });
  afterAll(async () => {
    await redisProxy.restore().catch(() => undefined);
    await app?.close();
    await redisProxy?.close();
  });

  it('checks no more passwords than the limit in a first burst of parallel guesses', async () => {
    const account = await signUpAndLogIn(app);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, index) => loginFrom(app, '10.40.0.1', account.email, `guess ${index}`)),
    );
    expect(checked(burst.map((answer) => answer.status))).toBe(5);
  });

  it('checks no more than the limit in total when Redis stops answering after counting some guesses', async () => {
    const account = await signUpAndLogIn(app);
    for (let guess = 0; guess < 5; guess += 1)
      expect((await loginFrom(app, '10.41.0.1', account.email, `guess ${guess}`)).status).toBe(401);
    redisProxy.freeze();
    try {
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, index) => loginFrom(app, '10.41.0.1', account.email, `stalled ${index}`)),
      );
      expect(checked(burst.map((answer) => answer.status))).toBe(0);
    } finally {
      await redisProxy.restore();
    }
  });
});
