import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devSms } from '../../db/schema';

/** The newest SMS, to one number or, without one, to anyone. */
export async function latestSms(db: Database, toNumber: string | undefined, limit: number) {
  return db
    .select()
    .from(devSms)
    .where(toNumber === undefined ? undefined : eq(devSms.toNumber, toNumber))
    .orderBy(desc(devSms.sentAt))
    .limit(limit);
}
