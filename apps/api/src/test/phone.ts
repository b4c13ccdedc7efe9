import { randomInt } from 'node:crypto';
import { extractCode, type TestApp } from './test-app';

let phoneCounter = 0;

/** A valid MTN number (+234 803 ...) no other test of this file has used. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const serial = (randomInt(0, 10_000) * 1000 + (phoneCounter % 1000)).toString().padStart(7, '0');
  return `+234803${serial}`;
}

/** SMS the server sent to this number, newest first (development SMS outbox). */
export async function smsTo(app: TestApp, phone: string): Promise<Array<{ to: string; text: string; sentAt: string }>> {
  const response = await app.request('GET', `/api/v1/dev/sms?to=${encodeURIComponent(phone)}`);
  return response.body.data;
}

export async function latestSmsCode(app: TestApp, phone: string): Promise<string> {
  const [sms] = await smsTo(app, phone);
  if (!sms) throw new Error(`No SMS to ${phone}`);
  return extractCode(sms.text);
}

/**
 * Gives the signed-in user a verified phone over HTTP (code by SMS, then the code), as
 * listing an item and withdrawing require; answers the number.
 */
export async function verifyPhone(app: TestApp, token: string, phone = uniquePhone()): Promise<string> {
  const sent = await app.request('POST', '/api/v1/me/phone', { token, body: { phone } });
  if (sent.status !== 200) throw new Error(`phone code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await latestSmsCode(app, phone);
  const verified = await app.request('POST', '/api/v1/me/phone/verify', { token, body: { code } });
  if (verified.status !== 200) throw new Error(`phone verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return phone;
}

/** The user's verified number, verifying a new one first if they have none (withdrawing needs one). */
export async function ensureVerifiedPhone(app: TestApp, token: string): Promise<string> {
  const status = await app.request('GET', '/api/v1/me/phone', { token });
  const verifiedNumber = status.body.data?.verifiedNumber as string | null | undefined;
  return verifiedNumber ?? verifyPhone(app, token);
}
