import type { FastifyBaseLogger } from 'fastify';
import {
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { phoneMessages } from '@naijabid/shared/messages/account-settings';
import type { PhoneStatus } from '@naijabid/shared/schemas/account-settings';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { RateLimit, RateLimitFactory } from '../../plugins/rate-limiter';
import type { SmsSender } from '../../plugins/sms';
import {
  issueVerificationCode,
  lockMatchingVerificationCode,
  markVerificationCodeUsed,
  unusableCodeError,
  type AuthContext,
} from '../auth/service';
import * as repository from './repository';

export interface PhoneServiceOptions {
  db: Database;
  sms: SmsSender;
  rateLimits: RateLimitFactory;
  limits: Config['smsCodeLimits'];
  /** Counts each refusal by its reason (a metric, where metrics are on). */
  onRefused?: (reason: SmsCodeRefusal) => void;
  /** Key of the verification-code HMAC, the same as the auth module's. */
  codeKey: string;
  log: FastifyBaseLogger;
}

/** Codes one number may be sent in an hour, whoever asks: bounds SMS sent to a stranger's phone. */
const CODES_PER_NUMBER_PER_HOUR = 5;
const ONE_HOUR_SECONDS = 60 * 60;
/** The one key of the site-wide limit. */
const WHOLE_SITE = 'all';
/** Codes one account, and one verified number moving to another, may be sent in an hour. */
const CODES_PER_ACCOUNT_PER_HOUR = 5;
/** The share of the site-wide hour that new accounts may use between them. */
const NEW_ACCOUNTS_SHARE = 0.2;
/**
 * Past this share of the site-wide hour, the rest is kept for established accounts asking a
 * first code this hour from an address not yet busy: the newest and most active sources,
 * where an abuse comes from, are refused first.
 */
const RESERVED_FROM_SHARE = 0.8;

export type SmsCodeRefusal = 'address' | 'account' | 'new_accounts' | 'reserved' | 'site';

function tooManyCodes(retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', phoneMessages.tooManyCodes(Math.ceil(retryAfterSeconds / 60)), {
    retryAfterSeconds,
  });
}

type UserRow = AuthContext['user'];
type VerifyOutcome = { outcome: 'verified'; phone: string } | { outcome: 'rejected'; error: AppError };

function phoneTaken(): AppError {
  return new AppError('phone_taken', phoneMessages.phoneTaken, { fieldErrors: { phone: phoneMessages.phoneTaken } });
}

/**
 * A verified Nigerian mobile number per account (docs/product.md#account-settings), proved
 * by a 6-digit SMS code with the email codes' rules: 10 minutes, 5 tries, one send a minute,
 * the newest code only, and one answer for any wrong code. The code is saved, then sent
 * after the commit, as verification mail is: a job would keep the code in its payload in
 * plain text.
 */
