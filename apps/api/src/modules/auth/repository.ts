import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { googleSignIns, sessions, users, verificationCodes } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Inserts the user unless the email is taken; answers undefined when it is. */
export async function insertUserIfEmailFree(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Counts a forfeited win against the buyer (FORFEITS_BEFORE_BIDDING_BAR). */
export async function addForfeitStrike(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ forfeitStrikes: sql`${users.forfeitStrikes} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Gives (`since` a time) or takes away (null) the operator role; answers whether it changed. */
export async function setOperatorSince(db: Database, userId: string, since: Date | null): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ operatorSince: since, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), since ? isNull(users.operatorSince) : isNotNull(users.operatorSince)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The user's row, locked until the caller's transaction ends: operator actions on one account queue. */
export async function lockUser(tx: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row;
}

/** Suspends (a time) or restores (null) the account. */
export async function setSuspendedAt(tx: Database, userId: string, at: Date | null): Promise<void> {
  await tx
    .update(users)
    .set({ suspendedAt: at, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Lifts a bidding bar: the count starts again; the forfeited orders stay on record. */
export async function clearForfeitStrikes(tx: Database, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ forfeitStrikes: 0, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setAccountType(
  db: Database,
  userId: string,
  accountType: UserRow['accountType'],
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ accountType, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`No user ${userId}`);
  return row;
}

export async function insertVerificationCode(
  db: Database,
  code: { userId: string; purpose: CodePurpose; target?: string; codeHash: string; expiresAt: Date },
) {
  await db.insert(verificationCodes).values(code);
}

/** The user's newest code for a purpose, locked so that parallel guesses are counted one after another. */
export async function lockLatestVerificationCode(db: Database, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function recordFailedCodeAttempt(db: Database, codeId: string): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, codeId))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function markCodeUsed(db: Database, codeId: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(eq(verificationCodes.id, codeId));
}

/** Whether the user ever had a session: the first sign-in after sign-up is greeted as such. */
export async function hasSignedInBefore(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).limit(1);
  return row !== undefined;
}

/** Whether the user ever had a session from this (hashed) address: the newest one from each is kept. */
export async function hasSignedInFrom(db: Database, userId: string, clientAddressHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.clientAddressHash, clientAddressHash)))
    .limit(1);
  return row !== undefined;
}

/** The user's newest code of a purpose, unlocked: to judge whether it can still be used. */
export async function latestVerificationCode(db: Database, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export async function insertSession(
  db: Database,
  session: { userId: string; expiresAt: Date; clientAddressHash?: string },
) {
  const [row] = await db.insert(sessions).values(session).returning();
  if (!row) throw new Error('Session insert returned no row');
  return row;
}

/**
 * Finds live sessions with their users, leaving out a session that was revoked or has
 * expired, or whose user is suspended (suspending revokes the sessions too; this holds if
 * one is missed). Every authenticated request asks, so the statement is prepared once, and
 * the requests that arrive together ask together (createTokenResolver).
 */
export function activeSessionsFinder(db: Database) {
  const statement = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.suspendedAt),
      ),
    )
    .prepare('find_active_sessions');
  return (sessionIds: readonly string[]) => statement.execute({ sessionIds });
}

/** Which of these sessions are live, as activeSessionsFinder judges them, in one query by primary key. */
export async function liveSessionIds(db: Database, sessionIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.suspendedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user, but `keepSessionId` when given; answers their ids. */
export async function revokeEverySession(db: Database, userId: string, keepSessionId?: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function findUserByGoogleSubject(db: Database, googleSubject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, googleSubject)).limit(1);
  return row;
}

/**
 * Links a Google account to a user that has none, verifying the email Google vouched for;
 * a new password hash (when given) replaces one nobody proved. Answers undefined when the
 * user already has a Google account.
 */
export async function linkGoogleSubject(
  db: Database,
  userId: string,
  googleSubject: string,
  passwordHash?: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      googleSubject,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(passwordHash ? { passwordHash } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.googleSubject)))
    .returning();
  return row;
}

export type GoogleSignInRow = typeof googleSignIns.$inferSelect;

export async function insertGoogleSignIn(
  db: Database,
  signIn: Pick<GoogleSignInRow, 'ticketHash' | 'userId' | 'purpose' | 'googleSubject' | 'expiresAt'>,
): Promise<void> {
  await db.insert(googleSignIns).values(signIn);
}

/** The unused, unexpired sign-in of a ticket, locked so that it is used once. */
export async function lockOpenGoogleSignIn(db: Database, ticketHash: string) {
  const [row] = await db
    .select({ signIn: googleSignIns, user: users })
    .from(googleSignIns)
    .innerJoin(users, eq(users.id, googleSignIns.userId))
    .where(
      and(
        eq(googleSignIns.ticketHash, ticketHash),
        isNull(googleSignIns.usedAt),
        gt(googleSignIns.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .for('update', { of: googleSignIns });
  return row;
}

export async function markGoogleSignInUsed(db: Database, id: string): Promise<void> {
  await db
    .update(googleSignIns)
    .set({ usedAt: sql`now()` })
    .where(eq(googleSignIns.id, id));
}

/** Inserts a user made by a Google sign-in; answers undefined when its email or Google account is taken meanwhile. */
export async function insertUserIfFree(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

const endedBefore = (ended: SQL, days: number) => sql`${ended} < now() - make_interval(days => ${days}::int)`;

/** Deletes at most `limit` codes used or expired more than `days` ago, and answers how many. */
export async function pruneEndedCodes(db: Database, days: number, limit: number): Promise<number> {
  const old = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(endedBefore(sql`coalesce(${verificationCodes.usedAt}, ${verificationCodes.expiresAt})`, days))
    .limit(limit);
  const pruned = await db
    .delete(verificationCodes)
    .where(inArray(verificationCodes.id, old))
    .returning({ id: verificationCodes.id });
  return pruned.length;
}

/** Deletes at most `limit` Google sign-in tickets used or expired more than `days` ago, and answers how many. */
export async function pruneEndedGoogleSignIns(db: Database, days: number, limit: number): Promise<number> {
  const old = db
    .select({ id: googleSignIns.id })
    .from(googleSignIns)
    .where(endedBefore(sql`coalesce(${googleSignIns.usedAt}, ${googleSignIns.expiresAt})`, days))
    .limit(limit);
  const pruned = await db
    .delete(googleSignIns)
    .where(inArray(googleSignIns.id, old))
    .returning({ id: googleSignIns.id });
  return pruned.length;
}

/**
 * Deletes at most `limit` sessions that ended (logged out, revoked or expired) more than
 * `days` ago, and answers how many. The abuse signals compare the addresses accounts logged
 * in from (modules/abuse), so a user's newest session from each address stays however old:
 * the table grows with the addresses a user logs in from, not with their logins.
 */
export async function pruneEndedSessions(db: Database, days: number, limit: number): Promise<number> {
  const old = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        endedBefore(sql`least(coalesce(${sessions.revokedAt}, ${sessions.expiresAt}), ${sessions.expiresAt})`, days),
        sql`(${sessions.clientAddressHash} is null or exists (
          select 1 from sessions newer
          where newer.user_id = ${sessions.userId} and newer.client_address_hash = ${sessions.clientAddressHash}
            and (newer.created_at, newer.id) > (${sessions.createdAt}, ${sessions.id})))`,
      ),
    )
    .limit(limit);
  const pruned = await db.delete(sessions).where(inArray(sessions.id, old)).returning({ id: sessions.id });
  return pruned.length;
}
