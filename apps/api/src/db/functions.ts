import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Calls a database function (sql/functions) and answers the one value it returns. */
export async function callFunction<T>(db: Database, call: SQL): Promise<T> {
  const result = (await db.execute(sql`select ${call} as value`)) as unknown as { rows: { value: T }[] };
  return result.rows[0]!.value;
}

/**
 * Why a database function refused, with the figures its message needs: one shape per
 * reason, whether `refuse` raised it (SQLSTATE NB001, the refusal as JSON in DETAIL) or
 * `place_bids` answered it for one bid (`bid_refusal`).
 */
export type Refusal =
  | { reason: 'not_found' | 'idempotency_key_reused' | 'auction_not_started' | 'auction_closed' | 'own_auction' }
  | { reason: 'bidding_barred'; forfeits: number }
  | { reason: 'bid_not_above_own_maximum'; maximumKobo: number }
  | { reason: 'bid_too_low'; minimumKobo: number }
  | { reason: 'insufficient_funds'; neededKobo: number; availableKobo: number };

export type InsufficientFunds = Extract<Refusal, { reason: 'insufficient_funds' }>;

const REFUSAL_SQLSTATE = 'NB001';

/** The refusal inside `error` (drivers and Drizzle wrap it in causes), or undefined for any other error. */
export function refusalOf(error: unknown): Refusal | undefined {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { code, detail } = cause as Error & { code?: string; detail?: string };
    if (code === REFUSAL_SQLSTATE && detail) return JSON.parse(detail) as Refusal;
  }
  return undefined;
}
