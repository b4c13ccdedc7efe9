import { eq, isNull, sql } from 'drizzle-orm';
import type { ContactRequest } from '@naijabid/shared/schemas/engagement';
import type { Database } from '../../db/client';
import { contactMessages, newsletterSubscriptions } from '../../db/schema';

/**
 * Subscribes the address, or gives an unconfirmed subscription the new token. Answers
 * whether a confirmation is due: undefined for an address already confirmed.
 */
export async function upsertUnconfirmedSubscription(
  db: Database,
  email: string,
  confirmTokenHash: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email, confirmTokenHash })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { confirmTokenHash },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning({ id: newsletterSubscriptions.id });
  return row;
}

/** Confirms the subscription holding the token (again, harmlessly); answers whether one did. */
export async function confirmSubscription(db: Database, confirmTokenHash: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` })
    .where(eq(newsletterSubscriptions.confirmTokenHash, confirmTokenHash))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export async function insertContactMessage(db: Database, message: ContactRequest): Promise<void> {
  await db.insert(contactMessages).values(message);
}
