import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Calls a database function (sql/functions) and answers the one value it returns. */
export async function callFunction<T>(db: Database, call: SQL): Promise<T> {
  const result = (await db.execute(sql`select ${call} as value`)) as unknown as { rows: { value: T }[] };
  return result.rows[0]!.value;
}

/** A refusal the database raised for people to read: SQLSTATE NB001, the reason, its figures. */
export interface Refusal {
  reason: string;
  detail: Record<string, number>;
}

const REFUSAL_SQLSTATE = 'NB001';

/** The refusal inside `error` (drivers and Drizzle wrap it in causes), or undefined for any other error. */
export function refusalOf(error: unknown): Refusal | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { code, message, detail } = cause as Error & { code?: string; detail?: string };
    if (code === REFUSAL_SQLSTATE) return { reason: message, detail: detail ? (JSON.parse(detail) as Record<string, number>) : {} };
  }
  return undefined;
}
