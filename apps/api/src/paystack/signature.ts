import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack signs each webhook with a hex HMAC-SHA512 of its raw body, keyed with the secret
 * key, in `x-paystack-signature`; our fake signs its webhooks the same way.
 */
export const SIGNATURE_HEADER = 'x-paystack-signature';

export function signBody(secretKey: string, rawBody: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Constant time, and false for anything that is not 128 hex digits. */
export function verifySignedBody(secretKey: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secretKey, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
