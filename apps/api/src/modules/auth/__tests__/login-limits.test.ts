import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { signUpAndLogIn, TEST_PASSWORD } from '../../../test/accounts';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { extractCode, startTestApp, type TestApp } from '../../../test/test-app';

const onPostgresServer = Boolean(process.env.TEST_DATABASE_URL);
const onRedis = Boolean(process.env.REDIS_URL);

function loginFrom(app: TestApp, address: string, email: string, password: string, unlockCode?: string) {
  return app.request('POST', '/api/v1/auth/login', {
    body: { email, password, unlockCode },
    headers: { 'x-forwarded-for': address },
  });
}

/** A 401 is a password the server checked and answered; a 429 was refused before any check. */
const checked = (statuses: number[]) => statuses.filter((status) => status === 401).length;

describe('guesses spread over many addresses, past the account-wide limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      trustProxy: true,
      loginLimits: {
        maxAttemptsPerAddress: 1000,
        maxFailuresPerAccountAddress: 10,
        maxFailuresPerAccount: 100,
        windowSeconds: 900,
      },
    });
  });
  afterAll(() => app.close());

  /** The attack: 10 wrong guesses from each of 15 addresses, of which 100 are checked. */
  async function spreadGuesses(email: string) {
    const statuses = (
      await Promise.all(
        Array.from({ length: 15 }, async (_, address) => {
          const answers: number[] = [];
          for (let guess = 0; guess < 10; guess += 1)
            answers.push((await loginFrom(app, `10.50.${address}.1`, email, `wrong guess ${guess}`)).status);
          return answers;
        }),
      )
    ).flat();
    expect(checked(statuses)).toBe(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  }

  const loginCodeMails = async (email: string) =>
    (await app.mailTo(email)).filter((mail) => mail.subject.includes('login code'));

  it('mail the owner a code when their right password comes from a clean address, and the code logs them in from anywhere', async () => {
    const account = await signUpAndLogIn(app);
    await spreadGuesses(account.email);
    const owner = await loginFrom(app, '10.51.0.1', account.email, TEST_PASSWORD);
    expect(owner.status).toBe(409);
    expect(owner.body).toMatchObject({ code: 'login_code_required', message: serverMessages.loginCodeRequired });
    const [mail] = await loginCodeMails(account.email);
    expect(mail).toBeDefined();
    const unlockCode = extractCode(mail!.subject);

    const loggedIn = await loginFrom(app, '10.52.0.1', account.email, TEST_PASSWORD, unlockCode);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data.accessToken).toEqual(expect.any(String));
    // Used up: the same code does not log in twice.
    expect((await loginFrom(app, '10.52.0.1', account.email, TEST_PASSWORD, unlockCode)).status).toBe(400);
  });

  it('answer a wrong password from a clean address exactly as a right one, mail nothing, and hear that address no more', async () => {
    const account = await signUpAndLogIn(app);
    await spreadGuesses(account.email);
    const guess = await loginFrom(app, '10.53.0.1', account.email, 'a lucky guess?');
    expect(guess.status).toBe(409);
    expect(await loginCodeMails(account.email)).toHaveLength(0);
    expect((await loginFrom(app, '10.53.0.1', account.email, 'another guess')).status).toBe(429);
    expect((await loginFrom(app, '10.53.0.1', account.email, TEST_PASSWORD)).status).toBe(429);
    expect(await loginCodeMails(account.email)).toHaveLength(0);

    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) => loginFrom(app, '10.54.0.1', account.email, `burst guess ${index}`)),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect(await loginCodeMails(account.email)).toHaveLength(0);

    const owner = await loginFrom(app, '10.55.0.1', account.email, TEST_PASSWORD);
    expect(owner.status).toBe(409);
    expect(owner.body).toEqual(guess.body);
    expect(await loginCodeMails(account.email)).toHaveLength(1);
  });

  it('count a wrong code as one of its tries, answered alike whatever the password', async () => {
    const account = await signUpAndLogIn(app);
    await spreadGuesses(account.email);
    expect((await loginFrom(app, '10.56.0.1', account.email, TEST_PASSWORD)).status).toBe(409);
    const [mail] = await loginCodeMails(account.email);
    const unlockCode = extractCode(mail!.subject);
    const wrongCode = unlockCode === '000000' ? '111111' : '000000';

    const wrongTries = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      wrongTries.push(await loginFrom(app, '10.57.0.1', account.email, TEST_PASSWORD, wrongCode));
    wrongTries.push(await loginFrom(app, '10.57.0.1', account.email, 'not the password', wrongCode));
    for (const answer of wrongTries) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(wrongTries[0]!.body);
    }
    expect(wrongTries[0]!.body.code).toBe('code_incorrect');

    const rightCodeTooLate = await loginFrom(app, '10.57.0.1', account.email, TEST_PASSWORD, unlockCode);
    expect(rightCodeTooLate.status).toBe(400);
    expect(rightCodeTooLate.body.code).toBe('code_exhausted');
  });
});

