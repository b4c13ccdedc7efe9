import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { signUpAndLogIn } from '../../test/accounts';
import { uniquePhone } from '../../test/phone';
import { extractCode, startTestApp, type TestApp } from '../../test/test-app';
import { startFakeTermii, type FakeTermii } from '../fake';

const API_KEY = 'TLfaketermiikey0123456789';

let termii: FakeTermii;
let app: TestApp;
beforeAll(async () => {
  termii = await startFakeTermii(API_KEY);
  app = await startTestApp({ termii: { apiKey: API_KEY, baseUrl: termii.baseUrl, senderId: 'NaijaBid' } });
});
afterAll(async () => {
  await app.close();
  await termii.close();
});

describe('SMS through Termii', () => {
  it('sends the code as Termii documents a message on the dnd route, and that code verifies the phone', async () => {
    const user = await signUpAndLogIn(app);
    const phone = uniquePhone();
    const answer = await app.request('POST', '/api/v1/me/phone', { token: user.token, body: { phone } });
    expect(answer.status).toBe(200);

    expect(termii.received).toHaveLength(1);
    const sent = termii.received[0]!;
    expect(sent).toEqual({
      api_key: API_KEY,
      to: phone.slice(1),
      from: 'NaijaBid',
      sms: expect.stringMatching(/^\d{6} is your NaijaBid phone verification code/),
      type: 'plain',
      channel: 'dnd',
    });
    // Nothing goes to the development outbox when Termii is set.
    expect((await app.request('GET', `/api/v1/dev/sms?to=${encodeURIComponent(phone)}`)).body.data).toEqual([]);

    const verified = await app.request('POST', '/api/v1/me/phone/verify', {
      token: user.token,
      body: { code: extractCode(sent.sms) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.verifiedNumber).toBe(phone);
  });

  it('answers a refusal with a clear message, keeps the key out of the log, and lets the user try again at once', async () => {
    const user = await signUpAndLogIn(app);
    const phone = uniquePhone();
    termii.refuseSends({ status: 400, message: 'Insufficient balance' });
    const refused = await app.request('POST', '/api/v1/me/phone', { token: user.token, body: { phone } });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ code: 'sms_failed', message: phoneMessages.smsFailed });
    expect(JSON.stringify(app.logLines)).not.toContain(API_KEY);
    expect(JSON.stringify(app.logLines)).toContain('Insufficient balance');

    termii.refuseSends(undefined);
    const retried = await app.request('POST', '/api/v1/me/phone', { token: user.token, body: { phone } });
    expect(retried.status).toBe(200);
    expect(termii.received.at(-1)?.to).toBe(phone.slice(1));
  });
});
