import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@naijabid/shared/constants';
import { serverMessages, validationMessages as m } from '@naijabid/shared/messages';
import { latestCode, registration } from '../../../test/accounts';
import { startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';
import { ACCOUNT_ANSWER_FLOOR_MS } from '../service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function registered() {
  const account = registration();
  await app.request('POST', '/api/v1/auth/register', { body: account });
  return { ...account, code: await latestCode(app, account.email) };
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

function verify(email: string, verificationCode: string) {
  return app.request('POST', '/api/v1/auth/verify-account', { body: { email, verificationCode } });
}

describe('POST /api/v1/auth/verify-account', () => {
  it('verifies the account with the mailed code, after which login works', async () => {
    const account = await registered();
    const response = await verify(account.email.toUpperCase(), account.code);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(serverMessages.verified);
    const login = await app.request('POST', '/api/v1/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
  });

  it('answers 200 with a pointer to login when the account is already verified', async () => {
    const account = await registered();
    await verify(account.email, account.code);
    const again = await verify(account.email, account.code);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(serverMessages.alreadyVerified);
  });

  it('answers every wrong code alike, and kills the code after 5 of them', async () => {
    const account = await registered();
    for (let attempt = 1; attempt <= VERIFICATION_CODE_MAX_ATTEMPTS + 1; attempt += 1) {
      const response = await verify(account.email, wrongCode(account.code));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'code_incorrect', message: serverMessages.codeInvalid });
    }
    const rightButDead = await verify(account.email, account.code);
    expect(rightButDead.status).toBe(400);
    expect(rightButDead.body).toMatchObject({ code: 'code_exhausted', message: serverMessages.codeExhausted });
    expect(rightButDead.body.message).toContain('request a new code');
  });

  it('counts simultaneous wrong guesses one by one, never more than 5', async () => {
    const account = await registered();
    await Promise.all(Array.from({ length: 8 }, () => verify(account.email, wrongCode(account.code))));
    const result = await app.database.db.execute(
      sql`select failed_attempts from verification_codes
          where user_id = (select id from users where email = ${account.email.toLowerCase()})`,
    );
    const [row] = (result as unknown as { rows: Array<{ failed_attempts: number }> }).rows;
    expect(Number(row?.failed_attempts)).toBe(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect((await verify(account.email, account.code)).body.code).toBe('code_exhausted');
  });

  it('gives a wrong code the same answer for an unknown, an unverified and a verified address', async () => {
    const unverified = await registered();
    const verified = await registered();
    expect((await verify(verified.email, verified.code)).status).toBe(200);
    const answers = await Promise.all(
      ['nobody.at.all@example.ng', unverified.email, verified.email].map((email) => verify(email, '999999')),
    );
    const bodies = answers.map((answer) => ({ status: answer.status, body: answer.body }));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('refuses a code older than 10 minutes and says to request a new one', async () => {
    const account = await registered();
    await app.database.db.execute(
      sql`update verification_codes set expires_at = now() - interval '1 second'
          where user_id = (select id from users where email = ${account.email.toLowerCase()})`,
    );
    const response = await verify(account.email, account.code);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'code_expired', message: serverMessages.codeExpired });
  });

  it('refuses a code for an email with no account without saying so', async () => {
    const response = await verify('nobody@example.ng', '123456');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(serverMessages.codeInvalid);
  });

  it.each([['12345'], ['1234567'], ['12a456'], ['']])(
    'answers 400 with the spec message for the code "%s"',
    async (code) => {
      const response = await verify('someone@example.ng', code);
      expect(response.status).toBe(400);
      expect(response.body.errors.verificationCode).toBe(m.verificationCodeLength);
    },
  );
});

describe('the time a wrong code takes', () => {
  it('is at least the floor for an unknown and for an unverified address', async () => {
    const unverified = await registered();
    for (const email of [uniqueEmail('nobody'), unverified.email]) {
      const startedAt = performance.now();
      expect((await verify(email, wrongCode(unverified.code))).status).toBe(400);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(ACCOUNT_ANSWER_FLOOR_MS - 10);
    }
  });
});
