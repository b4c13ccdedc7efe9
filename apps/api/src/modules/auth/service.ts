import { setTimeout as delay } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import {
  GOOGLE_LINK_CODE_MAX_ATTEMPTS,
  GOOGLE_LINK_CODE_TTL_SECONDS,
  PASSWORD_RESET_CODE_MAX_ATTEMPTS,
  PASSWORD_RESET_CODE_TTL_SECONDS,
  RESEND_COOLDOWN_SECONDS,
  SIGN_UP_ATTEMPT_MAIL_COOLDOWN_SECONDS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { adminServerMessages } from '@naijabid/shared/messages/admin';
import type {
  LoginRequest,
  LoginResponseData,
  PublicUser,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyAccountRequest,
} from '@naijabid/shared/schemas/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Mailer } from '../../plugins/mailer';
import type { RateLimit, RateLimitFactory } from '../../plugins/rate-limiter';
import { passwordResetLink, passwordResetMail } from './password-reset-mail';
import * as repository from './repository';
import type { TokenService } from './tokens';
import { generateVerificationCode, hashVerificationCode, verificationCodeMatches } from './verification-code';
import type { OutgoingMail } from '../../plugins/mailer';
import { verificationMail } from './verification-mail';
import { googleLinkMail } from './google-link-mail';
import { loginUnlockMail } from './login-unlock-mail';
import { hashClientAddress } from '../../client-address';
import { signUpAttemptMail } from './sign-up-attempt-mail';

export interface AuthServiceOptions {
  db: Database;
  mailer: Mailer;
  tokens: TokenService;
  rateLimits: RateLimitFactory;
  loginLimits: Config['loginLimits'];
  accountRequestsPerAddress: number;
  /** Key of the verification-code HMAC. */
  codeKey: string;
  /** Key of the HMAC a session keeps of the address it logged in from (abuse signals compare them). */
  addressKey: string;
  sessionMaxAgeDays: number;
  /** The site's address, for the link in a password reset mail. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Above what hashing a password, issuing and mailing a code take (tens of ms here, a few
 * more over SMTP); imperceptible on a resend, sign-up or verify button.
 */
export const ACCOUNT_ANSWER_FLOOR_MS = 400;

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
    isOperator: user.operatorSince !== null,
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

type ActiveSession = Awaited<ReturnType<ReturnType<typeof repository.activeSessionsFinder>>>[number];

/** The session behind a bearer token, or undefined when the token or its session is not valid. */
export function createTokenResolver(db: Database, tokens: TokenService): TokenResolver {
  const findActiveSessions = repository.activeSessionsFinder(db);
  // The requests that arrive in one turn of the event loop read their sessions in one query.
  // Nothing is kept from one turn to the next, so a logout or a suspension ends a token at
  // its next request.
  const activeSessions = new DataLoader<string, ActiveSession | undefined>(
    async (sessionIds) => {
      const found = new Map((await findActiveSessions(sessionIds)).map((row) => [row.session.id, row]));
      return sessionIds.map((sessionId) => found.get(sessionId));
    },
    { cache: false, batchScheduleFn: (lookUp) => setImmediate(lookUp), maxBatchSize: 200 },
  );
  return async (token) => {
    const claims = token ? await tokens.verify(token) : undefined;
    const active = claims ? await activeSessions.load(claims.sessionId) : undefined;
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

export type LiveSessionsReader = (sessionIds: string[]) => Promise<Set<string>>;

/** Which of many sessions are still live: a process re-checks all its user streams' sessions at once. */
export function createLiveSessionsReader(db: Database): LiveSessionsReader {
  return (sessionIds) => repository.liveSessionIds(db, sessionIds);
}

type CodeCheck = { outcome: 'verified' | 'already_verified' } | { outcome: 'rejected'; error: AppError };
type ResetCheck<SessionsEnded> = { outcome: 'reset'; ended: SessionsEnded } | { outcome: 'rejected'; error: AppError };
type UnlockCheck = { outcome: 'unlocked'; user: repository.UserRow } | { outcome: 'rejected'; error: AppError };
type CodeRow = NonNullable<Awaited<ReturnType<typeof repository.lockLatestVerificationCode>>>;

/**
 * Login codes mailed to one account per hour at most, however often a used-up code is
 * replaced at once: bounds the mail a stranger can make us send the owner.
 */
const LOGIN_UNLOCK_MAILS_PER_HOUR = 6;

const CODE_RULES = {
  verify_email: { ttlSeconds: VERIFICATION_CODE_TTL_SECONDS, maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS },
  reset_password: { ttlSeconds: PASSWORD_RESET_CODE_TTL_SECONDS, maxAttempts: PASSWORD_RESET_CODE_MAX_ATTEMPTS },
  link_google: { ttlSeconds: GOOGLE_LINK_CODE_TTL_SECONDS, maxAttempts: GOOGLE_LINK_CODE_MAX_ATTEMPTS },
  verify_phone: { ttlSeconds: VERIFICATION_CODE_TTL_SECONDS, maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS },
  unlock_login: { ttlSeconds: VERIFICATION_CODE_TTL_SECONDS, maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS },
} as const satisfies Record<repository.CodePurpose, { ttlSeconds: number; maxAttempts: number }>;

/** Why a right code no longer works, or undefined when it still does. */
export function unusableCodeError(code: CodeRow): AppError | undefined {
  if (code.usedAt || code.expiresAt.getTime() <= Date.now())
    return new AppError('code_expired', serverMessages.codeExpired);
  if (code.failedAttempts >= CODE_RULES[code.purpose].maxAttempts)
    return new AppError('code_exhausted', serverMessages.codeExhausted);
  return undefined;
}

/**
 * Saves a new code of a purpose (the newest is the only one that counts) and answers it, to
 * be sent after the commit. `target` is what else the code proves: the phone number an SMS
 * code goes to. The phone module issues its codes through this too.
 */
export async function issueVerificationCode(
  executor: Database,
  codeKey: string,
  userId: string,
  purpose: repository.CodePurpose,
  target?: string,
): Promise<string> {
  const code = generateVerificationCode();
  await repository.insertVerificationCode(executor, {
    userId,
    purpose,
    target,
    codeHash: hashVerificationCode(codeKey, userId, code),
    expiresAt: new Date(Date.now() + CODE_RULES[purpose].ttlSeconds * 1000),
  });
  return code;
}

/**
 * The user's newest code of a purpose, locked, when the candidate is that code. A wrong
 * candidate counts against the code's tries (while `countWrong` and tries are left) and
 * answers undefined, as does a user with no code, so a wrong code says nothing more.
 */
export async function lockMatchingVerificationCode(
  tx: Database,
  codeKey: string,
  check: { userId: string; purpose: repository.CodePurpose; candidate: string; countWrong: boolean },
): Promise<CodeRow | undefined> {
  const code = await repository.lockLatestVerificationCode(tx, check.userId, check.purpose);
  if (!code) return undefined;
  if (verificationCodeMatches(codeKey, check.userId, check.candidate, code.codeHash)) return code;
  if (check.countWrong && code.failedAttempts < CODE_RULES[check.purpose].maxAttempts)
    await repository.recordFailedCodeAttempt(tx, code.id);
  return undefined;
}

/** Marks a code used, so it never works again. */
export const markVerificationCodeUsed = repository.markCodeUsed;

/** The key of the login limit that counts one account's failures from one address. */
function accountAddressKey(email: string, clientAddress: string): string {
  return `${email} ${clientAddress}`;
}

export function createAuthService(options: AuthServiceOptions) {
  const { db, mailer, tokens, codeKey, log } = options;
  const resendCooldown = options.rateLimits('resend-code', 1, RESEND_COOLDOWN_SECONDS);
  // Its own cooldown, so asking for a sign-up code does not hold back a reset code.
  const resetCodeCooldown = options.rateLimits('reset-code', 1, RESEND_COOLDOWN_SECONDS);
  const googleLinkCodeCooldown = options.rateLimits('google-link-code', 1, RESEND_COOLDOWN_SECONDS);
  // Bounds the mails that logins past the account-wide limit can send the owner.
  const loginUnlockCodeCooldown = options.rateLimits('login-unlock-code', 1, RESEND_COOLDOWN_SECONDS);
  const loginUnlockMails = options.rateLimits('login-unlock-mails', LOGIN_UNLOCK_MAILS_PER_HOUR, 60 * 60);
  // Tries at one login code from addresses its owner never signed in from, keyed by the code:
  // a stranger's wrong codes spend these, never the tries of the owner's own addresses.
  const unlockTriesFromElsewhere = options.rateLimits(
    'login-unlock-elsewhere',
    VERIFICATION_CODE_MAX_ATTEMPTS,
    VERIFICATION_CODE_TTL_SECONDS,
  );
  // Anyone may sign up with any address: this bounds the mails that can tell its owner so.
  const signUpAttemptMailCooldown = options.rateLimits(
    'sign-up-attempt-mail',
    1,
    SIGN_UP_ATTEMPT_MAIL_COOLDOWN_SECONDS,
  );
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

  const issueCode = (executor: Database, userId: string, purpose: repository.CodePurpose) =>
    issueVerificationCode(executor, codeKey, userId, purpose);

  /**
   * A mail that fails to go out is logged and its cooldown lifted: any code in it is already
   * saved, so the failure costs the user only another request.
   */
  async function sendCode(mail: OutgoingMail, userId: string, cooldown: typeof resendCooldown): Promise<void> {
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, userId }, 'code mail failed');
      await cooldown.reset(mail.to);
    }
  }

  const lockMatchingCode = (
    tx: Database,
    userId: string,
    purpose: repository.CodePurpose,
    candidate: string,
    countWrong: boolean,
  ) => lockMatchingVerificationCode(tx, codeKey, { userId, purpose, candidate, countWrong });

  /**
   * Answers no sooner than the floor, whatever the address: finding no account is quicker
   * than creating one, checking its code or mailing it, and the time taken must not tell which.
   */
  async function answerAfterFloor<Answer>(work: () => Promise<Answer>): Promise<Answer> {
    const answerNoSoonerThan = performance.now() + ACCOUNT_ANSWER_FLOOR_MS;
    const answer = await work();
    await delay(Math.max(0, answerNoSoonerThan - performance.now()));
    return answer;
  }

  /**
   * Mails the owner of an address someone just signed up with, at most once a cooldown:
   * nothing of the account changes (no code, no password), as the one signing up may be anyone.
   */
  async function mailSignUpAttempt(email: string): Promise<void> {
    const owner = await repository.findUserByEmail(db, email);
    if (!owner || !(await signUpAttemptMailCooldown.hit(email)).allowed) return;
    await sendCode(signUpAttemptMail(email, owner.firstName, options.publicUrl), owner.id, signUpAttemptMailCooldown);
  }

  async function hitCooldown(cooldown: typeof resendCooldown, email: string): Promise<void> {
    const counted = await cooldown.hit(email);
    if (!counted.allowed) {
      throw new AppError('rate_limited', serverMessages.resendTooSoon(counted.retryAfterSeconds), {
        retryAfterSeconds: counted.retryAfterSeconds,
      });
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

  /**
   * The one way anyone gets a session: a password login and a Google sign-in both end
   * here, so a rule about who may be signed in at all is checked once, in this function.
   */
  async function issueSession(user: repository.UserRow, clientAddress: string): Promise<LoginResponseData> {
    if (user.suspendedAt) throw new AppError('account_suspended', adminServerMessages.accountSuspended);
    const firstSignIn = !(await repository.hasSignedInBefore(db, user.id));
    const session = await repository.insertSession(db, {
      userId: user.id,
      clientAddressHash: hashClientAddress(options.addressKey, clientAddress),
      expiresAt: new Date(Date.now() + options.sessionMaxAgeDays * 24 * 60 * 60 * 1000),
    });
    const { token, expiresAt } = await tokens.sign({
      userId: user.id,
      sessionId: session.id,
      notAfter: session.expiresAt,
    });
    return { accessToken: token, token, expiresAt: expiresAt.toISOString(), firstSignIn, user: toPublicUser(user) };
  }

  /**
   * The account of that email when the password is its own. Every limit counts the attempt
   * before the password is checked, atomically, so parallel guesses cannot all pass a check
   * made before any of them was counted. An attempt that never reaches the check (refused by
   * a limit, or the database away) gives its counts back, so pressing "Log in" during an
   * outage costs the owner nothing; a correct password gives them back too.
   *
   * Past the account-wide limit a password alone never logs in (see unlockPastLimit), so
   * guesses spread over many addresses gain nothing there, yet cannot lock the owner out.
   */
  async function checkPassword(rawEmail: string, password: string, clientAddress: string, unlockCode?: string) {
    const email = normaliseEmail(rawEmail);
    const pairKey = accountAddressKey(email, clientAddress);
    const counted: Array<readonly [RateLimit, string]> = [];
    const countAttempt = async (limit: RateLimit, key: string) => {
      const hit = await limit.hit(key);
      counted.push([limit, key]);
      return hit;
    };
    let user: repository.UserRow | undefined;
    let passwordMatches: boolean;
    let pastAccountLimit: boolean;
    try {
      const fromAddress = await countAttempt(loginsPerAddress, clientAddress);
      if (!fromAddress.allowed) throw tooManyLogins(fromAddress.retryAfterSeconds);
      const fromPair = await countAttempt(loginFailuresPerAccountAddress, pairKey);
      if (!fromPair.allowed) throw tooManyLogins(fromPair.retryAfterSeconds);
      const onAccount = await countAttempt(loginFailuresPerAccount, email);
      pastAccountLimit = !onAccount.allowed;
      // Without a code, only an address with no attempt at this account in the window yet
      // is heard past the limit: one answer per guessing address, and it tells nothing.
      const firstFromThisAddress = fromPair.used === 1;
      user = await repository.findUserByEmail(db, email);
      // ...and an address whose login code is used up may ask for another at once.
      if (
        !onAccount.allowed &&
        !unlockCode &&
        !firstFromThisAddress &&
        !(user && (await unlockCodeUsedUp(user, clientAddress)))
      )
        throw tooManyLogins(onAccount.retryAfterSeconds);
      passwordMatches = await verify(user?.passwordHash ?? (await timingDecoyHash), password);
    } catch (notChecked) {
      await Promise.all(counted.map(([limit, key]) => limit.refund(key)));
      throw notChecked;
    }
    if (pastAccountLimit) user = await unlockPastLimit(user, passwordMatches, clientAddress, unlockCode);
    else if (!user || !passwordMatches) throw new AppError('bad_credentials', serverMessages.badCredentials);
    await loginFailuresPerAccountAddress.reset(pairKey);
    await loginFailuresPerAccount.refund(email);
    return user;
  }

  const ownersAddress = (user: repository.UserRow, clientAddress: string) =>
    repository.hasSignedInFrom(db, user.id, hashClientAddress(options.addressKey, clientAddress));

  /** Whether another try from elsewhere at this code is left; counts it when it is. */
  async function triedFromElsewhere(code: CodeRow): Promise<boolean> {
    return (await unlockTriesFromElsewhere.hit(code.id)).allowed;
  }

  /**
   * Whether the account's newest login code can no longer log in from this address: used,
   * expired, out of tries, or (from an address the owner never signed in from) out of the
   * tries from elsewhere. Such an address may ask for a new code at once.
   */
  async function unlockCodeUsedUp(user: repository.UserRow, clientAddress: string): Promise<boolean> {
    const code = await repository.latestVerificationCode(db, user.id, 'unlock_login');
    if (!code) return false;
    if (unusableCodeError(code)) return true;
    if (await ownersAddress(user, clientAddress)) return false;
    if (!(await triedFromElsewhere(code))) return true;
    await unlockTriesFromElsewhere.refund(code.id);
    return false;
  }

  /**
   * Past the account-wide limit a login needs the password and a code mailed to the owner.
   * A password alone gets one answer, right or wrong: "if it was right, we emailed a code"
   * (a guess learns nothing, so the 409 is no password oracle); only a right one mails the
   * code, at most once a cooldown, or at once when the code mailed last is used up (within
   * LOGIN_UNLOCK_MAILS_PER_HOUR). With a code, a wrong code gets one answer whatever the
   * password, and counts against the code's tries; a right code with a wrong password counts
   * too. Tries from addresses the owner never signed in from count apart (at most as many
   * again, per code), so a stranger cannot use up the code the owner is typing in.
   * Answers the account only when both are right.
   */
  async function unlockPastLimit(
    user: repository.UserRow | undefined,
    passwordMatches: boolean,
    clientAddress: string,
    unlockCode: string | undefined,
  ): Promise<repository.UserRow> {
    if (!unlockCode) {
      await answerAfterFloor(async () => {
        if (!user || !passwordMatches) return;
        const usedUp = await unlockCodeUsedUp(user, clientAddress);
        // Otherwise the code mailed last still works.
        if (!usedUp && !(await loginUnlockCodeCooldown.hit(user.email)).allowed) return;
        if (!(await loginUnlockMails.hit(user.email)).allowed) return;
        const code = await issueCode(db, user.id, 'unlock_login');
        await sendCode(loginUnlockMail(user.email, user.firstName, code), user.id, loginUnlockCodeCooldown);
      });
      throw new AppError('login_code_required', serverMessages.loginCodeRequired);
    }
    // A refusal must still commit the counted try, so the error is thrown after the commit.
    const fromOwner = user !== undefined && (await ownersAddress(user, clientAddress));
    const check = await db.transaction(async (tx): Promise<UnlockCheck> => {
      const latest = user && (await repository.lockLatestVerificationCode(tx, user.id, 'unlock_login'));
      if (latest && !fromOwner && !(await triedFromElsewhere(latest)))
        return { outcome: 'rejected', error: new AppError('code_exhausted', serverMessages.codeExhausted) };
      const code = user ? await lockMatchingCode(tx, user.id, 'unlock_login', unlockCode, fromOwner) : undefined;
      if (!user || !code)
        return { outcome: 'rejected', error: new AppError('code_incorrect', serverMessages.codeInvalid) };
      const unusable = unusableCodeError(code);
      if (unusable) return { outcome: 'rejected', error: unusable };
      if (!passwordMatches) {
        if (fromOwner) await repository.recordFailedCodeAttempt(tx, code.id);
        return { outcome: 'rejected', error: new AppError('bad_credentials', serverMessages.badCredentials) };
      }
      await repository.markCodeUsed(tx, code.id);
      return { outcome: 'unlocked', user };
    });
    if (check.outcome === 'rejected') throw check.error;
    return check.user;
  }

  return {
    /**
     * Creates an unverified account and mails it a code; an address that already has an
     * account (verified or not) gets the same answer, in the same time, and its owner a
     * mail saying so instead, so a sign-up reveals no account. The password is hashed
     * either way, and a race between two sign-ups is settled by the unique email.
     */
    async register(request: RegisterRequest, clientAddress: string): Promise<void> {
      await countAccountRequest(clientAddress);
      const email = normaliseEmail(request.email);
      await answerAfterFloor(async () => {
        const passwordHash = await hash(request.password);
        const created = await db.transaction(async (tx) => {
          const user = await repository.insertUserIfEmailFree(tx, {
            email,
            firstName: request.firstName,
            lastName: request.lastName,
            accountType: request.accountType,
            passwordHash,
            termsAcceptedAt: new Date(),
          });
          if (!user) return undefined;
          return { user, code: await issueCode(tx, user.id, 'verify_email') };
        });
        if (!created) return mailSignUpAttempt(email);
        await sendCode(verificationMail(email, created.user.firstName, created.code), created.user.id, resendCooldown);
      });
    },

    /**
     * A wrong code gets one answer whatever the address: unknown, unverified or verified
     * (the tries left, an expired or a used-up code would each tell a prober the account
     * exists). Only the right code learns more: expired, used up, or already verified.
     * Every wrong code still counts against the real code's tries, under its row lock, and
     * every answer waits for the floor, as looking up no account is quicker than counting.
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
      const check = await answerAfterFloor(() =>
        db.transaction(async (tx): Promise<CodeCheck> => {
          const user = await repository.findUserByEmail(tx, email);
          const code = user
            ? await lockMatchingCode(tx, user.id, 'verify_email', request.verificationCode, !user.emailVerifiedAt)
            : undefined;
          if (!user || !code) return { outcome: 'rejected', error: invalid };
          if (user.emailVerifiedAt) return { outcome: 'already_verified' };
          const unusable = unusableCodeError(code);
          if (unusable) return { outcome: 'rejected', error: unusable };
          await repository.markCodeUsed(tx, code.id);
          await repository.markEmailVerified(tx, user.id);
          return { outcome: 'verified' };
        }),
      );
      if (check.outcome === 'rejected') throw check.error;
      return check.outcome;
    },

    /** Answers alike for unknown, verified and unverified emails, so it reveals no account. */
    async resendCode(rawEmail: string, clientAddress: string): Promise<void> {
      await countAccountRequest(clientAddress);
      const email = normaliseEmail(rawEmail);
      await hitCooldown(resendCooldown, email);
      await answerAfterFloor(async () => {
        const user = await repository.findUserByEmail(db, email);
        // A mail that fails is logged and its cooldown lifted, but answered like the others: a
        // 503 for known addresses alone would tell a prober which ones have accounts.
        if (user && !user.emailVerifiedAt) {
          const code = await issueCode(db, user.id, 'verify_email');
          await sendCode(verificationMail(email, user.firstName, code), user.id, resendCooldown);
        }
      });
    },

    /**
     * Mails a reset code and link to any account of that address, verified or not, and
     * answers alike, in the same time, for addresses with no account (docs/product.md#accounts).
     */
    async forgotPassword(rawEmail: string, clientAddress: string): Promise<void> {
      await countAccountRequest(clientAddress);
      const email = normaliseEmail(rawEmail);
      await hitCooldown(resetCodeCooldown, email);
      await answerAfterFloor(async () => {
        const user = await repository.findUserByEmail(db, email);
        if (!user) return;
        const code = await issueCode(db, user.id, 'reset_password');
        const link = passwordResetLink(options.publicUrl, email, code);
        await sendCode(passwordResetMail(email, user.firstName, code, link), user.id, resetCodeCooldown);
      });
    },

    /**
     * Sets a new password with the newest reset code, marks the code used and, in the same
     * transaction, ends every session of the account through `endEverySession` (a workflow
     * handed in by app.ts, since ending a session also ends its live streams). A wrong code
     * gets one answer whatever the address, as in verifyAccount.
     */
    async resetPassword<SessionsEnded>(
      request: ResetPasswordRequest,
      clientAddress: string,
      endEverySession: (tx: Database, userId: string) => Promise<SessionsEnded>,
    ): Promise<SessionsEnded> {
      await countAccountRequest(clientAddress);
      const email = normaliseEmail(request.email);
      // Hashed before the lookup: a wrong code then takes as long as a right one, and no
      // row lock is held while Argon2 works.
      const passwordHash = await hash(request.password);
      const check = await db.transaction(async (tx): Promise<ResetCheck<SessionsEnded>> => {
        const user = await repository.findUserByEmail(tx, email);
        const code = user ? await lockMatchingCode(tx, user.id, 'reset_password', request.code, true) : undefined;
        if (!user || !code)
          return { outcome: 'rejected', error: new AppError('code_incorrect', serverMessages.codeInvalid) };
        const unusable = unusableCodeError(code);
        if (unusable) return { outcome: 'rejected', error: unusable };
        await repository.markCodeUsed(tx, code.id);
        await repository.setPasswordHash(tx, user.id, passwordHash);
        // The code reached the inbox, which is all that verifying the address proves.
        if (!user.emailVerifiedAt) await repository.markEmailVerified(tx, user.id);
        return { outcome: 'reset', ended: await endEverySession(tx, user.id) };
      });
      if (check.outcome === 'rejected') throw check.error;
      // The owner may have locked themselves out guessing the old password from here.
      await loginFailuresPerAccountAddress.reset(accountAddressKey(email, clientAddress));
      return check.ended;
    },

    async login(request: LoginRequest, clientAddress: string): Promise<LoginResponseData> {
      const user = await checkPassword(request.email, request.password, clientAddress, request.unlockCode);
      if (!user.emailVerifiedAt) throw new AppError('not_verified', serverMessages.notVerified);
      return issueSession(user, clientAddress);
    },

    issueSession,
    checkPassword,

    /** Mails a code proving the account before Google is linked to it, at most once a minute. */
    async sendGoogleLinkCode(user: repository.UserRow): Promise<void> {
      await hitCooldown(googleLinkCodeCooldown, user.email);
      const code = await issueCode(db, user.id, 'link_google');
      await sendCode(googleLinkMail(user.email, user.firstName, code), user.id, googleLinkCodeCooldown);
    },

    /**
     * Inside the caller's transaction: uses up the user's newest Google-linking code when the
     * candidate is it, else answers why not (a wrong try is counted, so the caller must
     * commit before throwing the answer, as verifyAccount does).
     */
    async useGoogleLinkCode(tx: Database, userId: string, candidate: string): Promise<AppError | undefined> {
      const code = await lockMatchingCode(tx, userId, 'link_google', candidate, true);
      if (!code) return new AppError('code_incorrect', serverMessages.codeInvalid);
      const unusable = unusableCodeError(code);
      if (unusable) return unusable;
      await repository.markCodeUsed(tx, code.id);
      return undefined;
    },

    async becomeSeller(userId: string): Promise<PublicUser> {
      return toPublicUser(await repository.setAccountType(db, userId, 'seller'));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
