import { startBackgroundTask } from '../../background-task';
import type { Database } from '../../db/client';
import * as repository from './repository';

export function createLiveService({ db }: { db: Database }) {
  return {
    /**
     * Where a stream starts. A reconnecting client says what it saw last; one ahead of the
     * channel (the database was restored from a backup) starts from the newest event, or it
     * would get nothing until the channel caught up. A new one needs no history: on an auction
     * it gets the newest event, which carries the whole live state (so a bid placed while the
     * page loaded is not missed); on a user stream, only what comes next.
     */
    async startingPoint(channel: string, resumeFrom: number | undefined, replayNewest: boolean): Promise<number> {
      const newest = await repository.latestSequence(db, channel);
      if (resumeFrom !== undefined) return Math.min(resumeFrom, newest);
      return replayNewest ? Math.max(newest - 1, 0) : newest;
    },

    latestSequence: (channel: string) => repository.latestSequence(db, channel),

    eventsSince: (channel: string, afterSequence: number) => repository.eventsSince(db, channel, afterSequence),

    newestEvents: (channels: string[]) => repository.newestEvents(db, channels),
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Prunes the event log once an hour. Several processes may each run one: a row deleted by
 * one is simply not found by the others.
 */
export function startEventPruner(
  db: Database,
  onPruned: (count: number) => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  return startBackgroundTask(PRUNE_INTERVAL_MS, async () => onPruned(await repository.pruneEvents(db)), onError);
}
