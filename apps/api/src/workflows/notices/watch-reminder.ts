import type { EndingSoonEvent } from '@naijabid/shared/schemas/notifications';
import type { Database } from '../../db/client';
import { appendEvent, userChannel } from '../../modules/live/repository';
import {
  ENDING_FINAL_JOB,
  ENDING_SOON_JOB,
  endingFinalAt,
  endingFinalKey,
  endingSoonAt,
  type EndingSoonPayload,
} from '../../modules/watchlist/reminder-job';
import { findWatchable, isWatching } from '../../modules/watchlist/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleJob, type JobHandlers, type RunAgain } from '../../plugins/job-queue';

/**
 * A watched auction's reminders (a job per watcher and auction): "ending soon" an hour before
 * the end, and, for a watcher who had that one, "ending_final" ten minutes before (bell and
 * push only). The end is read again when one runs: moved later by a late bid, the reminder
 * waits for the new time instead of going early; an auction that ended, or a watcher who let
 * it go, gets nothing. The notice (stored for the bell, mailed unless turned off and pushed,
 * by the trigger of sql/functions/store_user_notice.sql) is appended in the job's own
 * transaction, so it goes once however many processes run jobs.
 */
async function remind(
  tx: Database,
  { listingId, userId }: EndingSoonPayload,
  kind: 'ending_soon' | 'ending_final',
): Promise<LiveEvent[] | RunAgain> {
  const listing = await findWatchable(tx, listingId);
  if (!listing || listing.status !== 'scheduled' || listing.endsAt.getTime() <= listing.nowMs) return [];
  const due = kind === 'ending_soon' ? endingSoonAt(listing.endsAt) : endingFinalAt(listing.endsAt);
  if (listing.nowMs < due.getTime()) return { runAgainAt: due };
  if (!(await isWatching(tx, userId, listingId))) return [];
  const notice: EndingSoonEvent = {
    listingId,
    title: listing.title,
    currentPrice: listing.currentPriceKobo,
    endsAt: listing.endsAt.toISOString(),
  };
  if (kind === 'ending_soon' && endingFinalAt(listing.endsAt).getTime() > listing.nowMs) {
    const payload: EndingSoonPayload = { listingId, userId };
    await scheduleJob(tx, {
      kind: ENDING_FINAL_JOB,
      payload,
      runAt: endingFinalAt(listing.endsAt),
      dedupeKey: endingFinalKey(listingId, userId),
    });
  }
  return [await appendEvent(tx, userChannel(userId), kind, notice)];
}

export function watchReminderJobs(): JobHandlers {
  return {
    [ENDING_SOON_JOB]: { inTransaction: (tx, payload) => remind(tx, payload as EndingSoonPayload, 'ending_soon') },
    [ENDING_FINAL_JOB]: {
      inTransaction: (tx, payload) => remind(tx, payload as EndingSoonPayload, 'ending_final'),
    },
  };
}
