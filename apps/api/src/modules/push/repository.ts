import { and, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devVapidKeys, notifications, pushOptOuts, pushSubscriptions, users } from '../../db/schema';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Stores a browser's subscription for the user, and keeps only their `keep` newest: a user
 * cannot pile up rows without bound. An endpoint already another account's moves to this one
 * only when the keys match, which only the browser holding the subscription knows (another
 * account signed in on it); answers false, storing nothing, when they do not.
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  subscription: StoredSubscription,
  keep: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(pushSubscriptions)
      .values({ userId, ...subscription })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: sql`now()` },
        setWhere: or(
          eq(pushSubscriptions.userId, userId),
          and(eq(pushSubscriptions.p256dh, subscription.p256dh), eq(pushSubscriptions.auth, subscription.auth)),
        ),
      })
      .returning({ id: pushSubscriptions.id });
    if (saved.length === 0) return false;
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt))
      .limit(keep);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    return true;
  });
}

export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteUserSubscriptions(db: Database, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deleteSubscriptionById(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function optedOutPushKinds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ kind: pushOptOuts.kind }).from(pushOptOuts).where(eq(pushOptOuts.userId, userId));
  return rows.map((row) => row.kind);
}

export async function optOutOfPush(db: Database, userId: string, kind: string): Promise<void> {
  await db.insert(pushOptOuts).values({ userId, kind }).onConflictDoNothing();
}

export async function optInToPush(db: Database, userId: string, kind: string): Promise<void> {
  await db.delete(pushOptOuts).where(and(eq(pushOptOuts.userId, userId), eq(pushOptOuts.kind, kind)));
}

/**
 * One push to deliver: the notice, the subscription (gone if the browser unsubscribed or was
 * moved to another account since), and the account's state and switches as they are now.
 */
export async function findPushDelivery(db: Database, notificationId: number, subscriptionId: string) {
  const [row] = await db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      data: notifications.data,
      createdAt: notifications.createdAt,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      suspendedAt: users.suspendedAt,
      closedAt: users.closedAt,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(
      pushSubscriptions,
      and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.userId, notifications.userId)),
    )
    .where(eq(notifications.id, notificationId));
  return row;
}

/** The development key pair: the stored one, or `generated` stored now if no process stored one first. */
export async function devVapidKeyPair(
  db: Database,
  generated: { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db.insert(devVapidKeys).values(generated).onConflictDoNothing();
  const [row] = await db
    .select({ publicKey: devVapidKeys.publicKey, privateKey: devVapidKeys.privateKey })
    .from(devVapidKeys);
  return row!;
}
