import { ENDING_FINAL_NOTICE_MINUTES, ENDING_SOON_NOTICE_MINUTES } from '@naijabid/shared/schemas/watchlist';
import type { Database } from '../../db/client';
import { rescheduleJobs } from '../../plugins/job-queue';

/**
 * The "ending soon" reminder of one watcher and one auction: a job (plugins/job-queue.ts)
 * whose handler is workflows/notices/watch-reminder.ts. One per watcher and auction, so however
 * often the heart is tapped and however many processes run it, the notice goes once.
 */
export const ENDING_SOON_JOB = 'watch_ending_soon';

export interface EndingSoonPayload {
  listingId: string;
  userId: string;
}

/** Keyed by auction first, so a move of its end finds every watcher's reminder by prefix. */
export const endingSoonKeyPrefix = (listingId: string) => `watch:${listingId}:`;
export const endingSoonKey = (listingId: string, userId: string) =>
  `${endingSoonKeyPrefix(listingId)}${userId}:ending-soon`;

export function endingSoonAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() - ENDING_SOON_NOTICE_MINUTES * 60_000);
}

/**
 * The last reminder, scheduled by the first when it goes; keyed under the same prefix, so a
 * moved end reschedules it too (early, it runs again at its own time).
 */
export const ENDING_FINAL_JOB = 'watch_ending_final';
export const endingFinalKey = (listingId: string, userId: string) =>
  `${endingSoonKeyPrefix(listingId)}${userId}:ending-final`;

export function endingFinalAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() - ENDING_FINAL_NOTICE_MINUTES * 60_000);
}

/**
 * The auction's end moved to `endsAt` (at `nowMs` by the database's clock): its watchers'
 * reminders still to send are due an hour before it, or now if that has passed. A reminder
 * that finds itself early runs again later by itself; only an earlier end needs this.
 */
export function rescheduleEndingSoon(tx: Database, listingId: string, endsAt: Date, nowMs: number): Promise<void> {
  const due = Math.max(endingSoonAt(endsAt).getTime(), nowMs);
  return rescheduleJobs(tx, endingSoonKeyPrefix(listingId), new Date(due));
}
