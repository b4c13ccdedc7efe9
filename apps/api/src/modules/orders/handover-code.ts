import { createHmac, timingSafeEqual } from 'node:crypto';
import { HANDOVER_CODE } from '@naijabid/shared/constants';

/** The key the codes are derived under, from the server's secret. */
export function handoverKeyFrom(serverSecret: string): string {
  return createHmac('sha256', serverSecret).update('handover-code').digest('hex');
}

/**
 * A pickup's handover code is derived, never stored: the HMAC of the order's id under a key of
 * the server's secret, read as HANDOVER_CODE.digits digits. The buyer's page shows it, the
 * seller never reads it from us, and a copy of the database holds nothing to read it from.
 */
export function handoverCodeFor(key: string, orderId: string): string {
  const digest = createHmac('sha256', key).update(`handover:${orderId}`).digest();
  // 48 bits modulo a million: the bias is below one part in 2^28.
  return String(digest.readUIntBE(0, 6) % 10 ** HANDOVER_CODE.digits).padStart(HANDOVER_CODE.digits, '0');
}

/** Whether `code` is the order's, compared in constant time. */
export function isHandoverCode(key: string, orderId: string, code: string): boolean {
  const expected = Buffer.from(handoverCodeFor(key, orderId));
  const given = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
