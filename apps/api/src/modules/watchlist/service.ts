import { serverMessages } from '@naijabid/shared/messages';
import { watchlistLabels } from '@naijabid/shared/messages/notifications';
import {
  WATCHLIST_MAX_ITEMS,
  type WatchedAuction,
  type WatchStanding,
  type WatchState,
} from '@naijabid/shared/schemas/watchlist';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { scheduleJob } from '../../plugins/job-queue';
import type { AuctionService } from '../auctions/service';
import {
  ENDING_FINAL_JOB,
  ENDING_SOON_JOB,
  endingFinalAt,
  endingFinalKey,
  endingSoonAt,
  endingSoonKey,
  type EndingSoonPayload,
} from './reminder-job';
import * as repository from './repository';

export function createWatchlistService({ db, auctions }: { db: Database; auctions: AuctionService }) {
  return {
    /**
     * Saves the auction (again: nothing changes) and, while more than an hour is left,
     * schedules its "ending soon" reminder in the same transaction. Saved within the last
     * hour, the watcher is looking at it now and gets no reminder.
     */
    async watch(userId: string, listingId: string): Promise<WatchState> {
      await db.transaction(async (tx) => {
        const listing = await repository.findWatchable(tx, listingId);
        if (!listing) throw new AppError('not_found', serverMessages.listingNotFound);
        await repository.lockWatchlistOf(tx, userId);
        if (await repository.isWatching(tx, userId, listingId)) return;
        if ((await repository.countWatchedBy(tx, userId)) >= WATCHLIST_MAX_ITEMS)
          throw new AppError('watchlist_full', watchlistLabels.full(WATCHLIST_MAX_ITEMS));
        await repository.addWatch(tx, userId, listingId);
        if (listing.status !== 'scheduled') return;
        const payload: EndingSoonPayload = { listingId, userId };
        const remindAt = endingSoonAt(listing.endsAt);
        // The hour-before reminder schedules the last one when it goes; saved within the last
        // hour, the auction gets the last one only.
        if (remindAt.getTime() > listing.nowMs)
          await scheduleJob(tx, {
            kind: ENDING_SOON_JOB,
            payload,
            runAt: remindAt,
            dedupeKey: endingSoonKey(listingId, userId),
          });
        else if (endingFinalAt(listing.endsAt).getTime() > listing.nowMs)
          await scheduleJob(tx, {
            kind: ENDING_FINAL_JOB,
            payload,
            runAt: endingFinalAt(listing.endsAt),
            dedupeKey: endingFinalKey(listingId, userId),
          });
      });
      return { watching: true, watchers: await repository.watcherCount(db, listingId) };
    },

    /** Forgets the auction; its reminder, if still to come, finds it unwatched and sends nothing. */
    async unwatch(userId: string, listingId: string): Promise<WatchState> {
      await repository.removeWatch(db, userId, listingId);
      return { watching: false, watchers: await repository.watcherCount(db, listingId) };
    },

    watchers: (listingId: string): Promise<number> => repository.watcherCount(db, listingId),

    /** The saved auctions as cards, newest saved first, with where the user stands on each. */
    async list(userId: string): Promise<WatchedAuction[]> {
      const watched = await repository.watchedBy(db, userId, WATCHLIST_MAX_ITEMS);
      const cards = await auctions.summariesWithStanding(
        watched.map((row) => row.listingId),
        userId,
      );
      return watched.flatMap((row) => {
        const card = cards.get(row.listingId);
        if (!card) return [];
        const standing: WatchStanding = row.hasBid ? card.standing : 'not_bid';
        return [{ auction: card.auction, standing, watchedAt: row.watchedAt.toISOString() }];
      });
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
