import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { signUpAndLogIn } from '../../../test/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/v1/me and the bearer token', () => {
  it('answers the signed-in user', async () => {
    const account = await signUpAndLogIn(app);
    const response = await app.request('GET', '/api/v1/me', { token: account.token });
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({
      email: account.email,
      firstName: account.firstName,
      accountType: 'buyer',
    });
    expect(response.body).not.toHaveProperty('access_token');
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
    [
      'a token signed with another key',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSIsImlzcyI6Im5haWphYmlkIiwiaWF0IjoxLCJleHAiOjk5OTk5OTk5OTl9.c2lnbmF0dXJl',
    ],
  ])('answers 401 with %s', async (_case, token) => {
    const response = await app.request('GET', '/api/v1/me', { token });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      code: 'unauthenticated',
      message: serverMessages.sessionInvalid,
      detail: serverMessages.sessionInvalid,
    });
  });

  it('answers 401 to a token whose payload was altered', async () => {
    const account = await signUpAndLogIn(app);
    const [header, payload, signature] = account.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
    expect((await app.request('GET', '/api/v1/me', { token: `${header}.${forged}.${signature}` })).status).toBe(401);
  });

  it('answers requests that arrive together each with its own user, and 401 to the one whose session ended', async () => {
    const accounts = await Promise.all([signUpAndLogIn(app), signUpAndLogIn(app), signUpAndLogIn(app)]);
    const [, ended] = accounts;
    expect((await app.request('POST', '/api/v1/auth/logout', { token: ended!.token })).status).toBe(200);
    // Several requests per session, interleaved, so one lookup serves them all.
    const asked = [...accounts, ...accounts, ...accounts];
    const answers = await Promise.all(
      asked.map((account) => app.request('GET', '/api/v1/me', { token: account.token })),
    );
    answers.forEach((answer, index) => {
      if (asked[index] === ended) expect(answer.status).toBe(401);
      else expect([answer.status, answer.body.data.user.email]).toEqual([200, asked[index]!.email]);
    });
  });

  it('logs out: the token stops working at once', async () => {
    const account = await signUpAndLogIn(app);
    const logout = await app.request('POST', '/api/v1/auth/logout', { token: account.token });
    expect(logout.status).toBe(200);
    expect(logout.body.message).toBe(serverMessages.loggedOut);
    expect(logout.body).not.toHaveProperty('access_token');
    expect((await app.request('GET', '/api/v1/me', { token: account.token })).status).toBe(401);
    expect((await app.request('POST', '/api/v1/auth/logout', { token: account.token })).status).toBe(401);
  });

  it('logging out one session leaves the others signed in', async () => {
    const account = await signUpAndLogIn(app);
    const second = await app.request('POST', '/api/v1/auth/login', {
      body: { email: account.email, password: account.password },
    });
    await app.request('POST', '/api/v1/auth/logout', { token: account.token });
    expect((await app.request('GET', '/api/v1/me', { token: second.body.data.token })).status).toBe(200);
  });
});

/** When a token was issued and when it expires, in ms since the epoch, from its own claims. */
function lifeOf(token: string): { issuedAt: number; expiresAt: number } {
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    iat: number;
    exp: number;
  };
  return { issuedAt: iat * 1000, expiresAt: exp * 1000 };
}

/** Sleeps until a moment (ms since the epoch) has passed, plus a margin for the clock's rounding. */
const sleepUntil = (moment: number) => sleep(Math.max(0, moment - Date.now()) + 250);

describe('token expiry and renewal', () => {
  let shortLived: TestApp;
  // Long enough that a renewed token outlives the old one by seconds, however slow a busy
  // machine answers; the waits follow the tokens' own claims, not fixed sleeps.
  const TTL_SECONDS = 8;
  beforeAll(async () => {
    shortLived = await startTestApp({ jwtTtlSeconds: TTL_SECONDS });
  });
  afterAll(() => shortLived.close());

  it('renews a token past half its life in access_token, and refuses the old one once expired', async () => {
    const account = await signUpAndLogIn(shortLived);
    const original = lifeOf(account.token);
    await sleepUntil(original.issuedAt + (TTL_SECONDS * 1000) / 2);
    const renewedAnswer = await shortLived.request('GET', '/api/v1/me', { token: account.token });
    expect(renewedAnswer.status).toBe(200);
    const renewed = renewedAnswer.body.access_token;
    expect(typeof renewed).toBe('string');
    expect(renewed).not.toBe(account.token);
    expect(lifeOf(renewed).expiresAt).toBeGreaterThan(original.expiresAt);

    await sleepUntil(original.expiresAt);
    const expired = await shortLived.request('GET', '/api/v1/me', { token: account.token });
    expect(expired.status).toBe(401);
    expect((await shortLived.request('GET', '/api/v1/me', { token: renewed })).status).toBe(200);
  }, 30_000);
});
