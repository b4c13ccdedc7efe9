import type { SavedSearchMatchEvent, SavedSearchQuery } from '@naijabid/shared/schemas/saved-searches';
import type { Database } from '../../db/client';
import { LISTING_LIVE_JOB, type ListingLivePayload } from '../../modules/auctions/live-job';
import { findListing, isAmongResults } from '../../modules/auctions/repository';
import { appendEvent, userChannel } from '../../modules/live/repository';
import { recordMatch, savedSearchesToMatch } from '../../modules/saved-searches/repository';
import type { LiveEvent } from '../../plugins/event-bus';
import { scheduleJob, type JobHandlers, type RunAgain } from '../../plugins/job-queue';

/**
 * Saved searches matched per job: one job is one transaction, so a site with many saved
 * searches works through them in a chain of short jobs, each scheduling the next.
 */
export const MATCH_BATCH = 200;

/**
 * A new auction is live: each saved search whose results it is now among (the search page's
 * own query, auctions/repository.ts `isAmongResults`) tells its owner, once per owner however
 * many of their searches match: at once on the bell (which stores the notice, and where other
 * channels can pick it up), or in the next daily mail. Runs as the job of the auction's start,
 * in its transaction, so the notices are made once however many processes run jobs.
 */
export async function matchSavedSearches(
  tx: Database,
  { listingId, afterSavedSearchId }: ListingLivePayload,
): Promise<LiveEvent[] | RunAgain> {
  const found = await findListing(tx, listingId);
  if (!found) return [];
  const { listing, state } = found;
  // Its start was moved later by an edit: wait for it.
  if (state === 'scheduled') return { runAgainAt: listing.startsAt };
  if (state !== 'live') return [];
  const searches = await savedSearchesToMatch(tx, listing.sellerId, afterSavedSearchId, MATCH_BATCH);
  const events: LiveEvent[] = [];
  for (const search of searches) {
    if (!(await isAmongResults(tx, search.query as SavedSearchQuery, listingId))) continue;
    const first = await recordMatch(tx, {
      userId: search.userId,
      listingId,
      savedSearchId: search.id,
      searchName: search.name,
      notify: search.notify,
    });
    if (!first || search.notify !== 'bell') continue;
    const notice: SavedSearchMatchEvent = {
      savedSearchId: search.id,
      searchName: search.name,
      listingId,
      title: listing.title,
      currentPrice: listing.currentPriceKobo,
    };
    events.push(await appendEvent(tx, userChannel(search.userId), 'saved_search_match', notice));
  }
  const last = searches.at(-1);
  if (searches.length === MATCH_BATCH && last) {
    const next: ListingLivePayload = { listingId, afterSavedSearchId: last.id };
    await scheduleJob(tx, {
      kind: LISTING_LIVE_JOB,
      payload: next,
      runAt: new Date(),
      dedupeKey: `saved-search-match:${listingId}:${last.id}`,
    });
  }
  return events;
}

export function savedSearchMatchJobs(): JobHandlers {
  return {
    [LISTING_LIVE_JOB]: { inTransaction: (tx, payload) => matchSavedSearches(tx, payload as ListingLivePayload) },
  };
}
