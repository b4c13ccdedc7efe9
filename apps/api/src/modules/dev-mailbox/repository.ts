import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devMail } from '../../db/schema';

/** The newest mail, to one address or, without one, to anyone. */
export async function latestMail(db: Database, toAddress: string | undefined, limit: number) {
  return db
    .select()
    .from(devMail)
    .where(toAddress === undefined ? undefined : eq(devMail.toAddress, toAddress))
    .orderBy(desc(devMail.sentAt))
    .limit(limit);
}
