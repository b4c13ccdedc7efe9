import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listings, notifications, users, whatsAppAlerts, whatsAppOptIns } from '../../db/schema';

export type WhatsAppAlertRow = typeof whatsAppAlerts.$inferSelect;

export async function isOptedIn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: whatsAppOptIns.userId })
    .from(whatsAppOptIns)
    .where(eq(whatsAppOptIns.userId, userId));
  return row !== undefined;
}

export async function optIn(db: Database, userId: string): Promise<void> {
  await db.insert(whatsAppOptIns).values({ userId }).onConflictDoNothing();
}

export async function optOut(db: Database, userId: string): Promise<void> {
  await db.delete(whatsAppOptIns).where(eq(whatsAppOptIns.userId, userId));
}

/** Whom an alert may still reach: opted in, a verified phone, an account neither closed nor suspended. */
export async function findRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({
      phone: users.phone,
      closedAt: users.closedAt,
      suspendedAt: users.suspendedAt,
      optedIn: sql<boolean>`${whatsAppOptIns.userId} is not null`,
    })
    .from(users)
    .leftJoin(whatsAppOptIns, eq(whatsAppOptIns.userId, users.id))
    .where(eq(users.id, userId));
  return row && row.optedIn && row.phone && !row.closedAt && !row.suspendedAt ? { phone: row.phone } : undefined;
}

export async function findNotice(db: Database, notificationId: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  return row;
}

export async function listingEndsAt(db: Database, listingId: string): Promise<Date | undefined> {
  const [row] = await db.select({ endsAt: listings.endsAt }).from(listings).where(eq(listings.id, listingId));
  return row?.endsAt;
}

/**
 * Serialises the alerts of one user until the caller's transaction ends, so two notices'
 * jobs running at once both count the other before the hourly limit lets either through.
 */
export async function lockUserAlerts(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`whatsapp-alerts:${userId}`}))`);
}

/** Alerts made for the user in the last hour, by the database's clock, which stamped them. */
export async function countAlertsInLastHour(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(whatsAppAlerts)
    .where(and(eq(whatsAppAlerts.userId, userId), gte(whatsAppAlerts.createdAt, sql`now() - interval '1 hour'`)));
  return row?.total ?? 0;
}

export async function insertAlert(
  db: Database,
  alert: typeof whatsAppAlerts.$inferInsert,
): Promise<WhatsAppAlertRow | undefined> {
  const [row] = await db.insert(whatsAppAlerts).values(alert).onConflictDoNothing().returning();
  return row;
}

export async function findAlert(db: Database, id: string): Promise<WhatsAppAlertRow | undefined> {
  const [row] = await db.select().from(whatsAppAlerts).where(eq(whatsAppAlerts.id, id));
  return row;
}

export async function lockAlert(tx: Database, id: string): Promise<WhatsAppAlertRow | undefined> {
  const [row] = await tx.select().from(whatsAppAlerts).where(eq(whatsAppAlerts.id, id)).for('update');
  return row;
}

export async function lockAlertByWamid(tx: Database, wamid: string): Promise<WhatsAppAlertRow | undefined> {
  const [row] = await tx.select().from(whatsAppAlerts).where(eq(whatsAppAlerts.wamid, wamid)).for('update');
  return row;
}

export async function updateAlert(
  db: Database,
  id: string,
  changes: Partial<Pick<WhatsAppAlertRow, 'status' | 'wamid' | 'sendAttempts' | 'lastError'>>,
): Promise<void> {
  await db
    .update(whatsAppAlerts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(whatsAppAlerts.id, id));
}

export async function markSmsSent(db: Database, id: string): Promise<void> {
  await db
    .update(whatsAppAlerts)
    .set({ smsSentAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(whatsAppAlerts.id, id));
}

/**
 * Deletes at most `limit` alerts made more than `days` ago, and answers how many: by then
 * each is long settled (its deadline is minutes away) and past the hourly limit's count.
 */
export async function pruneOldAlerts(db: Database, days: number, limit: number): Promise<number> {
  const old = db
    .select({ id: whatsAppAlerts.id })
    .from(whatsAppAlerts)
    .where(sql`${whatsAppAlerts.createdAt} < now() - make_interval(days => ${days}::int)`)
    .limit(limit);
  const pruned = await db
    .delete(whatsAppAlerts)
    .where(inArray(whatsAppAlerts.id, old))
    .returning({ id: whatsAppAlerts.id });
  return pruned.length;
}