export function createPhoneService({ db, sms, rateLimits, limits, codeKey, log, onRefused }: PhoneServiceOptions) {
  const cooldown = rateLimits('phone-code', 1, RESEND_COOLDOWN_SECONDS);
  const perNumber = rateLimits('phone-code-number', CODES_PER_NUMBER_PER_HOUR, ONE_HOUR_SECONDS);
  const perAddress = rateLimits('phone-code-address', limits.perAddressPerHour, ONE_HOUR_SECONDS);
  const sitewide = rateLimits('phone-code-total', limits.perHour, ONE_HOUR_SECONDS);
  const perAccount = rateLimits('phone-code-account', CODES_PER_ACCOUNT_PER_HOUR, ONE_HOUR_SECONDS);
  const newAccounts = rateLimits(
    'phone-code-new-accounts',
    Math.max(1, Math.floor(limits.perHour * NEW_ACCOUNTS_SHARE)),
    ONE_HOUR_SECONDS,
  );
  // Operators must learn that codes are refused to everyone, once per window and process, not per refusal.
  let sitewideWarnedUntil = 0;

  /** Not yet email-verified, or younger than SMS_NEW_ACCOUNT_HOURS: where a mass sign-up's accounts are. */
  const isNewAccount = (user: UserRow) =>
    !user.emailVerifiedAt || Date.now() - user.createdAt.getTime() < limits.newAccountHours * ONE_HOUR_SECONDS * 1000;

  /**
   * Counts one SMS against the hourly limits of the client address, the account (and its
   * verified number), new accounts together, and the site. A refusal gives back what it
   * counted before, so a refused request does not use up a number's, an address's or an
   * account's codes.
   */
  async function countSms(user: UserRow, phone: string, clientAddress: string): Promise<void> {
    const counted: Array<readonly [RateLimit, string]> = [[perNumber, phone]];
    const count = async (limit: RateLimit, key: string) => {
      const hit = await limit.hit(key);
      if (hit.allowed) counted.push([limit, key]);
      return hit;
    };
    const refuse = async (reason: SmsCodeRefusal, retryAfterSeconds: number) => {
      await Promise.all(counted.map(([limit, key]) => limit.refund(key)));
      onRefused?.(reason);
      return tooManyCodes(retryAfterSeconds);
    };
    const forAddress = await count(perAddress, clientAddress);
    if (!forAddress.allowed) throw await refuse('address', forAddress.retryAfterSeconds);
    for (const key of [`user:${user.id}`, ...(user.phone ? [`phone:${user.phone}`] : [])]) {
      const forAccount = await count(perAccount, key);
      if (!forAccount.allowed) throw await refuse('account', forAccount.retryAfterSeconds);
    }
    const isNew = isNewAccount(user);
    if (isNew) {
      const forNew = await count(newAccounts, WHOLE_SITE);
      if (!forNew.allowed) throw await refuse('new_accounts', forNew.retryAfterSeconds);
    }
    const overall = await count(sitewide, WHOLE_SITE);
    if (overall.allowed && overall.used > limits.perHour * RESERVED_FROM_SHARE && (isNew || forAddress.used > 1))
      throw await refuse('reserved', ONE_HOUR_SECONDS);
    if (!overall.allowed) {
      const refusal = await refuse('site', overall.retryAfterSeconds);
      if (Date.now() >= sitewideWarnedUntil) {
        sitewideWarnedUntil = Date.now() + overall.retryAfterSeconds * 1000;
        log.warn(
          { limit: limits.perHour, retryAfterSeconds: overall.retryAfterSeconds },
          'the site-wide SMS code limit is reached: phone codes are refused to everyone until the hour is over',
        );
      }
      throw refusal;
    }
  }

  return {
    async status(user: UserRow): Promise<PhoneStatus> {
      const code = await repository.latestPhoneCode(db, user.id);
      const ageSeconds = code ? (Date.now() - code.createdAt.getTime()) / 1000 : Infinity;
      const waiting =
        code &&
        !code.usedAt &&
        ageSeconds < VERIFICATION_CODE_TTL_SECONDS &&
        code.failedAttempts < VERIFICATION_CODE_MAX_ATTEMPTS &&
        code.target !== user.phone;
      return {
        verifiedNumber: user.phone,
        pendingNumber: waiting ? code.target : null,
        resendAfterSeconds: Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - ageSeconds)),
      };
    },

    /** Sends a code to `phone` (E.164, from the shared schema); the verified number stays until the new one is verified. */
    async sendCode(user: UserRow, phone: string, clientAddress: string): Promise<void> {
      if (user.phone === phone)
        throw new AppError('phone_taken', phoneMessages.alreadyYours, {
          fieldErrors: { phone: phoneMessages.alreadyYours },
        });
      if (await repository.findOtherUserWithPhone(db, phone, user.id)) throw phoneTaken();
      const counted = await cooldown.hit(user.id);
      if (!counted.allowed)
        throw new AppError('rate_limited', phoneMessages.resendTooSoon(counted.retryAfterSeconds), {
          retryAfterSeconds: counted.retryAfterSeconds,
        });
      const countedForNumber = await perNumber.hit(phone);
      if (!countedForNumber.allowed)
        throw new AppError('rate_limited', serverMessages.tooManyRequests, {
          retryAfterSeconds: countedForNumber.retryAfterSeconds,
        });
      await countSms(user, phone, clientAddress);
      const code = await issueVerificationCode(db, codeKey, user.id, 'verify_phone', phone);
      try {
        await sms.send({ to: phone, text: phoneMessages.smsText(code) });
      } catch (error) {
        // A provider's outage, answered to the user, who may try again at once; logged
        // without the text, which holds the code.
        log.warn({ err: error, userId: user.id }, 'phone code SMS failed');
        await cooldown.reset(user.id);
        await Promise.all([
          perNumber.refund(phone),
          perAddress.refund(clientAddress),
          perAccount.refund(`user:${user.id}`),
          ...(user.phone ? [perAccount.refund(`phone:${user.phone}`)] : []),
          ...(isNewAccount(user) ? [newAccounts.refund(WHOLE_SITE)] : []),
          sitewide.refund(WHOLE_SITE),
        ]);
        throw new AppError('sms_failed', phoneMessages.smsFailed);
      }
    },

    /** Verifies the number the newest code was sent to; a wrong code counts against that code's tries. */
    async verify(user: UserRow, candidate: string): Promise<string> {
      let check: VerifyOutcome;
      try {
        // A refusal must still commit the counted attempt, so it is thrown after the commit.
        check = await db.transaction(async (tx): Promise<VerifyOutcome> => {
          const code = await lockMatchingVerificationCode(tx, codeKey, {
            userId: user.id,
            purpose: 'verify_phone',
            candidate,
            countWrong: true,
          });
          if (!code?.target)
            return { outcome: 'rejected', error: new AppError('code_incorrect', serverMessages.codeInvalid) };
          const unusable = unusableCodeError(code);
          if (unusable) return { outcome: 'rejected', error: unusable };
          if (await repository.findOtherUserWithPhone(tx, code.target, user.id))
            return { outcome: 'rejected', error: phoneTaken() };
          await markVerificationCodeUsed(tx, code.id);
          await repository.setVerifiedPhone(tx, user.id, code.target);
          return { outcome: 'verified', phone: code.target };
        });
      } catch (error) {
        // Another account verified the same number between our check and our write.
        if (isUniqueViolation(error, 'users_phone_key')) throw phoneTaken();
        throw error;
      }
      if (check.outcome === 'rejected') throw check.error;
      return check.phone;
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
