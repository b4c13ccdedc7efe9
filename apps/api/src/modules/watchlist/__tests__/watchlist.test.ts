import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { noticeMailMessages, watchlistLabels } from '@naijabid/shared/messages/notifications';
import { formatNaira } from '@naijabid/shared/money';
import { WATCHLIST_MAX_ITEMS } from '@naijabid/shared/schemas/watchlist';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { rows, runJobs } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createDevMailboxMailer } from '../../../plugins/mailer';
import { mailJobs, runDueJobs } from '../../../plugins/job-queue';
import { watchReminderJobs } from '../../../workflows/notices/watch-reminder';
import { endingSoonKey } from '../reminder-job';

let app: TestApp;
let seller: Bidder;
const naira = (amount: number) => amount * 100;
const MINUTE_MS = 60_000;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await fundedBidder(app, 0);
});
afterAll(() => app.close());

const watch = (who: { token: string }, auctionId: string) =>
  app.request('PUT', `/api/v1/me/watchlist/${auctionId}`, { token: who.token });
const unwatch = (who: { token: string }, auctionId: string) =>
  app.request('DELETE', `/api/v1/me/watchlist/${auctionId}`, { token: who.token });
const watchlistOf = async (who: { token: string }) =>
  (await app.request('GET', '/api/v1/me/watchlist', { token: who.token })).body.data.items as Array<{
    auction: { id: string; currentPrice: number };
    standing: string;
  }>;

/** A live auction ending `minutes` from now. */
const auctionEndingIn = (minutes: number) =>
  insertListingRow(app, seller.id, {
    startingPriceKobo: naira(20_000),
    currentPriceKobo: naira(20_000),
    endsAt: new Date(Date.now() + minutes * MINUTE_MS),
  });

async function reminderJob(listingId: string, userId: string) {
  const [job] = await rows<{ run_at: Date; done_at: Date | null; attempts: number }>(
    app.database.db,
    sql`select run_at, done_at, attempts from jobs where dedupe_key = ${endingSoonKey(listingId, userId)}`,
  );
  return job;
}

/** The clock reaches `minutes` before the auction's end: its end and the reminder come that much nearer. */
async function untilMinutesBeforeEnd(listingId: string, minutes: number) {
  await app.database.db.execute(sql`
    with moved as (
      update listings set ends_at = now() + make_interval(mins => ${minutes}) where id = ${listingId}
      returning ends_at)
    update jobs set run_at = least(run_at, now()) where dedupe_key like ${`watch:${listingId}:%`} and done_at is null`);
}

const endingSoonNotices = (userId: string, listingId: string) =>
  rows<{ id: number }>(
    app.database.db,
    sql`select id from notifications where user_id = ${userId} and kind = 'ending_soon' and data ->> 'listingId' = ${listingId}`,
  );

