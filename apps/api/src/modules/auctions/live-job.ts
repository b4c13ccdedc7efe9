import type { Database } from '../../db/client';
import { rescheduleJobs, scheduleJob } from '../../plugins/job-queue';

/**
 * A published auction's "it is live now" job, at its start: what waits for a new auction
 * (saved searches, workflows/notices/saved-search-matches.ts) runs then, never in the request
 * that lists it. One per listing; an edit that moves the start moves the job.
 */
export const LISTING_LIVE_JOB = 'listing_live';

export interface ListingLivePayload {
  listingId: string;
  /** Set on a job that goes on through the saved searches after this id. */
  afterSavedSearchId?: string;
}

export const listingLiveKey = (listingId: string) => `listing:${listingId}:live`;

export async function scheduleListingLive(tx: Database, listingId: string, startsAt: Date): Promise<void> {
  const payload: ListingLivePayload = { listingId };
  await scheduleJob(tx, { kind: LISTING_LIVE_JOB, payload, runAt: startsAt, dedupeKey: listingLiveKey(listingId) });
  await rescheduleJobs(tx, listingLiveKey(listingId), startsAt);
}
