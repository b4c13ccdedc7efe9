import { sql } from 'drizzle-orm';
import { savedSearchMailMessages as m } from '@naijabid/shared/messages/saved-searches';
import { formatNaira } from '@naijabid/shared/money';
import type { Database } from '../../db/client';
import { orderMail } from '../../modules/orders/order-jobs';
import { claimDigest, takeMatchesToMail, usersDueADigest } from '../../modules/saved-searches/repository';
import { scheduleJob, scheduleMail, type JobHandlers, type RunAgain } from '../../plugins/job-queue';

export const SAVED_SEARCH_DIGEST_JOB = 'saved_search_digest';
/** One job for the whole site, run again every day: never done, so never pruned. */
const DIGEST_KEY = 'saved-search-digest';
/** 07:00 in Lagos (West Africa Time, UTC+1 all year). */
const DIGEST_HOUR_UTC = 6;
/** Users mailed per run: a run is one transaction; a full batch runs again at once. */
const DIGEST_BATCH = 200;

/** Every server process calls this at start; the dedupe key keeps it one job. */
export function scheduleSavedSearchDigest(db: Database): Promise<void> {
  return scheduleJob(db, {
    kind: SAVED_SEARCH_DIGEST_JOB,
    payload: {},
    runAt: nextDigestAt(Date.now()),
    dedupeKey: DIGEST_KEY,
  });
}

function nextDigestAt(nowMs: number): Date {
  const next = new Date(nowMs);
  next.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= nowMs) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * The daily mail of saved searches that chose it: for each user with matches not yet mailed,
 * one mail listing them all. The user's day (in Lagos) is claimed first (a row per user and
 * day), in the same transaction as the mail's job and the matches marked mailed, so a user
 * gets one digest a day however often or on however many processes this runs.
 */
export async function sendDigests(tx: Database, publicUrl: string): Promise<RunAgain> {
  // Lagos keeps UTC+1 all year, so its date needs no time zone database.
  const result = (await tx.execute(
    sql`select to_char((now() at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD') as day, (extract(epoch from now()) * 1000)::float8 as now_ms`,
  )) as unknown as { rows: Array<{ day: string; now_ms: number }> };
  const { day, now_ms: nowMs } = result.rows[0]!;
  const due = await usersDueADigest(tx, day, DIGEST_BATCH);
  for (const { userId, email } of due) {
    if (!(await claimDigest(tx, userId, day))) continue;
    const matches = await takeMatchesToMail(tx, userId);
    const lines = matches.map(({ searchName, listing }) =>
      m.digestLine(
        searchName,
        listing.title,
        formatNaira(listing.currentPriceKobo),
        `${publicUrl}/auctions/${listing.id}`,
      ),
    );
    const text = [m.digestIntro, '', ...lines, '', m.digestSettings(`${publicUrl}/settings`)].join('\n');
    await scheduleMail(
      tx,
      orderMail(email, m.digestSubject(matches.length), text),
      `saved-search-digest:${userId}:${day}`,
    );
  }
  return { runAgainAt: due.length === DIGEST_BATCH ? new Date(nowMs) : nextDigestAt(Number(nowMs)) };
}

export function savedSearchDigestJobs({ publicUrl }: { publicUrl: string }): JobHandlers {
  return { [SAVED_SEARCH_DIGEST_JOB]: { inTransaction: (tx) => sendDigests(tx, publicUrl) } };
}