describe('the watchlist', () => {
  it('saves and removes an auction idempotently, per user, and counts its watchers', async () => {
    const [ada, bola] = await Promise.all([fundedBidder(app, 0), fundedBidder(app, 0)]);
    const listing = await auctionEndingIn(180);

    for (let i = 0; i < 2; i += 1) {
      const saved = await watch(ada, listing.id);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({ watching: true, watchers: 1 });
    }
    expect((await watchlistOf(ada)).map((item) => item.auction.id)).toEqual([listing.id]);
    expect(await watchlistOf(bola)).toEqual([]);
    expect((await watch(bola, listing.id)).body.data).toEqual({ watching: true, watchers: 2 });
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}/watchers`)).body.data).toEqual({ watchers: 2 });

    for (let i = 0; i < 2; i += 1) {
      const removed = await unwatch(ada, listing.id);
      expect(removed.status).toBe(200);
      expect(removed.body.data).toEqual({ watching: false, watchers: 1 });
    }
    expect(await watchlistOf(ada)).toEqual([]);
    expect((await watchlistOf(bola)).map((item) => item.auction.id)).toEqual([listing.id]);
  });

  it('answers 404 for an auction nobody may see, 401 signed out, and refuses a full watchlist', async () => {
    const ada = await fundedBidder(app, 0);
    const missing = await watch(ada, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(serverMessages.listingNotFound);
    const draft = await insertListingRow(app, seller.id, { status: 'draft' });
    expect((await watch(ada, draft.id)).status).toBe(404);
    expect((await app.request('GET', '/api/v1/me/watchlist')).status).toBe(401);
    expect((await app.request('PUT', `/api/v1/me/watchlist/${draft.id}`)).status).toBe(401);

    const many = await Promise.all(Array.from({ length: WATCHLIST_MAX_ITEMS }, () => auctionEndingIn(30)));
    for (const listing of many) expect((await watch(ada, listing.id)).status).toBe(200);
    const full = await watch(ada, (await auctionEndingIn(30)).id);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'watchlist_full', message: watchlistLabels.full(WATCHLIST_MAX_ITEMS) });
    // Saving one already saved is still fine.
    expect((await watch(ada, many[0]!.id)).status).toBe(200);
  });

  it('shows where the watcher stands on each saved auction: not bid, leading or outbid', async () => {
    const [ada, bola] = await Promise.all([fundedBidder(app, naira(50_000)), fundedBidder(app, naira(50_000))]);
    const [quiet, contested] = [await auctionEndingIn(180), await auctionEndingIn(180)];
    await watch(ada, quiet.id);
    await watch(ada, contested.id);
    await watch(bola, contested.id);
    expect((await bid(app, ada, contested.id, naira(25_000))).status).toBe(201);
    const standing = async (who: Bidder) =>
      Object.fromEntries((await watchlistOf(who)).map((item) => [item.auction.id, item.standing]));
    expect(await standing(ada)).toEqual({ [quiet.id]: 'not_bid', [contested.id]: 'leading' });
    expect((await bid(app, bola, contested.id, naira(30_000))).status).toBe(201);
    expect(await standing(ada)).toEqual({ [quiet.id]: 'not_bid', [contested.id]: 'outbid' });
    expect(await standing(bola)).toEqual({ [contested.id]: 'leading' });
  });
});

describe('the "ending soon" reminder', () => {
  it('sends each watcher one notice and one mail an hour before the end, and none to someone who let it go', async () => {
    const [ada, bola, chidi] = await Promise.all([1, 2, 3].map(() => fundedBidder(app, 0)));
    const listing = await auctionEndingIn(180);
    for (const who of [ada!, bola!, chidi!]) await watch(who, listing.id);
    await watch(ada!, listing.id);
    const job = await reminderJob(listing.id, ada!.id);
    expect(new Date(job!.run_at).getTime()).toBe(listing.endsAt.getTime() - 60 * MINUTE_MS);
    await unwatch(chidi!, listing.id);

    await untilMinutesBeforeEnd(listing.id, 59);
    await runJobs(app);
    await runJobs(app);
    for (const who of [ada!, bola!]) {
      expect(await endingSoonNotices(who.id, listing.id)).toHaveLength(1);
      const mails = (await app.mailTo(who.email)).filter((mail) => mail.subject.includes('Ending within the hour'));
      expect(mails.map((mail) => mail.subject)).toEqual([noticeMailMessages.endingSoonSubject(listing.title)]);
      expect(mails[0]!.text).toContain(formatNaira(naira(20_000)));
      expect(mails[0]!.text).toContain(`/auctions/${listing.id}`);
    }
    expect(await endingSoonNotices(chidi!.id, listing.id)).toHaveLength(0);
    expect((await reminderJob(listing.id, chidi!.id))!.done_at).not.toBeNull();
  });

  it('runs once when two job runners claim due reminders at the same moment', async () => {
    const watchers = await Promise.all([1, 2, 3, 4, 5].map(() => fundedBidder(app, 0)));
    const listing = await auctionEndingIn(180);
    for (const who of watchers) await watch(who, listing.id);
    await untilMinutesBeforeEnd(listing.id, 30);
    const db = app.database.db;
    const handlers = { ...watchReminderJobs(), ...mailJobs(createDevMailboxMailer(db)) };
    // One claims each job first; the other finds it held, or done, and skips it.
    await Promise.all([1, 2].map(() => runDueJobs(db, handlers, { leaseSeconds: 60, batchSize: 2 })));
    await runJobs(app);
    for (const who of watchers) expect(await endingSoonNotices(who.id, listing.id)).toHaveLength(1);
  });

  it('waits for the new hour when a late bid moves the end, instead of going early', async () => {
    const ada = await fundedBidder(app, 0);
    const listing = await auctionEndingIn(180);
    await watch(ada, listing.id);
    // The reminder is due, but meanwhile the end moved 90 minutes away.
    await untilMinutesBeforeEnd(listing.id, 60);
    await app.database.db.execute(
      sql`update listings set ends_at = now() + interval '90 minutes' where id = ${listing.id}`,
    );
    await runJobs(app);
    expect(await endingSoonNotices(ada.id, listing.id)).toHaveLength(0);
    const waiting = await reminderJob(listing.id, ada.id);
    expect(waiting!.done_at).toBeNull();
    expect(waiting!.attempts).toBe(0);
    const [listingNow] = await rows<{ ends_at: Date }>(
      app.database.db,
      sql`select ends_at from listings where id = ${listing.id}`,
    );
    expect(new Date(waiting!.run_at).getTime()).toBe(new Date(listingNow!.ends_at).getTime() - 60 * MINUTE_MS);

    await untilMinutesBeforeEnd(listing.id, 45);
    await runJobs(app);
    expect(await endingSoonNotices(ada.id, listing.id)).toHaveLength(1);
  });

  it('comes forward when the end is moved earlier, and is not scheduled for an auction saved in its last hour', async () => {
    const [ada, bola] = await Promise.all([fundedBidder(app, 0), fundedBidder(app, 0)]);
    const listing = await auctionEndingIn(180);
    await watch(ada, listing.id);
    const moved = await app.request('POST', `/api/v1/dev/auctions/${listing.id}/ends-in`, { body: { seconds: 1200 } });
    expect(moved.status).toBe(200);
    await runJobs(app);
    expect(await endingSoonNotices(ada.id, listing.id)).toHaveLength(1);

    await watch(bola, listing.id);
    expect(await reminderJob(listing.id, bola.id)).toBeUndefined();
  });

  it('sends nothing for an auction that ended before its reminder ran', async () => {
    const ada = await fundedBidder(app, 0);
    const listing = await auctionEndingIn(180);
    await watch(ada, listing.id);
    await app.database.db.execute(sql`
      update listings set status = 'ended', outcome = 'unsold', ends_at = now() - interval '1 minute' where id = ${listing.id}`);
    await app.database.db.execute(
      sql`update jobs set run_at = now() where dedupe_key = ${endingSoonKey(listing.id, ada.id)}`,
    );
    await runJobs(app);
    expect(await endingSoonNotices(ada.id, listing.id)).toHaveLength(0);
    expect((await reminderJob(listing.id, ada.id))!.done_at).not.toBeNull();
  });
});
