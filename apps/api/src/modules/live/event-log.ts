import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { callFunction } from '../../db/functions';
import { eventChannels, events } from '../../db/schema';

export interface LiveEvent {
  channel: string;
  sequence: number;
  type: string;
  data: unknown;
}

export const auctionChannel = (listingId: string) => `auction:${listingId}`;
export const userChannel = (userId: string) => `user:${userId}`;

const REPLAY_LIMIT = 500;

/**
 * Appends an event inside the caller's transaction. The channel's counter row is locked
 * until commit, so a channel's sequence numbers are handed out in commit order and a
 * replay from any number misses nothing.
 */
export async function appendEvent(tx: Database, channel: string, type: string, data: unknown): Promise<LiveEvent> {
  return callFunction<LiveEvent>(tx, sql`append_live_event(${channel}, ${type}, ${JSON.stringify(data)}::jsonb)`);
}

export async function eventsSince(db: Database, channel: string, afterSequence: number): Promise<LiveEvent[]> {
  const rows = await db
    .select({ sequence: events.sequence, type: events.type, data: events.data })
    .from(events)
    .where(and(eq(events.channel, channel), gt(events.sequence, afterSequence)))
    .orderBy(asc(events.sequence))
    .limit(REPLAY_LIMIT);
  return rows.map((row) => ({ channel, ...row }));
}

/** The sequence of the channel's newest event; 0 before its first. */
export async function latestSequence(db: Database, channel: string): Promise<number> {
  const [row] = await db.select({ sequence: eventChannels.lastSequence }).from(eventChannels).where(eq(eventChannels.channel, channel));
  return row?.sequence ?? 0;
}

/** Each channel's newest event, oldest channel first: the current state of many auctions. */
export async function newestEvents(db: Database, channels: string[]): Promise<LiveEvent[]> {
  return db
    .selectDistinctOn([events.channel], { channel: events.channel, sequence: events.sequence, type: events.type, data: events.data })
    .from(events)
    .where(inArray(events.channel, channels))
    .orderBy(events.channel, desc(events.sequence));
}
