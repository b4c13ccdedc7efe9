import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages, validationMessages as m } from '@naijabid/shared/messages';
import { startTestApp, uniqueEmail, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/v1/newsletter', () => {
  it('stores the address and mails a confirmation link that confirms it', async () => {
    const email = uniqueEmail('reader');
    const response = await app.request('POST', '/api/v1/newsletter', { body: { email } });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(serverMessages.subscribed);

    const [mail] = await app.mailTo(email);
    const link = mail!.text.match(/http\S+newsletter\/confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const confirm = await app.request('GET', new URL(link!).pathname + new URL(link!).search);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe('/?newsletter=confirmed');
    const rows = await app.database.db.execute(
      sql`select confirmed_at from newsletter_subscriptions where email = ${email}`,
    );
    expect((rows as unknown as { rows: Array<{ confirmed_at: unknown }> }).rows[0]!.confirmed_at).not.toBeNull();
  });

  it('answers a second sign-up alike without a second mail within a minute', async () => {
    const email = uniqueEmail('reader');
    await app.request('POST', '/api/v1/newsletter', { body: { email } });
    const again = await app.request('POST', '/api/v1/newsletter', { body: { email } });
    expect(again.status).toBe(201);
    expect(await app.mailTo(email)).toHaveLength(1);
  });

  it('refuses a bad confirmation token', async () => {
    const confirm = await app.request('GET', '/api/v1/newsletter/confirm?token=forged');
    expect(confirm.headers.get('location')).toBe('/?newsletter=invalid');
  });

  it.each([
    ['', m.emailRequired],
    ['reader@', m.emailInvalid],
  ])('validates "%s" with the sign-up email rule', async (email, message) => {
    const response = await app.request('POST', '/api/v1/newsletter', { body: { email } });
    expect(response.status).toBe(400);
    expect(response.body.errors.email).toBe(message);
  });
});

describe('POST /api/v1/contact', () => {
  it('stores the message', async () => {
    const email = uniqueEmail('customer');
    const response = await app.request('POST', '/api/v1/contact', {
      body: { name: 'Tunde Bakare', email, message: 'My deposit has not shown in my wallet yet.' },
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(serverMessages.contactReceived);
    const rows = await app.database.db.execute(sql`select name, message from contact_messages where email = ${email}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'Tunde Bakare', message: 'My deposit has not shown in my wallet yet.' },
    ]);
  });

  it('answers each invalid field with its message', async () => {
    const response = await app.request('POST', '/api/v1/contact', { body: { name: '', email: 'x', message: 'short' } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: m.contactNameRequired,
      email: m.emailInvalid,
      message: m.contactMessageTooShort,
    });
  });
});
