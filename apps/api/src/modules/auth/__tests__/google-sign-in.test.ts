import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { googleSignInMessages } from '@naijabid/shared/messages/google-sign-in';
import { registration, signUpAndLogIn, TEST_PASSWORD } from '../../../test/accounts';
import { signInWithGoogle, startAppWithTestProvider } from '../../../test/google-sign-in';
import { rows } from '../../../test/orders';
import type { TestOidcProvider } from '../../../test/oidc-provider';
import { extractCode, startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

let app: TestApp;
let provider: TestOidcProvider;
beforeAll(async () => {
  ({ app, provider } = await startAppWithTestProvider());
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

function continueWith(ticket: string | undefined) {
  return app.request('POST', '/api/v1/auth/google/continue', { body: { ticket } });
}

async function accountsOf(email: string): Promise<number> {
  const [count] = await rows<{ count: number }>(
    app.database.db,
    sql`select count(*)::int as count from users where email = ${email}`,
  );
  return count!.count;
}

async function me(token: string) {
  return (await app.request('GET', '/api/v1/me', { token })).body.data.user;
}

async function linkTicketFor(email: string): Promise<string> {
  const landing = await signInWithGoogle(app, { login: email });
  expect(landing.error).toBeUndefined();
  const continued = await continueWith(landing.ticket);
  expect(continued.status).toBe(200);
  expect(continued.body.data).toEqual({ status: 'link_required', email });
  return landing.ticket!;
}

async function storedGoogleSubject(email: string): Promise<string | null> {
  const [user] = await rows<{ google_subject: string | null }>(
    app.database.db,
    sql`select google_subject from users where email = ${email}`,
  );
  return user?.google_subject ?? null;
}

describe('GET /auth/providers', () => {
  it('says google: true when a client id and secret are set', async () => {
    const response = await app.request('GET', '/api/v1/auth/providers');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ google: true });
  });

  it('says google: false without them, and the start route does not exist', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.request('GET', '/api/v1/auth/providers')).body.data).toEqual({ google: false });
      expect((await plain.request('GET', '/api/v1/auth/google')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('a first Google sign-in', () => {
  it('creates a verified buyer account named from the ID token and signs it in, once per ticket', async () => {
    const email = uniqueEmail('google');
    provider.addAccount(email, { email, email_verified: true, given_name: 'Ngozi', family_name: 'Eze' });
    const landing = await signInWithGoogle(app, { login: email });
    expect(landing.location).toMatch(/^\/google-sign-in#ticket=[\w-]+$/);

    const continued = await continueWith(landing.ticket);
    expect(continued.status).toBe(200);
    expect(continued.body.message).toBe(serverMessages.loggedIn);
    const { session } = continued.body.data;
    expect(session.accessToken).toBe(session.token);
    expect(session.user).toMatchObject({
      email,
      firstName: 'Ngozi',
      lastName: 'Eze',
      accountType: 'buyer',
      emailVerified: true,
    });
    expect((await me(session.accessToken)).email).toBe(email);
    expect(await storedGoogleSubject(email)).toBe(email);

    const again = await continueWith(landing.ticket);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'google_sign_in_expired', message: googleSignInMessages.ticketExpired });
  });

  it('carries the account type chosen on the sign-up wizard', async () => {
    const email = uniqueEmail('google-seller');
    const landing = await signInWithGoogle(app, { login: email, accountType: 'seller' });
    const continued = await continueWith(landing.ticket);
    expect(continued.body.data.session.user).toMatchObject({ email, accountType: 'seller' });
  });

  it('signs the same account in again on a second Google login', async () => {
    const email = uniqueEmail('google-again');
    const first = await continueWith((await signInWithGoogle(app, { login: email })).ticket);
    const second = await continueWith((await signInWithGoogle(app, { login: email, accountType: 'seller' })).ticket);
    expect(second.body.data.status).toBe('signed_in');
    expect(second.body.data.session.user).toEqual(first.body.data.session.user);
    expect(await accountsOf(email)).toBe(1);
  });

  it('refuses an email the provider has not verified, and makes no account', async () => {
    const email = uniqueEmail('google-unverified');
    provider.addAccount(email, { email, email_verified: false, given_name: 'Tunde', family_name: 'Bello' });
    const landing = await signInWithGoogle(app, { login: email });
    expect(landing.location).toBe('/google-sign-in?error=email_unverified');
    expect(await accountsOf(email)).toBe(0);
  });
});

describe('the flow refuses what it did not start', () => {
  it('refuses a state that is not the one this browser was given', async () => {
    const email = uniqueEmail('google-state');
    const landing = await signInWithGoogle(app, {
      login: email,
      tamper: (url) => url.searchParams.set('state', 'a-state-from-somewhere-else'),
    });
    expect(landing.location).toBe('/google-sign-in?error=state_mismatch');
    expect(await storedGoogleSubject(email)).toBeNull();
  });

  it('refuses an ID token whose nonce is not this sign-in’s', async () => {
    const email = uniqueEmail('google-nonce');
    const landing = await signInWithGoogle(app, {
      login: email,
      tamper: (url) => url.searchParams.set('nonce', 'a-nonce-from-somewhere-else'),
    });
    expect(landing.location).toBe('/google-sign-in?error=nonce_mismatch');
    expect(await storedGoogleSubject(email)).toBeNull();
  });

  it('refuses a callback without the flow cookie, and an unknown ticket', async () => {
    const callback = await app.request('GET', '/api/v1/auth/google/callback?code=abc&state=def');
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/google-sign-in?error=expired');
    const unknown = await continueWith('not-a-ticket');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('google_sign_in_expired');
  });
});

describe('an existing account of the same email', () => {
  it('is not linked and gives no session without proof', async () => {
    const account = await signUpAndLogIn(app);
    const ticket = await linkTicketFor(account.email);
    expect(await storedGoogleSubject(account.email)).toBeNull();
    // Asking again still gives no session.
    expect((await continueWith(ticket)).body.data.status).toBe('link_required');

    const wrong = await app.request('POST', '/api/v1/auth/google/link-with-password', {
      body: { ticket, password: 'not the password' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: 'password_incorrect',
      message: googleSignInMessages.passwordIncorrect,
      errors: { password: googleSignInMessages.passwordIncorrect },
    });
    const wrongCode = await app.request('POST', '/api/v1/auth/google/link-with-code', {
      body: { ticket, code: '000000' },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.code).toBe('code_incorrect');
    expect(await storedGoogleSubject(account.email)).toBeNull();
  });

  it('is linked with its password, and Google then logs straight in', async () => {
    const account = await signUpAndLogIn(app, { accountType: 'seller' });
    const ticket = await linkTicketFor(account.email);
    const linked = await app.request('POST', '/api/v1/auth/google/link-with-password', {
      body: { ticket, password: TEST_PASSWORD },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.message).toBe(googleSignInMessages.linked);
    expect(linked.body.data.user).toMatchObject({ email: account.email, accountType: 'seller', firstName: 'Chiamaka' });
    expect((await me(linked.body.data.accessToken)).email).toBe(account.email);
    expect(await storedGoogleSubject(account.email)).toBe(account.email);

    // The ticket is used up, and the next Google login signs in without asking.
    const reused = await app.request('POST', '/api/v1/auth/google/link-with-password', {
      body: { ticket, password: TEST_PASSWORD },
    });
    expect(reused.body.code).toBe('google_sign_in_expired');
    const next = await continueWith((await signInWithGoogle(app, { login: account.email })).ticket);
    expect(next.body.data.status).toBe('signed_in');
    expect(next.body.data.session.user.id).toBe(linked.body.data.user.id);
    // The password still logs in too.
    const login = await app.request('POST', '/api/v1/auth/login', {
      body: { email: account.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('is linked with a code mailed to it', async () => {
    const account = await signUpAndLogIn(app);
    const ticket = await linkTicketFor(account.email);
    const sent = await app.request('POST', '/api/v1/auth/google/link-code', { body: { ticket } });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(googleSignInMessages.linkCodeSent);
    const tooSoon = await app.request('POST', '/api/v1/auth/google/link-code', { body: { ticket } });
    expect(tooSoon.status).toBe(429);

    const [mail] = await app.mailTo(account.email);
    expect(mail!.subject).toContain('link Google');
    const code = extractCode(mail!.subject);
    // A sign-up or reset code is not a linking code, and the other way round.
    const linked = await app.request('POST', '/api/v1/auth/google/link-with-code', { body: { ticket, code } });
    expect(linked.status).toBe(200);
    expect(linked.body.data.user.email).toBe(account.email);
    expect(await storedGoogleSubject(account.email)).toBe(account.email);
    const reset = await app.request('POST', '/api/v1/auth/reset-password', {
      body: { email: account.email, code, password: 'another passphrase' },
    });
    expect(reset.status).toBe(400);
  });

  it('never verified: a mailed code links it, verifies it and ends the password nobody proved', async () => {
    const account = registration();
    expect((await app.request('POST', '/api/v1/auth/register', { body: account })).status).toBe(201);
    const ticket = await linkTicketFor(account.email);
    await app.request('POST', '/api/v1/auth/google/link-code', { body: { ticket } });
    const mail = (await app.mailTo(account.email)).find((message) => message.subject.includes('link Google'));
    const linked = await app.request('POST', '/api/v1/auth/google/link-with-code', {
      body: { ticket, code: extractCode(mail!.subject) },
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data.user.emailVerified).toBe(true);
    const login = await app.request('POST', '/api/v1/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(serverMessages.badCredentials);
  });

  it('linked to another Google account is refused with a clear message', async () => {
    const email = uniqueEmail('google-other');
    await continueWith((await signInWithGoogle(app, { login: email })).ticket);
    // The same email, but another Google account (another subject).
    const otherLogin = `other-${email}`;
    provider.addAccount(otherLogin, { email, email_verified: true, given_name: 'Ada', family_name: 'Obi' });
    const landing = await signInWithGoogle(app, { login: otherLogin });
    expect(landing.location).toBe('/google-sign-in?error=linked_elsewhere');
  });
});
