import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_MAX_ATTEMPTS } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import { signUpAndLogIn } from '../../../test/accounts';
import { listingRequest } from '../../../test/listings';
import { latestSmsCode, smsTo, uniquePhone } from '../../../test/phone';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function sendCode(token: string, phone: unknown) {
  return app.request('POST', '/api/v1/me/phone', { token, body: { phone } });
}

function verify(token: string, code: string) {
  return app.request('POST', '/api/v1/me/phone/verify', { token, body: { code } });
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function expirePhoneCodes(email: string) {
  await app.database.db.execute(
    sql`update verification_codes set expires_at = now() - interval '1 second'
        where purpose = 'verify_phone' and user_id = (select id from users where email = ${email})`,
  );
}

describe('POST /api/v1/me/phone', () => {
  it('takes a Nigerian mobile number as people type it, texts a 6-digit code to its E.164 form and says so', async () => {
    const user = await signUpAndLogIn(app);
    const serial = uniquePhone().slice(-7);
    const answer = await sendCode(user.token, ` 0803 ${serial.slice(0, 3)} ${serial.slice(3)} `);
    expect(answer.status).toBe(200);
    const e164 = `+234803${serial}`;
    expect(answer.body).toEqual({
      message: phoneMessages.codeSent(`+234 803 ${serial.slice(0, 3)} ${serial.slice(3)}`),
      data: { verifiedNumber: null, pendingNumber: e164, resendAfterSeconds: RESEND_COOLDOWN_SECONDS },
    });
    const [sms] = await smsTo(app, e164);
    expect(sms?.text).toMatch(/^\d{6} is your NaijaBid phone verification code/);
    // The outbox finds it by the number as typed, too.
    expect(await smsTo(app, `0803${serial}`)).toHaveLength(1);

    const status = await app.request('GET', '/api/v1/me/phone', { token: user.token });
    expect(status.body.data).toMatchObject({ verifiedNumber: null, pendingNumber: e164 });
    expect(status.body.data.resendAfterSeconds).toBeGreaterThan(RESEND_COOLDOWN_SECONDS - 5);
  });

  it.each([
    ['', phoneMessages.phoneRequired],
    ['0803 123', phoneMessages.phoneInvalid],
    ['01 234 5678', phoneMessages.phoneInvalid],
    ['+44 7911 123456', phoneMessages.phoneInvalid],
    ['phone please', phoneMessages.phoneInvalid],
    ['0'.repeat(40), phoneMessages.phoneInvalid],
  ])('refuses %j with the shared message on the field', async (phone, message) => {
    const user = await signUpAndLogIn(app);
    const answer = await sendCode(user.token, phone);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation', errors: { phone: message } });
  });

  it('sends once a minute per account', async () => {
    const user = await signUpAndLogIn(app);
    expect((await sendCode(user.token, uniquePhone())).status).toBe(200);
    const again = await sendCode(user.token, uniquePhone());
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(RESEND_COOLDOWN_SECONDS - 5);
    expect(again.body.message).toBe(phoneMessages.resendTooSoon(retryAfter));
  });

  it('needs a session', async () => {
    expect((await sendCode('not-a-token', uniquePhone())).status).toBe(401);
    expect((await app.request('GET', '/api/v1/me/phone')).status).toBe(401);
  });
});

describe('POST /api/v1/me/phone/verify', () => {
  it('verifies the number with the right code, once', async () => {
    const user = await signUpAndLogIn(app);
    const phone = uniquePhone();
    await sendCode(user.token, phone);
    const code = await latestSmsCode(app, phone);
    const answer = await verify(user.token, code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: phoneMessages.verified,
      data: { verifiedNumber: phone, pendingNumber: null, resendAfterSeconds: expect.any(Number) },
    });
    const again = await verify(user.token, code);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'code_expired', message: serverMessages.codeExpired });
    // Sending a code to the number already verified is refused.
    const same = await sendCode(user.token, phone);
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ code: 'phone_taken', errors: { phone: phoneMessages.alreadyYours } });
  });

  it('gives a wrong code one answer, counts 5 tries, then the right code no longer works', async () => {
    const user = await signUpAndLogIn(app);
    const phone = uniquePhone();
    await sendCode(user.token, phone);
    const code = await latestSmsCode(app, phone);
    for (let attempt = 0; attempt < VERIFICATION_CODE_MAX_ATTEMPTS + 1; attempt += 1) {
      const wrong = await verify(user.token, wrongCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'code_incorrect', message: serverMessages.codeInvalid });
    }
    const right = await verify(user.token, code);
    expect(right.body).toMatchObject({ code: 'code_exhausted', message: serverMessages.codeExhausted });
    const status = await app.request('GET', '/api/v1/me/phone', { token: user.token });
    expect(status.body.data).toMatchObject({ verifiedNumber: null, pendingNumber: null });
  });

  it('refuses an expired code, a code of another purpose, and a malformed code', async () => {
    const user = await signUpAndLogIn(app);
    const phone = uniquePhone();
    await sendCode(user.token, phone);
    const code = await latestSmsCode(app, phone);
    await expirePhoneCodes(user.email);
    const expired = await verify(user.token, code);
    expect(expired.body).toMatchObject({ code: 'code_expired', message: serverMessages.codeExpired });

    const other = await signUpAndLogIn(app);
    // No phone code at all: the sign-up code from the mail does not verify a phone.
    const [mail] = await app.mailTo(other.email);
    const signUpCode = mail!.subject.match(/\d{6}/)![0];
    expect((await verify(other.token, signUpCode)).body).toMatchObject({ code: 'code_incorrect' });
    expect((await verify(other.token, '12345')).status).toBe(400);
  });

  it('lets one account only verify a number', async () => {
    const first = await signUpAndLogIn(app);
    const second = await signUpAndLogIn(app);
    const phone = uniquePhone();
    // Both ask for a code before either verifies; the second to verify is refused.
    await sendCode(first.token, phone);
    const firstCode = await latestSmsCode(app, phone);
    await sendCode(second.token, phone);
    const secondCode = await latestSmsCode(app, phone);
    expect((await verify(first.token, firstCode)).status).toBe(200);
    const refused = await verify(second.token, secondCode);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'phone_taken', message: phoneMessages.phoneTaken });
    // And once verified, another account cannot even ask for a code.
    const third = await signUpAndLogIn(app);
    const asked = await sendCode(third.token, phone);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'phone_taken', errors: { phone: phoneMessages.phoneTaken } });
  });
});

describe('a verified phone before selling or withdrawing', () => {
  it('refuses a listing and a withdrawal without one, with the way to verify', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' }, { verifiedPhone: false });
    const listing = await app.request('POST', '/api/v1/listings', {
      token: seller.token,
      body: listingRequest({ publish: false }),
    });
    expect(listing.status).toBe(409);
    expect(listing.body).toMatchObject({ code: 'phone_not_verified', message: phoneMessages.requiredToList });
    const photo = await fetch(`${app.baseUrl}/api/v1/listing-photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array([0xff, 0xd8, 0xff]),
    });
    expect(photo.status).toBe(409);
    expect(await photo.json()).toMatchObject({ code: 'phone_not_verified', message: phoneMessages.requiredToList });

    const withdrawal = await app.request('POST', '/api/v1/wallet/withdrawals', {
      token: seller.token,
      headers: { 'idempotency-key': 'a-key-for-this-withdrawal-1' },
      body: { bankAccountId: '00000000-0000-4000-8000-000000000000', amount: 500_000 },
    });
    expect(withdrawal.status).toBe(409);
    expect(withdrawal.body).toMatchObject({ code: 'phone_not_verified', message: phoneMessages.requiredToWithdraw });
  });
});
