import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_CODE_MAX_ATTEMPTS, RESEND_COOLDOWN_SECONDS } from '@naijabid/shared/constants';
import { serverMessages, validationMessages } from '@naijabid/shared/messages';
import { registration, signUpAndLogIn } from '../../../test/accounts';
import { extractCode, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

const NEW_PASSWORD = 'a brand new passphrase';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function forgotPassword(email: string) {
  return app.request('POST', '/api/v1/auth/forgot-password', { body: { email } });
}

function resetPassword(email: string, code: string, password = NEW_PASSWORD) {
  return app.request('POST', '/api/v1/auth/reset-password', { body: { email, code, password } });
}

function logIn(email: string, password: string) {
  return app.request('POST', '/api/v1/auth/login', { body: { email, password } });
}

async function resetMail(email: string) {
  const mail = (await app.mailTo(email)).find((message) => message.subject.includes('password reset'));
  if (!mail) throw new Error(`No reset mail for ${email}`);
  return { ...mail, code: extractCode(mail.subject) };
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function expireResetCodes(email: string) {
  await app.database.db.execute(
    sql`update verification_codes set expires_at = now() - interval '1 second'
        where purpose = 'reset_password' and user_id = (select id from users where email = ${email.toLowerCase()})`,
  );
}

describe('POST /api/v1/auth/forgot-password', () => {
  it('answers a verified, an unverified and an unknown address alike, and mails only the accounts', async () => {
    const verified = await signUpAndLogIn(app);
    const unverified = registration();
    await app.request('POST', '/api/v1/auth/register', { body: unverified });
    const unknown = uniqueEmail('nobody');

    const answers = [];
    for (const email of [verified.email, unverified.email, unknown]) {
      const startedAt = performance.now();
      const answer = await forgotPassword(email);
      answers.push({ status: answer.status, body: answer.body, ms: performance.now() - startedAt });
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: serverMessages.resetCodeSent, data: {} });
    }
    const [fastest, slowest] = [Math.min(...answers.map((a) => a.ms)), Math.max(...answers.map((a) => a.ms))];
    expect(slowest - fastest).toBeLessThan(250);

    expect((await resetMail(verified.email)).code).toMatch(/^\d{6}$/);
    expect((await resetMail(unverified.email)).code).toMatch(/^\d{6}$/);
    expect(await app.mailTo(unknown)).toHaveLength(0);
  });

  it('mails a link that opens the reset page with the address and code filled in', async () => {
    const account = await signUpAndLogIn(app);
    await forgotPassword(account.email);
    const mail = await resetMail(account.email);
    const link = mail.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('email')).toBe(account.email.toLowerCase());
    expect(url.searchParams.get('code')).toBe(mail.code);
    expect(mail.text).toContain('30 minutes');
  });

  it('allows one request per address a minute, known or not, with Retry-After', async () => {
    for (const email of [(await signUpAndLogIn(app)).email, uniqueEmail('ghost')]) {
      expect((await forgotPassword(email)).status).toBe(200);
      const again = await forgotPassword(email.toUpperCase());
      expect(again.status).toBe(429);
      const retryAfter = Number(again.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(RESEND_COOLDOWN_SECONDS - 5);
      expect(again.body.message).toBe(serverMessages.resendTooSoon(retryAfter));
    }
  });

  it('validates the email with the sign-up rule', async () => {
    const response = await forgotPassword('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body.errors.email).toBe(validationMessages.emailInvalid);
  });
});

describe('POST /api/v1/auth/reset-password', () => {
  it('sets the new password, refuses the old one and ends every session of the account', async () => {
    const account = await signUpAndLogIn(app);
    const otherDevice = (await logIn(account.email, account.password)).body.data.accessToken as string;
    await forgotPassword(account.email);
    const { code } = await resetMail(account.email);

    const response = await resetPassword(account.email.toUpperCase(), code);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: serverMessages.passwordReset, data: {} });

    for (const token of [account.token, otherDevice])
      expect((await app.request('GET', '/api/v1/me', { token })).status).toBe(401);
    expect((await logIn(account.email, account.password)).status).toBe(401);
    expect((await logIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('marks the code used: a second reset with it is refused as expired', async () => {
    const account = await signUpAndLogIn(app);
    await forgotPassword(account.email);
    const { code } = await resetMail(account.email);
    expect((await resetPassword(account.email, code)).status).toBe(200);
    const again = await resetPassword(account.email, code, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'code_expired', message: serverMessages.codeExpired });
    expect((await logIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets an unverified account in: the code proves the address', async () => {
    const account = registration();
    await app.request('POST', '/api/v1/auth/register', { body: account });
    await forgotPassword(account.email);
    expect((await resetPassword(account.email, (await resetMail(account.email)).code)).status).toBe(200);
    expect((await logIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a sign-up code', async () => {
    const account = registration();
    await app.request('POST', '/api/v1/auth/register', { body: account });
    const [signUpMail] = await app.mailTo(account.email);
    const response = await resetPassword(account.email, extractCode(signUpMail!.subject));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'code_incorrect', message: serverMessages.codeInvalid });
  });

  it('answers every wrong code alike, and kills the code after 5 of them', async () => {
    const account = await signUpAndLogIn(app);
    await forgotPassword(account.email);
    const { code } = await resetMail(account.email);
    for (let attempt = 1; attempt <= PASSWORD_RESET_CODE_MAX_ATTEMPTS + 1; attempt += 1) {
      const response = await resetPassword(account.email, wrongCode(code));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'code_incorrect', message: serverMessages.codeInvalid });
    }
    const rightButDead = await resetPassword(account.email, code);
    expect(rightButDead.body).toMatchObject({ code: 'code_exhausted', message: serverMessages.codeExhausted });
    expect((await logIn(account.email, account.password)).status).toBe(200);
  });

  it('gives a wrong code the same answer for an unknown address and one with a code', async () => {
    const account = await signUpAndLogIn(app);
    await forgotPassword(account.email);
    const { code } = await resetMail(account.email);
    const answers = await Promise.all(
      [uniqueEmail('nobody'), account.email].map((email) => resetPassword(email, wrongCode(code))),
    );
    expect({ status: answers[1]!.status, body: answers[1]!.body }).toEqual({
      status: answers[0]!.status,
      body: answers[0]!.body,
    });
  });

  it('refuses a code older than 30 minutes and says to request a new one', async () => {
    const account = await signUpAndLogIn(app);
    await forgotPassword(account.email);
    const { code } = await resetMail(account.email);
    await expireResetCodes(account.email);
    const response = await resetPassword(account.email, code);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'code_expired', message: serverMessages.codeExpired });
    expect((await logIn(account.email, account.password)).status).toBe(200);
  });

  it('holds the new password to the sign-up rules and messages', async () => {
    const account = await signUpAndLogIn(app);
    await forgotPassword(account.email);
    const { code } = await resetMail(account.email);
    const short = await resetPassword(account.email, code, 'short');
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe(validationMessages.passwordTooShort);
    const tooLong = await resetPassword(account.email, code, 'x'.repeat(129));
    expect(tooLong.body.errors.password).toBe(validationMessages.passwordTooLong);
    const badCode = await resetPassword(account.email, '12ab', NEW_PASSWORD);
    expect(badCode.body.errors.code).toBe(validationMessages.verificationCodeLength);
    expect((await resetPassword(account.email, code)).status).toBe(200);
  });
});
