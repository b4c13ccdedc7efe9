import { setTimeout as delay } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import {
  RESEND_COOLDOWN_SECONDS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import type { LoginRequest, PublicUser, RegisterRequest, VerifyAccountRequest } from '@naijabid/shared/schemas/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../plugins/mailer';
import type { RateLimitFactory } from '../../plugins/rate-limiter';
import * as repository from './repository';
import type { TokenService } from './tokens';
import { generateVerificationCode, hashVerificationCode, verificationCodeMatches } from './verification-code';
import { verificationMail } from './verification-mail';

export interface AuthServiceOptions {
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
  rateLimits: RateLimitFactory;
  loginLimits: Config['loginLimits'];
  accountRequestsPerAddress: number;
  /** Key of the verification-code HMAC. */
  codeKey: string;
  sessionMaxAgeDays: number;
  log: FastifyBaseLogger;
}

/** Above what issuing and mailing a code takes (a few ms here, tens over SMTP); imperceptible on a resend button. */
const RESEND_ANSWER_FLOOR_MS = 400;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toPublicUser(user: repository.UserRow): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    accountType: user.accountType,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface AuthContext {
  user: repository.UserRow;
  sessionId: string;
  sessionExpiresAt: Date;
  tokenIssuedAt: number;
  tokenExpiresAt: number;
}

/** The token of an `Authorization: Bearer` header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export type TokenResolver = (token: string | undefined) => Promise<AuthContext | undefined>;

/** The session behind a bearer token, or undefined when the token or its session is not valid. */
export function createTokenResolver(db: Database, tokens: TokenService): TokenResolver {
  return async (token) => {
    const claims = token ? await tokens.verify(token) : undefined;
    const active = claims ? await repository.findActiveSession(db, claims.sessionId) : undefined;
    if (!claims || !active || active.user.id !== claims.userId) return undefined;
    return {
      user: active.user,
      sessionId: active.session.id,
      sessionExpiresAt: active.session.expiresAt,
      tokenIssuedAt: claims.issuedAt,
      tokenExpiresAt: claims.expiresAt,
    };
  };
}

type CodeCheck = { outcome: 'verified' | 'already_verified' } | { outcome: 'rejected'; error: AppError };

export function createAuthService(options: AuthServiceOptions) {
  const { db, mailer, tokens, codeKey, log } = options;
  const resendCooldown = options.rateLimits('resend-code', 1, RESEND_COOLDOWN_SECONDS);
  const loginsPerAddress = options.rateLimits(
    'login-address',
    options.loginLimits.maxAttemptsPerAddress,
    options.loginLimits.windowSeconds,
  );
  const loginFailuresPerAccountAddress = options.rateLimits(
    'login-account-address',
    options.loginLimits.maxFailuresPerAccountAddress,
    options.loginLimits.windowSeconds,
  );
  const loginFailuresPerAccount = options.rateLimits(
    'login-account',
    options.loginLimits.maxFailuresPerAccount,
    options.loginLimits.windowSeconds,
  );
  const accountRequestsPerAddress = options.rateLimits(
    'account-requests',
    options.accountRequestsPerAddress,
    options.loginLimits.windowSeconds,
  );
  // Unknown emails are checked against this hash so a failed login takes as long either way.
  const timingDecoyHash = hash('timing decoy for unknown accounts');

  async function issueCode(executor: Database, userId: string): Promise<string> {
    const code = generateVerificationCode();
    await repository.insertVerificationCode(executor, {
      userId,
      codeHash: hashVerificationCode(codeKey, userId, code),
      expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000),
    });
    return code;
  }

  /** The code is already saved; a mail that fails to go out costs the user only a resend. */
  async function sendCode(user: repository.UserRow, code: string): Promise<boolean> {
    try {
      await mailer.send(verificationMail(user.email, user.firstName, code));
      return true;
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'verification mail failed');
      await resendCooldown.reset(user.email);
      return false;
    }
  }

  /** Sign-up, verify and resend from one client address are counted together, before any lookup. */
  async function countAccountRequest(clientAddress: string): Promise<void> {
    const counted = await accountRequestsPerAddress.hit(clientAddress);
    if (!counted.allowed) {
      throw new AppError('rate_limited', serverMessages.tooManyRequests, {
        retryAfterSeconds: counted.retryAfterSeconds,
      });
    }
  }

  function tooManyLogins(retryAfterSeconds: number): AppError {
    return new AppError('rate_limited', serverMessages.tooManyLoginAttempts(retryAfterSeconds), { retryAfterSeconds });
  }

  async function startSession(user: repository.UserRow) {
    const session = await repository.insertSession(db, {
      userId: user.id,
      expiresAt: new Date(Date.now() + options.sessionMaxAgeDays * 24 * 60 * 60 * 1000),
    });
    return tokens.sign({ userId: user.id, sessionId: session.id, notAfter: session.expiresAt });
  }

  return {
    async register(request: RegisterRequest, clientAddress: string): Promise<PublicUser> {
      await countAccountRequest(clientAddress);
      const email = normaliseEmail(request.email);
      const passwordHash = await hash(request.password);
      const result = await db.transaction(async (tx) => {
        const user = await repository.insertUserIfEmailFree(tx, {
          email,
          firstName: request.firstName,
          lastName: request.lastName,
          accountType: request.accountType,
          passwordHash,
          termsAcceptedAt: new Date(),
        });
        if (!user) return undefined;
        return { user, code: await issueCode(tx, user.id) };
      });
      if (!result)
        throw new AppError('email_taken', serverMessages.emailTaken, {
          fieldErrors: { email: serverMessages.emailTaken },
        });
      await sendCode(result.user, result.code);
      return toPublicUser(result.user);
    },

    /**
     * A wrong code gets one answer whatever the address: unknown, unverified or verified
     * (the tries left, an expired or a used-up code would each tell a prober the account
     * exists). Only the right code learns more: expired, used up, or already verified.
     * Every wrong code still counts against the real code's tries, under its row lock.
     */
    async verifyAccount(
      request: VerifyAccountRequest,
      clientAddress: string,
    ): Promise<'verified' | 'already_verified'> {
      await countAccountRequest(clientAddress);
      const email = normaliseEmail(request.email);
      const invalid = new AppError('code_incorrect', serverMessages.codeInvalid);
      // A refusal must still commit the counted attempt, so the transaction returns it and
      // the error is thrown only after the commit.
      const check = await db.transaction(async (tx): Promise<CodeCheck> => {
        const user = await repository.findUserByEmail(tx, email);
        const code = user ? await repository.lockLatestVerificationCode(tx, user.id) : undefined;
        if (!user || !code) return { outcome: 'rejected', error: invalid };
        if (!verificationCodeMatches(codeKey, user.id, request.verificationCode, code.codeHash)) {
          if (!user.emailVerifiedAt && code.failedAttempts < VERIFICATION_CODE_MAX_ATTEMPTS)
            await repository.recordFailedCodeAttempt(tx, code.id);
          return { outcome: 'rejected', error: invalid };
        }
        if (user.emailVerifiedAt) return { outcome: 'already_verified' };
        if (code.usedAt || code.expiresAt.getTime() <= Date.now()) {
          return { outcome: 'rejected', error: new AppError('code_expired', serverMessages.codeExpired) };
        }
        if (code.failedAttempts >= VERIFICATION_CODE_MAX_ATTEMPTS) {
          return { outcome: 'rejected', error: new AppError('code_exhausted', serverMessages.codeExhausted) };
        }
        await repository.markCodeUsed(tx, code.id);
        await repository.markEmailVerified(tx, user.id);
        return { outcome: 'verified' };
      });
      if (check.outcome === 'rejected') throw check.error;
      return check.outcome;
    },

    /** Answers alike for unknown, verified and unverified emails, so it reveals no account. */
    async resendCode(rawEmail: string, clientAddress: string): Promise<void> {
      await countAccountRequest(clientAddress);
      const email = normaliseEmail(rawEmail);
      const cooldown = await resendCooldown.hit(email);
      if (!cooldown.allowed) {
        throw new AppError('rate_limited', serverMessages.resendTooSoon(cooldown.retryAfterSeconds), {
          retryAfterSeconds: cooldown.retryAfterSeconds,
        });
      }
      const answerNoSoonerThan = performance.now() + RESEND_ANSWER_FLOOR_MS;
      const user = await repository.findUserByEmail(db, email);
      // A mail that fails is logged and its cooldown lifted, but answered like the others: a
      // 503 for known addresses alone would tell a prober which ones have accounts.
      if (user && !user.emailVerifiedAt) await sendCode(user, await issueCode(db, user.id));
      // Issuing and mailing a code takes longer than finding no one to mail; every answer
      // waits for the same floor, so the time taken does not tell either.
      await delay(Math.max(0, answerNoSoonerThan - performance.now()));
    },

    async login(request: LoginRequest, clientAddress: string) {
      const email = normaliseEmail(request.email);
      // Every limit counts the attempt before the password is checked, atomically, so
      // parallel guesses cannot all pass a check made before any of them was counted. A
      // correct password gives its counts back.
      const pairKey = `${email} ${clientAddress}`;
      for (const [limit, key] of [
        [loginsPerAddress, clientAddress],
        [loginFailuresPerAccountAddress, pairKey],
        [loginFailuresPerAccount, email],
      ] as const) {
        const counted = await limit.hit(key);
        if (!counted.allowed) throw tooManyLogins(counted.retryAfterSeconds);
      }

      const user = await repository.findUserByEmail(db, email);
      const passwordMatches = await verify(user?.passwordHash ?? (await timingDecoyHash), request.password);
      if (!user || !passwordMatches) throw new AppError('bad_credentials', serverMessages.badCredentials);
      await loginFailuresPerAccountAddress.reset(pairKey);
      await loginFailuresPerAccount.refund(email);
      if (!user.emailVerifiedAt) throw new AppError('not_verified', serverMessages.notVerified);
      const { token, expiresAt } = await startSession(user);
      return { accessToken: token, token, expiresAt: expiresAt.toISOString(), user: toPublicUser(user) };
    },

    async becomeSeller(userId: string): Promise<PublicUser> {
      return toPublicUser(await repository.setAccountType(db, userId, 'seller'));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
