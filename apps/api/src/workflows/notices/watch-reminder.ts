import type { EndingSoonEvent } from '@naijabid/shared/schemas/notifications';
import type { Database } from '../../db/client';
import { appendEvent, userChannel } from '../../modules/live/repository';
import { ENDING_SOON_JOB, endingSoonAt, type EndingSoonPayload } from '../../modules/watchlist/reminder-job';
import { findWatchable, isWatching } from '../../modules/watchlist/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import type { JobHandlers, RunAgain } from '../../plugins/job-queue';

/**
 * A watched auction's "ending soon" reminder (a job per watcher and auction, at an hour
 * before the end). The end is read again when it runs: moved later by a late bid, the
 * reminder waits for the new hour instead of going early; an auction that ended, or a
 * watcher who let it go, gets nothing. The notice (stored for the bell, and mailed unless the
 * watcher turned that off, by the trigger of sql/functions/store_user_notice.sql) is
 * appended in the job's own transaction, so it goes once however many processes run jobs.
 */
export async function remindEndingSoon(
  tx: Database,
  { listingId, userId }: EndingSoonPayload,
): Promise<LiveEvent[] | RunAgain> {
  const listing = await findWatchable(tx, listingId);
  if (!listing || listing.status !== 'scheduled' || listing.endsAt.getTime() <= listing.nowMs) return [];
  const due = endingSoonAt(listing.endsAt);
  if (listing.nowMs < due.getTime()) return { runAgainAt: due };
  if (!(await isWatching(tx, userId, listingId))) return [];
  const notice: EndingSoonEvent = {
    listingId,
    title: listing.title,
    currentPrice: listing.currentPriceKobo,
    endsAt: listing.endsAt.toISOString(),
  };
  return [await appendEvent(tx, userChannel(userId), 'ending_soon', notice)];
}

export function watchReminderJobs(): JobHandlers {
  return {
    [ENDING_SOON_JOB]: { inTransaction: (tx, payload) => remindEndingSoon(tx, payload as EndingSoonPayload) },
  };
}