describe("a stranger who tries to burn the owner's login code", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      trustProxy: true,
      loginLimits: {
        maxAttemptsPerAddress: 1000,
        maxFailuresPerAccountAddress: 10,
        maxFailuresPerAccount: 20,
        windowSeconds: 900,
      },
    });
  });
  afterAll(() => app.close());

  /** Guesses from 3 addresses until the account needs a login code. */
  async function pastTheAccountLimit(email: string) {
    for (let address = 0; address < 3; address += 1)
      for (let guess = 0; guess < 10; guess += 1) await loginFrom(app, `10.70.${address}.1`, email, `guess ${guess}`);
    expect((await loginFrom(app, '10.70.9.1', email, 'one more guess')).status).toBe(409);
  }
  const codes = async (email: string) =>
    (await app.mailTo(email))
      .filter((mail) => mail.subject.includes('login code'))
      .map((mail) => extractCode(mail.subject));
  /** Five wrong codes from five other addresses, with the right password or not. */
  async function burn(email: string, rightCode: string) {
    const wrong = rightCode === '000000' ? '111111' : '000000';
    for (let address = 0; address < 5; address += 1)
      expect((await loginFrom(app, `10.71.${address}.1`, email, TEST_PASSWORD, wrong)).status).toBe(400);
  }

  it('leaves the code working for the owner on an address they signed in from before', async () => {
    const account = await signUpAndLogIn(app);
    expect((await loginFrom(app, '10.72.0.1', account.email, TEST_PASSWORD)).status).toBe(200);
    await pastTheAccountLimit(account.email);
    const startedAt = Date.now();
    expect((await loginFrom(app, '10.72.0.1', account.email, TEST_PASSWORD)).status).toBe(409);
    const [code] = await codes(account.email);
    await burn(account.email, code!);
    const owner = await loginFrom(app, '10.72.0.1', account.email, TEST_PASSWORD, code);
    expect(owner.status).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(60_000);
  });

  it('gives the owner on a new address a new code at once when a stranger used theirs up, and keeps the reset open', async () => {
    const account = await signUpAndLogIn(app);
    await pastTheAccountLimit(account.email);
    const startedAt = Date.now();
    expect((await loginFrom(app, '10.73.0.1', account.email, TEST_PASSWORD)).status).toBe(409);
    const [first] = await codes(account.email);
    await burn(account.email, first!);
    const refused = await loginFrom(app, '10.73.0.1', account.email, TEST_PASSWORD, first);
    expect([refused.status, refused.body.code]).toEqual([400, 'code_exhausted']);

    // "Send me a new code": answered as before, and the code comes at once.
    const again = await loginFrom(app, '10.73.0.1', account.email, TEST_PASSWORD);
    expect([again.status, again.body.code]).toEqual([409, 'login_code_required']);
    const [second, ...older] = await codes(account.email);
    expect(older).toEqual([first]);
    const owner = await loginFrom(app, '10.73.0.1', account.email, TEST_PASSWORD, second);
    expect(owner.status).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(60_000);

    const reset = await app.request('POST', '/api/v1/auth/forgot-password', { body: { email: account.email } });
    expect(reset.status).toBe(200);
  });

  it('still refuses a guesser a second password try from the same address while the code works', async () => {
    const account = await signUpAndLogIn(app);
    await pastTheAccountLimit(account.email);
    expect((await loginFrom(app, '10.74.0.1', account.email, TEST_PASSWORD)).status).toBe(409);
    expect((await loginFrom(app, '10.74.0.1', account.email, 'second guess')).status).toBe(429);
    expect(await codes(account.email)).toHaveLength(1);
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
