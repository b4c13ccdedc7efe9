import { hash, verify } from '@node-rs/argon2';
import type { PersonalData } from '@naijabid/shared/schemas/account-settings';
import { serverMessages } from '@naijabid/shared/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { RateLimitFactory } from '../../plugins/rate-limiter';
import { EXPORT_ABOUT, EXPORT_SECTIONS } from './export';
import type { UserRow } from './repository';

/** Wrong passwords an account may give to change its password or close in this window, like a login's. */
const PASSWORD_CONFIRMATIONS = 10;
const PASSWORD_WINDOW_SECONDS = 15 * 60;

/** What a signed-in person may do with their own account (docs/product.md#account-settings). */
export function createAccountService({ db, rateLimits }: { db: Database; rateLimits: RateLimitFactory }) {
  const wrongPasswords = rateLimits('account-password', PASSWORD_CONFIRMATIONS, PASSWORD_WINDOW_SECONDS);

  return {
    /** The user's data, every section read in one snapshot. */
    async exportData(user: UserRow): Promise<PersonalData> {
      return db.transaction(
        async (tx) => {
          const data: PersonalData = { exportedAt: new Date().toISOString(), about: EXPORT_ABOUT };
          for (const [name, section] of Object.entries(EXPORT_SECTIONS)) data[name] = await section(tx, user);
          return data;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * Proves the session's owner is at the keyboard. Counted before the check, so parallel
     * guesses cannot all pass; a right password gives its count back.
     */
    async confirmPassword(user: UserRow, candidate: string, refusal: { field: string; message: string }) {
      const counted = await wrongPasswords.hit(user.id);
      if (!counted.allowed)
        throw new AppError('rate_limited', serverMessages.tooManyLoginAttempts(counted.retryAfterSeconds), {
          retryAfterSeconds: counted.retryAfterSeconds,
        });
      if (!(await verify(user.passwordHash, candidate)))
        throw new AppError('password_incorrect', refusal.message, {
          fieldErrors: { [refusal.field]: refusal.message },
        });
      await wrongPasswords.refund(user.id);
    },

    hashPassword: (password: string) => hash(password),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
