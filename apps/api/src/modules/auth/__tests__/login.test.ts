import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, validationMessages as m } from '@naijabid/shared/messages';
import { latestCode, registration, signUpAndLogIn, TEST_PASSWORD } from '../../../test/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    loginLimits: {
      maxAttemptsPerAddress: 1000,
      maxFailuresPerAccountAddress: 3,
      maxFailuresPerAccount: 100,
      windowSeconds: 900,
    },
  });
});
afterAll(() => app.close());

function login(email: string, password: string) {
  return app.request('POST', '/api/v1/auth/login', { body: { email, password } });
}

describe('POST /api/v1/auth/login', () => {
  it('answers 200 with the bearer token as accessToken and token, and the user', async () => {
    const account = await signUpAndLogIn(app, { accountType: 'seller' });
    const response = await login(account.email.toUpperCase(), TEST_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(serverMessages.loggedIn);
    const { accessToken, token, user, expiresAt } = response.body.data;
    expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(token).toBe(accessToken);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(user).toMatchObject({ email: account.email.toLowerCase(), accountType: 'seller', emailVerified: true });
  });

  it("says which login is the account's first, so a new account is welcomed rather than welcomed back", async () => {
    const account = registration();
    await app.request('POST', '/api/v1/auth/register', { body: account });
    const verificationCode = await latestCode(app, account.email);
    await app.request('POST', '/api/v1/auth/verify-account', { body: { email: account.email, verificationCode } });
    const first = await login(account.email, account.password);
    expect(first.status).toBe(200);
    expect(first.body.data.firstSignIn).toBe(true);
    const second = await login(account.email, account.password);
    expect(second.body.data.firstSignIn).toBe(false);
  });

  it('gives one 401 message for a wrong password and for an unknown email', async () => {
    const account = await signUpAndLogIn(app);
    const wrongPassword = await login(account.email, 'not the password');
    const unknownEmail = await login('stranger@example.ng', TEST_PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        code: 'bad_credentials',
        message: serverMessages.badCredentials,
        detail: serverMessages.badCredentials,
      });
      expect(response.body.message).not.toMatch(/verify/i);
    }
  });

  it('answers 409 with a message containing "verify" for the right password on an unverified account', async () => {
    const account = registration();
    await app.request('POST', '/api/v1/auth/register', { body: account });
    const response = await login(account.email, account.password);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('not_verified');
    expect(response.body.message).toContain('verify');
  });

  it('answers 401, not 409, for a wrong password on an unverified account', async () => {
    const account = registration();
    await app.request('POST', '/api/v1/auth/register', { body: account });
    expect((await login(account.email, 'wrong password')).status).toBe(401);
  });

  it.each([
    ['a malformed email', { email: 'ada', password: 'x' }, 'email', m.loginEmailInvalid],
    ['an empty email', { email: '', password: 'x' }, 'email', m.loginEmailInvalid],
    ['no email', { password: 'x' }, 'email', m.loginEmailInvalid],
    ['an empty password', { email: 'ada@example.ng', password: '' }, 'password', m.passwordRequired],
    ['no password', { email: 'ada@example.ng' }, 'password', m.passwordRequired],
  ])('answers 400 for %s with the spec message', async (_case, body, field, message) => {
    const response = await app.request('POST', '/api/v1/auth/login', { body });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it('locks an account on an address after 3 failed passwords there with 429 and Retry-After, even for the right one', async () => {
    const account = await signUpAndLogIn(app);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(account.email, 'guess')).status).toBe(401);
    const locked = await login(account.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.message).toBe(serverMessages.tooManyLoginAttempts(Number(locked.headers.get('retry-after'))));
  });

  it('clears the failure count on a successful login', async () => {
    const account = await signUpAndLogIn(app);
    for (let round = 0; round < 2; round += 1) {
      await login(account.email, 'guess');
      await login(account.email, 'guess');
      expect((await login(account.email, TEST_PASSWORD)).status).toBe(200);
    }
  });
});

describe('login rate limit per address', () => {
  it('answers 429 once one address has used up its attempts, whatever the account', async () => {
    const limited = await startTestApp({
      loginLimits: {
        maxAttemptsPerAddress: 4,
        maxFailuresPerAccountAddress: 100,
        maxFailuresPerAccount: 100,
        windowSeconds: 900,
      },
    });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push(
          (
            await limited.request('POST', '/api/v1/auth/login', {
              body: { email: `probe${attempt}@example.ng`, password: 'x' },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('guessing a password', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({
      trustProxy: true,
      loginLimits: {
        maxAttemptsPerAddress: 1000,
        maxFailuresPerAccountAddress: 5,
        maxFailuresPerAccount: 12,
        windowSeconds: 900,
      },
    });
  });
  afterAll(() => guarded.close());

  function loginFrom(address: string, email: string, password: string) {
    return guarded.request('POST', '/api/v1/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': address },
    });
  }
  /** A 401 is a password the server checked; a 429 was refused before any check. */
  const checked = (statuses: number[]) => statuses.filter((status) => status === 401).length;

  it('in parallel from one address checks no more passwords than the limit', async () => {
    const account = await signUpAndLogIn(guarded);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => loginFrom('10.0.0.1', account.email, 'wrong guess')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(checked(statuses)).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('in parallel from many addresses, the right password last, checks no more than the account-wide limit', async () => {
    const account = await signUpAndLogIn(guarded);
    const guesses = Array.from({ length: 99 }, (_, index) =>
      loginFrom(`10.1.${index % 25}.1`, account.email, `wrong guess ${index}`),
    );
    const answers = await Promise.all([...guesses, loginFrom('10.1.0.1', account.email, TEST_PASSWORD)]);
    const statuses = answers.map((answer) => answer.status);
    expect(checked(statuses)).toBeLessThanOrEqual(12);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
  });

  it('from other addresses does not lock the owner out of their own address', async () => {
    const account = await signUpAndLogIn(guarded);
    for (let attempt = 0; attempt < 6; attempt += 1) await loginFrom('10.2.0.1', account.email, 'wrong guess');
    expect((await loginFrom('10.2.0.1', account.email, TEST_PASSWORD)).status).toBe(429);
    const owner = await loginFrom('10.3.0.1', account.email, TEST_PASSWORD);
    expect(owner.status).toBe(200);
  });
});
