import { and, count, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOptOuts, notifications, users } from '../../db/schema';

/** A page of the user's notices, newest first, older than `before` when given; one more than `limit` tells a next page exists. */
export async function listNotifications(db: Database, userId: string, before: number | undefined, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks the user's unread notices read, all of them or those up to `upTo`. */
export async function markRead(db: Database, userId: string, upTo: number | undefined): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        upTo === undefined ? undefined : lte(notifications.id, upTo),
      ),
    );
}

export async function optedOutKinds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, userId));
  return rows.map((row) => row.kind);
}

export async function optOut(db: Database, userId: string, kind: string): Promise<void> {
  await db.insert(mailOptOuts).values({ userId, kind }).onConflictDoNothing();
}

export async function optIn(db: Database, userId: string, kind: string): Promise<void> {
  await db.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

/** A notice with what its mail needs: the address, and whether the user turned that kind of mail off. */
export async function findNoticeForMail(db: Database, notificationId: number) {
  const [row] = await db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      data: notifications.data,
      email: users.email,
      // The outer columns are spelt out: Drizzle leaves them unqualified, which the subquery would take for its own.
      optedOut: sql<boolean>`exists (select 1 from mail_opt_outs o where o.user_id = notifications.user_id and o.kind = notifications.kind)`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  return row;
}

/**
 * Deletes at most `limit` notices past their retention (read ones sooner than unread ones,
 * by when they were sent) and answers how many: the bell pages newest first, so nobody
 * reaches them.
 */
export async function pruneNotices(
  db: Database,
  retentionDays: { read: number; unread: number },
  limit: number,
): Promise<number> {
  const old = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      sql`${notifications.createdAt} < now() - make_interval(days => case when ${notifications.readAt} is null
        then ${retentionDays.unread}::int else ${retentionDays.read}::int end)`,
    )
    .limit(limit);
  const pruned = await db
    .delete(notifications)
    .where(inArray(notifications.id, old))
    .returning({ id: notifications.id });
  return pruned.length;
}
