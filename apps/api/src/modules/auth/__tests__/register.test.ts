import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, serverMessages, validationMessages as m } from '@naijabid/shared/messages';
import { latestCode, registration, signUpAndLogIn } from '../../../test/accounts';
import { extractCode, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';
import { ACCOUNT_ANSWER_FLOOR_MS } from '../service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function register(body: ReturnType<typeof registration>) {
  return app.request('POST', '/api/v1/auth/register', { body });
}

function logIn(email: string, password: string) {
  return app.request('POST', '/api/v1/auth/login', { body: { email, password } });
}

async function usersOf(email: string) {
  const result = await app.database.db.execute(sql`select * from users where email = ${email.toLowerCase()}`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** How many codes of any purpose the account of that email was ever sent. */
async function codesOf(email: string): Promise<number> {
  const result = await app.database.db.execute(
    sql`select count(*) as codes from verification_codes
        where user_id = (select id from users where email = ${email.toLowerCase()})`,
  );
  return Number((result as unknown as { rows: Array<{ codes: unknown }> }).rows[0]!.codes);
}

const signUpAttemptMails = async (email: string) =>
  (await app.mailTo(email)).filter((mail) => mail.subject === mailMessages.signUpAttemptSubject);

describe('POST /api/v1/auth/register', () => {
  it('creates an unverified account, answers 201 and mails a 6-digit code in text and HTML', async () => {
    const account = registration({ email: '  Ngozi.Eze@Example.NG ' });
    const response = await app.request('POST', '/api/v1/auth/register', { body: account });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: serverMessages.registered, data: {} });
    const [user] = await usersOf('ngozi.eze@example.ng');
    expect(user).toMatchObject({ first_name: 'Chiamaka', last_name: 'Okafor', account_type: 'buyer' });
    expect(user!.email_verified_at).toBeNull();
    const [mail] = await app.mailTo('ngozi.eze@example.ng');
    const code = extractCode(mail!.subject);
    expect(mail!.text).toContain(code);
    expect(mail!.html).toContain(`>${code}</p>`);
  });

  it('lets exactly one of two simultaneous sign-ups with one email create the account', async () => {
    const account = registration();
    const answers = await Promise.all(
      [1, 2].map(() => app.request('POST', '/api/v1/auth/register', { body: account })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(await usersOf(account.email)).toHaveLength(1);
    expect(await codesOf(account.email)).toBe(1);
  });

  const invalidFields: Array<[string, Record<string, unknown>, string, string]> = [
    ['no account type', { accountType: undefined }, 'accountType', m.accountTypeRequired],
    ['an unknown account type', { accountType: 'admin' }, 'accountType', m.accountTypeRequired],
    ['no email', { email: undefined }, 'email', m.emailRequired],
    ['an empty email', { email: '' }, 'email', m.emailRequired],
    ['a malformed email', { email: 'ngozi@' }, 'email', m.emailInvalid],
    ['no first name', { firstName: undefined }, 'firstName', m.firstNameRequired],
    ['an empty first name', { firstName: ' ' }, 'firstName', m.firstNameRequired],
    ['a one-letter first name', { firstName: 'A' }, 'firstName', m.firstNameTooShort],
    ['no last name', { lastName: undefined }, 'lastName', m.lastNameRequired],
    ['an empty last name', { lastName: '' }, 'lastName', m.lastNameRequired],
    ['a one-letter last name', { lastName: 'O' }, 'lastName', m.lastNameTooShort],
    ['no password', { password: undefined }, 'password', m.passwordRequired],
    ['an empty password', { password: '' }, 'password', m.passwordRequired],
    ['a 7-character password', { password: 'abc1234' }, 'password', m.passwordTooShort],
  ];

  it.each(invalidFields)('answers 400 for %s with the spec message', async (_case, change, field, message) => {
    const response = await app.request('POST', '/api/v1/auth/register', { body: { ...registration(), ...change } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation');
    expect(response.body.errors[field]).toBe(message);
    expect(response.body.message).toBe(message);
    expect(response.body.detail).toBe(message);
  });

  it('refuses fields the spec drops before sending (confirmPassword, agreeToTerms)', async () => {
    const response = await app.request('POST', '/api/v1/auth/register', {
      body: { ...registration(), confirmPassword: 'x', agreeToTerms: true },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Unexpected field: confirmPassword, agreeToTerms.');
  });

  it('answers 400 to a body that is not JSON and 415 to another media type', async () => {
    const broken = await app.request('POST', '/api/v1/auth/register', { rawBody: '{"email": ' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ code: 'invalid_json', message: serverMessages.invalidJson });
    const form = await app.request('POST', '/api/v1/auth/register', { rawBody: 'email=a', contentType: 'text/plain' });
    expect(form.status).toBe(415);
    expect(form.body.message).toBe(serverMessages.unsupportedMediaType);
  });

  it('never writes the password or the code into the logs', async () => {
    const account = registration({ password: 'a-very-distinctive-password' });
    await app.request('POST', '/api/v1/auth/register', { body: account });
    const [mail] = await app.mailTo(account.email);
    const code = extractCode(mail!.subject);
    await app.request('POST', '/api/v1/auth/verify-account', {
      body: { email: account.email, verificationCode: code },
    });
    await app.request('POST', '/api/v1/auth/login', { body: { email: account.email, password: account.password } });
    const logged = JSON.stringify(app.logLines);
    expect(logged).toContain('/api/v1/auth/login');
    expect(logged).not.toContain('a-very-distinctive-password');
    expect(logged).not.toContain(code);
  });
});

describe('a sign-up with an address that already has an account', () => {
  /** Someone else, with their own names and password. */
  const stranger = (email: string) =>
    registration({ email: email.toUpperCase(), firstName: 'Stranger', lastName: 'Danger', password: 'not the owner' });

  it('answers with the same status and body as a new address', async () => {
    const owner = registration();
    await register(owner);
    const [taken, fresh] = [await register(stranger(owner.email)), await register(registration())];
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual(fresh.body);
  });

  it('leaves a verified account as it was: no code, same names, only its own password logs in', async () => {
    const owner = await signUpAndLogIn(app);
    const [before] = await usersOf(owner.email);
    const codesBefore = await codesOf(owner.email);
    expect((await register(stranger(owner.email))).status).toBe(201);
    expect(await usersOf(owner.email)).toEqual([before]);
    expect(await codesOf(owner.email)).toBe(codesBefore);
    expect((await logIn(owner.email, 'not the owner')).status).toBe(401);
    expect((await logIn(owner.email, owner.password)).status).toBe(200);
  });

  it('leaves an unverified account as it was: its first code still verifies it, with its own password', async () => {
    const owner = registration();
    await register(owner);
    const code = await latestCode(app, owner.email);
    const [before] = await usersOf(owner.email);
    expect((await register(stranger(owner.email))).status).toBe(201);
    expect(await usersOf(owner.email)).toEqual([before]);
    expect(await codesOf(owner.email)).toBe(1);
    const verified = await app.request('POST', '/api/v1/auth/verify-account', {
      body: { email: owner.email, verificationCode: code },
    });
    expect(verified.body.message).toBe(serverMessages.verified);
    expect((await logIn(owner.email, 'not the owner')).status).toBe(401);
    expect((await logIn(owner.email, owner.password)).status).toBe(200);
  });

  it('mails the owner, once an hour, that someone tried, with links to log in and to choose a new password', async () => {
    const owner = await signUpAndLogIn(app, { firstName: 'Adaeze' });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await register(stranger(owner.email))).status).toBe(201);
    const notices = await signUpAttemptMails(owner.email);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice!.to).toBe(owner.email);
    expect(notice!.text).toContain('Hello Adaeze,');
    expect(notice!.text).toMatch(/\/login$/m);
    const chooseNewPassword = `/forgot-password?${new URLSearchParams({ email: owner.email }).toString()}`;
    expect(notice!.text).toContain(chooseNewPassword);
    expect(notice!.html).toContain(chooseNewPassword);
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
  });

  it('mails nobody when the address is new, but the code to the new account', async () => {
    const account = registration();
    await register(account);
    expect(await signUpAttemptMails(account.email)).toHaveLength(0);
    expect(await app.mailTo(account.email)).toHaveLength(1);
  });
});

describe('the time a sign-up takes', () => {
  it('is at least the floor for a new address and for one that already has an account', async () => {
    const owner = registration();
    await register(owner);
    for (const email of [uniqueEmail('new'), owner.email]) {
      const startedAt = performance.now();
      expect((await register(registration({ email }))).status).toBe(201);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(ACCOUNT_ANSWER_FLOOR_MS - 10);
    }
  });
});
