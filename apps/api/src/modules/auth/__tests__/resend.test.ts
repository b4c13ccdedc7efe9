import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { latestCode, registration } from '../../../test/accounts';
import { startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function resend(email: string) {
  return app.request('POST', '/api/v1/auth/resend-auth-code', { body: { email } });
}

describe('POST /api/v1/auth/resend-auth-code', () => {
  it('mails a new code that replaces the old one', async () => {
    const account = registration();
    await app.request('POST', '/api/v1/auth/register', { body: account });
    const firstCode = await latestCode(app, account.email);

    const response = await resend(account.email);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(serverMessages.codeSent);
    const mail = await app.mailTo(account.email);
    expect(mail).toHaveLength(2);
    const secondCode = await latestCode(app, account.email);

    if (firstCode !== secondCode) {
      const old = await app.request('POST', '/api/v1/auth/verify-account', {
        body: { email: account.email, verificationCode: firstCode },
      });
      expect(old.status).toBe(400);
    }
    const fresh = await app.request('POST', '/api/v1/auth/verify-account', {
      body: { email: account.email, verificationCode: secondCode },
    });
    expect(fresh.status).toBe(200);
  });

  it('answers a second request within 60 s with 429 and Retry-After', async () => {
    const account = registration();
    await app.request('POST', '/api/v1/auth/register', { body: account });
    expect((await resend(account.email)).status).toBe(200);

    const again = await resend(account.email.toUpperCase());
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(RESEND_COOLDOWN_SECONDS - 5);
    expect(retryAfter).toBeLessThanOrEqual(RESEND_COOLDOWN_SECONDS);
    expect(again.body.message).toBe(serverMessages.resendTooSoon(retryAfter));
    expect(await app.mailTo(account.email)).toHaveLength(2);
  });

  it('gives an unknown email the same 200 and sends nothing, and the same cooldown after', async () => {
    const response = await resend('ghost@example.ng');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(serverMessages.codeSent);
    expect(await app.mailTo('ghost@example.ng')).toHaveLength(0);
    expect((await resend('ghost@example.ng')).status).toBe(429);
  });

  it('validates the email with the sign-up rule', async () => {
    const response = await resend('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.errors.email).toBe('Please enter a valid email address.');
  });
});

describe('the time a resend takes', () => {
  it('is the same floor for an unknown address and one that gets a code', async () => {
    const unverified = registration();
    await app.request('POST', '/api/v1/auth/register', { body: unverified });
    const timings: number[] = [];
    for (const email of [uniqueEmail('nobody'), unverified.email]) {
      const startedAt = performance.now();
      expect((await resend(email)).status).toBe(200);
      timings.push(performance.now() - startedAt);
    }
    for (const elapsed of timings) expect(elapsed).toBeGreaterThanOrEqual(390);
  });
});

describe('probing for accounts from one address', () => {
  it('is limited across sign-ups, codes and resends together, with 429 and Retry-After', async () => {
    const limited = await startTestApp({ accountRequestsPerAddress: 3 });
    try {
      const statuses = [
        (await limited.request('POST', '/api/v1/auth/register', { body: registration() })).status,
        (
          await limited.request('POST', '/api/v1/auth/verify-account', {
            body: { email: 'who@example.ng', verificationCode: '123456' },
          })
        ).status,
        (await limited.request('POST', '/api/v1/auth/resend-auth-code', { body: { email: 'who@example.ng' } })).status,
      ];
      expect(statuses).toEqual([201, 400, 200]);
      const refused = await limited.request('POST', '/api/v1/auth/register', { body: registration() });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(serverMessages.tooManyRequests);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
