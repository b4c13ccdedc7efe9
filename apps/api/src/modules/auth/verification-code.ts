import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@naijabid/shared/constants';

export function generateVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * Keyed hash of a code: a million possible codes would fall to a plain hash at once, so a
 * leaked table must also need the server's key. The user id binds a code to its account.
 */
export function hashVerificationCode(key: string, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}

export function verificationCodeMatches(key: string, userId: string, code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashVerificationCode(key, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
