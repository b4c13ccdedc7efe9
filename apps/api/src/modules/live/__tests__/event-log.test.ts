import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../db/schema';
import { openEventStream } from '../../../test/sse';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { auctionChannel, EVENT_RETENTION_DAYS, pruneEvents } from '../repository';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('pruneEvents', () => {
  it("deletes events past the retention period, in batches, and keeps each channel's newest", async () => {
    const db = app.database.db;
    const [busy, quiet, recent] = [randomUUID(), randomUUID(), randomUUID()];
    const append = (listingId: string, count: number) =>
      db.execute(
        sql`select append_live_event(${auctionChannel(listingId)}, 'bid', jsonb_build_object('listingId', ${listingId}::text)) from generate_series(1, ${count}::int)`,
      );
    const age = (listingId: string, days: number) =>
      db.execute(
        sql`update events set created_at = now() - ${days}::int * interval '1 day' where channel = ${auctionChannel(listingId)}`,
      );
    // A busy auction with more old events than one batch deletes, and one recent event.
    await append(busy, 2_500);
    await age(busy, EVENT_RETENTION_DAYS + 1);
    await append(busy, 1);
    // An auction whose every event is old, and one whose events are all within the period.
    await append(quiet, 3);
    await age(quiet, EVENT_RETENTION_DAYS + 30);
    await append(recent, 2);
    await age(recent, EVENT_RETENTION_DAYS - 1);

    expect(await pruneEvents(db)).toBe(2_500 + 2);
    const left = async (listingId: string) =>
      (
        await db
          .select({ sequence: events.sequence })
          .from(events)
          .where(eq(events.channel, auctionChannel(listingId)))
          .orderBy(asc(events.sequence))
      ).map((row) => row.sequence);
    expect(await left(busy)).toEqual([2_501]);
    expect(await left(quiet)).toEqual([3]);
    expect(await left(recent)).toEqual([1, 2]);
    expect(await pruneEvents(db)).toBe(0);

    // A new watcher still starts from the newest state of an auction long quiet.
    const watcher = await openEventStream(`${app.baseUrl}/api/v1/auctions/${quiet}/events`);
    expect(await watcher.waitFor(1)).toEqual([{ id: 3, event: 'bid', data: { listingId: quiet } }]);
    await watcher.close();
    const cards = await openEventStream(`${app.baseUrl}/api/v1/auctions/events?ids=${quiet},${busy}`);
    expect((await cards.waitFor(2)).map((event) => [event.data.listingId, event.id]).sort()).toEqual(
      [
        [busy, 2_501],
        [quiet, 3],
      ].sort(),
    );
    await cards.close();
  });
});
