import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/accounts';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { startTestApp, type TestApp } from '../../../test/test-app';

const onRedis = Boolean(process.env.REDIS_URL);

function loginFrom(app: TestApp, address: string, email: string, password: string) {
  return app.request('POST', '/api/v1/auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': address },
  });
}

/** A 401 is a password the server checked; a 429 was refused before any check. */
const checked = (statuses: number[]) => statuses.filter((status) => status === 401).length;

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
