import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, validationMessages as m } from '@naijabid/shared/messages';
import { registration } from '../../../test/accounts';
import { extractCode, startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/v1/auth/register', () => {
  it('creates an unverified account, answers 201 and mails a 6-digit code in text and HTML', async () => {
    const account = registration({ email: '  Ngozi.Eze@Example.NG ' });
    const response = await app.request('POST', '/api/v1/auth/register', { body: account });

    expect(response.status).toBe(201);
    expect(response.body.message).toBe(serverMessages.registered);
    expect(response.body.data.user).toMatchObject({
      email: 'ngozi.eze@example.ng',
      firstName: 'Chiamaka',
      lastName: 'Okafor',
      accountType: 'buyer',
      emailVerified: false,
    });
    expect(response.body.data.user).not.toHaveProperty('passwordHash');
    const [mail] = await app.mailTo('ngozi.eze@example.ng');
    const code = extractCode(mail!.subject);
    expect(mail!.text).toContain(code);
    expect(mail!.html).toContain(`>${code}</p>`);
  });

  it('refuses an email already registered, compared without regard to case, with 409', async () => {
    const account = registration();
    expect((await app.request('POST', '/api/v1/auth/register', { body: account })).status).toBe(201);
    const again = await app.request('POST', '/api/v1/auth/register', {
      body: { ...account, email: account.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'email_taken',
      message: serverMessages.emailTaken,
      detail: serverMessages.emailTaken,
    });
  });

  it('lets exactly one of two simultaneous sign-ups with one email through', async () => {
    const account = registration();
    const answers = await Promise.all(
      [1, 2].map(() => app.request('POST', '/api/v1/auth/register', { body: account })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
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
