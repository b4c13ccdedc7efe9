import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMailMessages } from '@naijabid/shared/messages/notifications';
import { fundedBidder, MANY_LOGINS, type Bidder } from '../test/bidding';
import { insertListingRow } from '../test/listings';
import { rows } from '../test/orders';
import { startServerProcess, stop } from '../test/server-process';
import { startTestApp, type TestApp } from '../test/test-app';

const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const MINUTE_MS = 60_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
});
afterAll(() => app.close());

async function waitFor(done: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const jobsDone = (kind: string, output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; kind?: string })
    .filter((line) => line.msg === 'job done' && line.kind === kind).length;

describe.runIf(onRealServers)('"ending soon" reminders with several server processes on PostgreSQL', () => {
  it('sends each watcher of each auction one notice and one mail while two processes run the jobs', async () => {
    const seller = await fundedBidder(app, 0);
    const watchers: Bidder[] = [];
    for (let i = 0; i < 6; i += 1) watchers.push(await fundedBidder(app, 0));
    const auction = (title: string) =>
      insertListingRow(app, seller.id, { title, endsAt: new Date(Date.now() + 180 * MINUTE_MS) });
    const due = [await auction('Tecno Spark 20'), await auction('Infinix Hot 40')];
    const movedLater = await auction('Itel A70');
    for (const listing of [...due, movedLater])
      for (const who of watchers)
        expect((await app.request('PUT', `/api/v1/me/watchlist/${listing.id}`, { token: who.token })).status).toBe(200);

    const servers = await Promise.all([0, 1].map(() => startServerProcess(app.databaseUrl!, process.env.REDIS_URL!)));
    try {
      const db = app.database.db;
      // The clock reaches the hour before each end; one end has just been moved later by a late bid.
      for (const listing of due)
        await db.execute(sql`update listings set ends_at = now() + interval '50 minutes' where id = ${listing.id}`);
      await db.execute(sql`update listings set ends_at = now() + interval '100 minutes' where id = ${movedLater.id}`);
      await db.execute(sql`update jobs set run_at = now() where kind = 'watch_ending_soon' and done_at is null`);

      const notices = () =>
        rows<{ user_id: string; listing_id: string; count: number }>(
          db,
          sql`select user_id, data ->> 'listingId' as listing_id, count(*)::int as count from notifications
            where kind = 'ending_soon' group by 1, 2`,
        );
      const mails = () =>
        rows<{ to_address: string; subject: string; count: number }>(
          db,
          sql`select to_address, subject, count(*)::int as count from dev_mail where subject like 'Ending within the hour%' group by 1, 2`,
        );
      await waitFor(
        async () => (await mails()).length === due.length * watchers.length,
        'the reminders were not mailed',
      );
      const sent = await notices();
      expect(sent).toHaveLength(due.length * watchers.length);
      expect(sent.every((notice) => notice.count === 1 && notice.listing_id !== movedLater.id)).toBe(true);
      const mailed = await mails();
      expect(mailed.every((mail) => mail.count === 1)).toBe(true);
      expect(new Set(mailed.map((mail) => mail.subject))).toEqual(
        new Set(due.map((listing) => noticeMailMessages.endingSoonSubject(listing.title))),
      );

      const waiting = await rows<{ early_by_minutes: number; attempts: number }>(
        db,
        sql`select round(extract(epoch from (l.ends_at - j.run_at)) / 60)::int as early_by_minutes, j.attempts
          from jobs j join listings l on l.id = ${movedLater.id}
          where j.dedupe_key like ${`watch:${movedLater.id}:%`} and j.done_at is null`,
      );
      expect(waiting).toHaveLength(watchers.length);
      expect(waiting.every((job) => job.early_by_minutes === 60 && job.attempts === 0)).toBe(true);
    } finally {
      await Promise.all(servers.map((server) => stop(server.child)));
    }
    const done = servers.map((server) => jobsDone('watch_ending_soon', server.output()));
    expect(done[0]! + done[1]!).toBe(due.length * watchers.length);
  }, 120_000);
});
