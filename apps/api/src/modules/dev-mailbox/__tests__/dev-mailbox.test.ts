import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../../test/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe('development mailbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lists mail for one recipient, newest first, with to, subject, text, html and sentAt', async () => {
    const account = registration();
    await app.request('POST', '/api/v1/auth/register', { body: account });
    await app.request('POST', '/api/v1/auth/resend-auth-code', { body: { email: account.email } });
    const response = await app.request(
      'GET',
      `/api/v1/dev/mailbox?to=${encodeURIComponent(account.email.toUpperCase())}`,
    );
    expect(response.status).toBe(200);
    const mail = response.body.data;
    expect(mail).toHaveLength(2);
    expect(Object.keys(mail[0]).sort()).toEqual(['html', 'sentAt', 'subject', 'text', 'to']);
    expect(mail[0].to).toBe(account.email);
    expect(new Date(mail[0].sentAt).getTime()).toBeGreaterThanOrEqual(new Date(mail[1].sentAt).getTime());
  });

  it('shows the mail on a page at /dev/mailbox with its HTML escaped into a sandboxed frame', async () => {
    const account = registration({ firstName: '<b>Bola</b>' });
    await app.request('POST', '/api/v1/auth/register', { body: account });
    const page = await app.request('GET', `/dev/mailbox?to=${encodeURIComponent(account.email)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('is your NaijaBid verification code');
    expect(page.body).toContain('<iframe');
    expect(page.body).not.toContain('<b>Bola</b>');
  });
});

describe('in production', () => {
  it('has neither the mailbox API nor its page', async () => {
    const app = await startTestApp({ env: 'production', isProduction: true, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      expect((await app.request('GET', '/api/v1/dev/mailbox?to=a@b.ng')).status).toBe(404);
      expect((await app.request('GET', '/dev/mailbox')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
