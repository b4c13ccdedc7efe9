import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, verificationCodes } from '../../db/schema';

/** The account other than `userId` whose verified number this is, if any. */
export async function findOtherUserWithPhone(db: Database, phone: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return row;
}

/** The user's newest phone code, unlocked: what the Settings page shows as waiting. */
export async function latestPhoneCode(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'verify_phone')))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export async function setVerifiedPhone(db: Database, userId: string, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
