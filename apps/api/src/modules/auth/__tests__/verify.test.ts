import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@naijabid/shared/constants';
import { serverMessages, validationMessages as m } from '@naijabid/shared/messages';
import { latestCode, registration } from '../../../test/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

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
    const login = await app.request('POST', '/api/v1/auth/login', { body: { email: account.email, password: account.password } });
    expect(login.status).toBe(200);
  });

  it('answers 200 with a pointer to login when the account is already verified', async () => {
    const account = await registered();
    await verify(account.email, account.code);
    const again = await verify(account.email, account.code);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(serverMessages.alreadyVerified);
  });

  it('counts down the tries left on a wrong code, then kills the code after 5', async () => {
    const account = await registered();
    for (let attempt = 1; attempt < VERIFICATION_CODE_MAX_ATTEMPTS; attempt += 1) {
      const response = await verify(account.email, wrongCode(account.code));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'code_incorrect', message: serverMessages.codeIncorrect(VERIFICATION_CODE_MAX_ATTEMPTS - attempt) });
    }
    const fifth = await verify(account.email, wrongCode(account.code));
    expect(fifth.status).toBe(400);
    expect(fifth.body).toMatchObject({ code: 'code_exhausted', message: serverMessages.codeExhausted });
    expect(fifth.body.message).toContain('request a new code');

    const rightButDead = await verify(account.email, account.code);
    expect(rightButDead.status).toBe(400);
    expect(rightButDead.body.code).toBe('code_exhausted');
  });

  it('counts simultaneous wrong guesses one by one, never more than 5', async () => {
    const account = await registered();
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(account.email, wrongCode(account.code))));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'code_incorrect')).toHaveLength(VERIFICATION_CODE_MAX_ATTEMPTS - 1);
    expect(codes.filter((code) => code === 'code_exhausted')).toHaveLength(8 - (VERIFICATION_CODE_MAX_ATTEMPTS - 1));
    expect((await verify(account.email, account.code)).body.code).toBe('code_exhausted');
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

  it.each([['12345'], ['1234567'], ['12a456'], ['']])('answers 400 with the spec message for the code "%s"', async (code) => {
    const response = await verify('someone@example.ng', code);
    expect(response.status).toBe(400);
    expect(response.body.errors.verificationCode).toBe(m.verificationCodeLength);
  });
});
