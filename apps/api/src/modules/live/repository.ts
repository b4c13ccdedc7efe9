import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { callFunction } from '../../db/functions';
import { eventChannels, events } from '../../db/schema';
import type { LiveEvent } from '../../plugins/event-bus';

export const auctionChannel = (listingId: string) => `auction:${listingId}`;
export const userChannel = (userId: string) => `user:${userId}`;
/**
 * Logged on the user's channel at logout, with the session's id: the streams of that
 * session end on it (never written to the client), the user's other sessions skip it.
 */
export const SESSION_ENDED = 'session_ended';

/** Rows per replay query: a replay reads page after page, so no one query is unbounded. */
const REPLAY_PAGE_SIZE = 500;

/**
 * How long the log keeps events. Clients resume within minutes (a hidden tab, a dropped
 * connection) and a week covers a laptop shut over a long weekend; every bid adds a row or
 * two, so the log cannot keep everything. A client away longer still finds the outcome on
 * its pages (listing, bids, wallet), only not as a live notice.
 */
export const EVENT_RETENTION_DAYS = 7;

/** Rows deleted per statement when pruning, so no statement runs long or locks many rows. */
const PRUNE_BATCH_SIZE = 1_000;

/**
 * Appends an event inside the caller's transaction. The channel's counter row is locked
 * until commit, so a channel's sequence numbers are handed out in commit order and a
 * replay from any number misses nothing.
 */
export async function appendEvent(tx: Database, channel: string, type: string, data: unknown): Promise<LiveEvent> {
  return callFunction<LiveEvent>(tx, sql`append_live_event(${channel}, ${type}, ${JSON.stringify(data)}::jsonb)`);
}

/**
 * The channel's events after `afterSequence` in commit order, one page per query, until a
 * short page: a client far behind gets everything, page after page.
 */
export async function* eventsSince(db: Database, channel: string, afterSequence: number): AsyncGenerator<LiveEvent[]> {
  let after = afterSequence;
  for (;;) {
    const rows = await db
      .select({ sequence: events.sequence, type: events.type, data: events.data })
      .from(events)
      .where(and(eq(events.channel, channel), gt(events.sequence, after)))
      .orderBy(asc(events.sequence))
      .limit(REPLAY_PAGE_SIZE);
    if (rows.length > 0) yield rows.map((row) => ({ channel, ...row }));
    if (rows.length < REPLAY_PAGE_SIZE) return;
    after = rows[rows.length - 1]!.sequence;
  }
}

/** The sequence of the channel's newest event; 0 before its first. */
export async function latestSequence(db: Database, channel: string): Promise<number> {
  const [row] = await db
    .select({ sequence: eventChannels.lastSequence })
    .from(eventChannels)
    .where(eq(eventChannels.channel, channel));
  return row?.sequence ?? 0;
}

/** Each channel's newest event, oldest channel first: the current state of many auctions. */
export async function newestEvents(db: Database, channels: string[]): Promise<LiveEvent[]> {
  return db
    .selectDistinctOn([events.channel], {
      channel: events.channel,
      sequence: events.sequence,
      type: events.type,
      data: events.data,
    })
    .from(events)
    .where(inArray(events.channel, channels))
    .orderBy(events.channel, desc(events.sequence));
}

/**
 * Deletes events older than EVENT_RETENTION_DAYS, a bounded batch per statement, and
 * answers how many. Each channel keeps its newest event however old: a new auction stream
 * and `newestEvents` start from it, as it carries the whole live state.
 */
export async function pruneEvents(db: Database): Promise<number> {
  let pruned = 0;
  for (;;) {
    const batch = await db
      .delete(events)
      .where(
        sql`(channel, sequence) in (
          select old.channel, old.sequence from events old
          where old.created_at < now() - ${EVENT_RETENTION_DAYS}::int * interval '1 day'
            and exists (select 1 from events newer where newer.channel = old.channel and newer.sequence > old.sequence)
          limit ${PRUNE_BATCH_SIZE})`,
      )
      .returning({ sequence: events.sequence });
    pruned += batch.length;
    if (batch.length < PRUNE_BATCH_SIZE) return pruned;
  }
}
