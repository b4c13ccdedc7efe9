import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/accounts';
import { uniquePhone } from '../../../test/phone';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe('development SMS outbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('shows the SMS to a number, typed any way, on the API and on a page at /dev/sms', async () => {
    const user = await signUpAndLogIn(app);
    const phone = uniquePhone();
    await app.request('POST', '/api/v1/me/phone', { token: user.token, body: { phone } });
    const local = `0${phone.slice(4)}`;

    const answer = await app.request('GET', `/api/v1/dev/sms?to=${encodeURIComponent(local)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { to: phone, text: expect.stringMatching(/^\d{6} is your NaijaBid/), sentAt: expect.any(String) },
    ]);

    const page = await app.request('GET', `/dev/sms?to=${encodeURIComponent(local)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain(answer.body.data[0].text);
    expect((await app.request('GET', '/dev/sms?to=%3Cscript%3E')).body).not.toContain('<script>');
  });
});

describe('in production', () => {
  it('has neither the outbox API nor its page', async () => {
    const app = await startTestApp({ env: 'production', isProduction: true, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      expect((await app.request('GET', '/api/v1/dev/sms')).status).toBe(404);
      expect((await app.request('GET', '/dev/sms')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
