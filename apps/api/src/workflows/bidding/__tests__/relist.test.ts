import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMailMessages } from '@naijabid/shared/messages/notifications';
import { savedSearchMailMessages } from '@naijabid/shared/messages/saved-searches';
import { RELIST_AFTER_RESERVE_NOT_MET_HOURS } from '@naijabid/shared/relisting';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { createListing, insertListingRow, listingRequest } from '../../../test/listings';
import { verifyPhone } from '../../../test/phone';
import { closeNow, rows, runJobs } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { scheduleListingLive } from '../../../modules/auctions/live-job';
import { attachPhotos, type NewListing } from '../../../modules/auctions/repository';
import { pruneMatches } from '../../../modules/saved-searches/repository';
import { relistKey } from '../relist';

let app: TestApp;
let seller: Bidder;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
});
afterAll(() => app.close());

interface ListingState {
  id: string;
  status: string;
  outcome: string | null;
  starting_price_kobo: number;
  relists_left: number;
  relisted_from_id: string | null;
  duration_ms: number;
}

const listingRow = async (id: string) =>
  (
    await rows<ListingState>(
      app.database.db,
      sql`select id, status, outcome, starting_price_kobo::int, relists_left, relisted_from_id,
        (extract(epoch from ends_at - starts_at) * 1000)::int as duration_ms from listings where id = ${id}`,
    )
  )[0]!;
const relistOf = async (id: string) =>
  (await rows<{ id: string }>(app.database.db, sql`select id from listings where relisted_from_id = ${id}`))[0]?.id;

/** Closes the auction now and runs the jobs due, the relist among them when it is due now. */
async function endUnsold(listingId: string) {
  await closeNow(app.database.db, listingId);
  await runJobs(app);
  return relistOf(listingId);
}

const relisting = (overrides: Partial<NewListing> = {}) =>
  insertListingRow(app, seller.id, {
    startingPriceKobo: naira(100_000),
    currentPriceKobo: naira(100_000),
    startsAt: new Date(Date.now() - 3_600_000),
    endsAt: new Date(Date.now() + 3_600_000),
    ...overrides,
  });

/** The relist job of an auction that ended below its reserve comes due (its wait for a second chance is over). */
async function waitOverForSecondChance(listingId: string) {
  await app.database.db.execute(
    sql`update jobs set run_at = run_at - make_interval(hours => ${RELIST_AFTER_RESERVE_NOT_MET_HOURS})
      where dedupe_key = ${relistKey(listingId)} and done_at is null`,
  );
  await runJobs(app);
}

describe('automatic relisting', () => {
  it('takes the choice when listing, and refuses more than 3 relists or a price raised or cut by over half', async () => {
    const lister = await fundedBidder(app, 0);
    await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${lister.id}`);
    await verifyPhone(app, lister.token);
    const listing = await createListing(app, lister.token, { relistTimes: 2, relistPriceDropPercent: 10 });
    expect(await listingRow(listing.id)).toMatchObject({ relists_left: 2, relisted_from_id: null });
    const mine = await app.request('GET', '/api/v1/me/listings', { token: lister.token });
    expect(mine.body.data.items[0]).toMatchObject({ id: listing.id, relistsLeft: 2, relistedFromId: null });
    for (const refused of [{ relistTimes: 4 }, { relistPriceDropPercent: 51 }, { relistPriceDropPercent: -5 }]) {
      const answer = await app.request('POST', '/api/v1/listings', {
        token: lister.token,
        body: { ...listingRequest(), publish: false, ...refused },
      });
      expect(answer.status).toBe(400);
    }
  });

  it('relists an auction nobody bid on at once, lower each time, counting down and stopping at N', async () => {
    const first = await relisting({ relistsLeft: 2, relistPriceDropPercent: 10 });
    const second = await endUnsold(first.id);
    expect(second).toBeDefined();
    expect(await listingRow(second!)).toMatchObject({
      status: 'scheduled',
      starting_price_kobo: naira(90_000),
      relists_left: 1,
      relisted_from_id: first.id,
    });
    // As long as the last one ran.
    expect((await listingRow(second!)).duration_ms).toBeCloseTo((await listingRow(first.id)).duration_ms, -3);
    // The seller's listings show the new auction, live, linked to the old one.
    const mine = await app.request('GET', '/api/v1/me/listings', { token: seller.token });
    expect(mine.body.data.items).toContainEqual(
      expect.objectContaining({ id: second, relistedFromId: first.id, relistsLeft: 1, status: 'live' }),
    );
    const third = await endUnsold(second!);
    expect(await listingRow(third!)).toMatchObject({ starting_price_kobo: naira(81_000), relists_left: 0 });
    // No relist left: it stays ended.
    expect(await endUnsold(third!)).toBeUndefined();
    expect(await listingRow(third!)).toMatchObject({ status: 'ended', outcome: 'unsold' });

    // The seller is told of each relist, on the bell and by mail, once.
    const notices = await rows<{ listing_id: string }>(
      app.database.db,
      sql`select data ->> 'listingId' as listing_id from notifications where user_id = ${seller.id} and kind = 'relisted' order by id`,
    );
    expect(notices.map((notice) => notice.listing_id)).toEqual([second, third]);
    const mails = (await app.mailTo(seller.email)).filter(
      (mail) => mail.subject === savedSearchMailMessages.relistedSubject(first.title),
    );
    expect(mails).toHaveLength(2);
    // ...and only so: the relist's notice says it ended unsold, so no "ended unsold" notice or
    // mail comes with it. The last one, not relisted, is told as any unsold auction.
    const ended = await rows<{ listing_id: string }>(
      app.database.db,
      sql`select data ->> 'listingId' as listing_id from notifications where user_id = ${seller.id} and kind = 'auction_ended' order by id`,
    );
    expect(ended.map((notice) => notice.listing_id).filter((id) => [first.id, second, third].includes(id))).toEqual([
      third,
    ]);
    const unsoldMails = (await app.mailTo(seller.email)).filter(
      (mail) => mail.subject === noticeMailMessages.unsoldSubject(first.title),
    );
    expect(unsoldMails).toHaveLength(1);
  });

  it('keeps the photos on the ended auction and shows them on the relisted one, each its own rows', async () => {
    const first = await relisting({ relistsLeft: 1 });
    await app.database.db.execute(
      sql`insert into listing_photos (owner_id, listing_id, position, width, height)
        values (${seller.id}, ${first.id}, 0, 1200, 900), (${seller.id}, ${first.id}, 1, 900, 1200)`,
    );
    const photosOf = async (id: string) =>
      (await app.request('GET', `/api/v1/auctions/${id}`)).body.data.auction.photos as Array<{
        id: string;
        urls: Record<string, string>;
        width: number;
      }>;
    const before = await photosOf(first.id);
    expect(before).toHaveLength(2);
    const second = await endUnsold(first.id);
    expect(second).toBeDefined();
    const [ended, relisted] = [await photosOf(first.id), await photosOf(second!)];
    expect(ended).toEqual(before);
    expect(relisted.map((photo) => [photo.urls, photo.width])).toEqual(
      before.map((photo) => [photo.urls, photo.width]),
    );
    expect(relisted.map((photo) => photo.id)).not.toContain(before[0]!.id);

    // A photo the seller removes from the relisted auction (as an edit attaches its photos) stays on the ended one.
    expect(await attachPhotos(app.database.db, second!, seller.id, [relisted[1]!.id])).toBe(1);
    expect((await photosOf(second!)).map((photo) => photo.id)).toEqual([relisted[1]!.id]);
    expect(await photosOf(first.id)).toEqual(before);
  });

  it('gives auctions relisted before photos were shared their photos back (migration 0041)', async () => {
    // As relists did before: the photos moved to the newest auction of the chain.
    const first = await relisting({ relistsLeft: 2 });
    const second = await relisting({ relistedFromId: first.id, relistsLeft: 1 });
    const third = await relisting({ relistedFromId: second.id });
    const [moved] = await rows<{ id: string }>(
      app.database.db,
      sql`insert into listing_photos (owner_id, listing_id, position, width, height)
        values (${seller.id}, ${third.id}, 0, 1200, 900) returning id`,
    );
    const migration = readFileSync(
      fileURLToPath(new URL('../../../../migrations/0041_relisted_photos_shared.sql', import.meta.url)),
      'utf8',
    );
    await app.database.db.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
    const shown = await rows<{ listing_id: string; file_id: string | null; id: string }>(
      app.database.db,
      sql`select listing_id, file_id, id from listing_photos where listing_id in (${first.id}, ${second.id}, ${third.id})`,
    );
    expect(shown.map((row) => [row.listing_id, row.file_id ?? row.id]).sort()).toEqual(
      [
        [first.id, moved!.id],
        [second.id, moved!.id],
        [third.id, moved!.id],
      ].sort(),
    );
  });

  it('does not send the same item relisted to a saved search that was told of it, however long ago', async () => {
    const word = `Relistcam${Date.now()}`;
    const watcher = await fundedBidder(app, 0);
    const saved = await app.request('POST', '/api/v1/me/saved-searches', {
      token: watcher.token,
      body: { query: { q: word }, notify: 'bell' },
    });
    expect(saved.status).toBe(201);
    const first = await relisting({ title: `${word} camera`, relistsLeft: 2, startsAt: new Date() });
    await scheduleListingLive(app.database.db, first.id, first.startsAt);
    await runJobs(app);
    const matches = () =>
      rows<{ listing_id: string }>(
        app.database.db,
        sql`select data ->> 'listingId' as listing_id from notifications where user_id = ${watcher.id} and kind = 'saved_search_match'`,
      );
    expect((await matches()).map((match) => match.listing_id)).toEqual([first.id]);

    const second = await endUnsold(first.id);
    expect(second).toBeDefined();
    await runJobs(app);
    // Weeks pass: matches of auctions long over are pruned, not those a relist still needs.
    await app.database.db.execute(
      sql`update saved_search_matches set created_at = now() - interval '30 days' where user_id = ${watcher.id}`,
    );
    await pruneMatches(app.database.db, 14, 100);
    const third = await endUnsold(second!);
    expect(third).toBeDefined();
    await runJobs(app);
    expect((await matches()).map((match) => match.listing_id)).toEqual([first.id]);

    // Another item with the same word is a new match.
    const other = await relisting({ title: `${word} lens`, startsAt: new Date() });
    await scheduleListingLive(app.database.db, other.id, other.startsAt);
    await runJobs(app);
    expect((await matches()).map((match) => match.listing_id)).toEqual([first.id, other.id]);
  });

  it('does not relist a sold auction or one without the choice', async () => {
    const sold = await relisting({ relistsLeft: 1 });
    const buyer = await fundedBidder(app, naira(500_000));
    expect((await bid(app, buyer, sold.id, naira(120_000))).status).toBe(201);
    expect(await endUnsold(sold.id)).toBeUndefined();
    expect(await endUnsold((await relisting()).id)).toBeUndefined();
  });

  it('relists an auction whose reserve was not met only after the wait for a second chance, and never after a second-chance sale', async () => {
    const buyer = await fundedBidder(app, naira(500_000));
    const unmet = await relisting({ relistsLeft: 1, reservePriceKobo: naira(150_000) });
    expect((await bid(app, buyer, unmet.id, naira(120_000))).status).toBe(201);
    // Still the seller's to offer to the top bidder: no relist yet.
    expect(await endUnsold(unmet.id)).toBeUndefined();
    await waitOverForSecondChance(unmet.id);
    expect(await relistOf(unmet.id)).toBeDefined();
    // Relisted, the old auction can no longer go to the top bidder.
    const late = await app.request('POST', `/api/v1/listings/${unmet.id}/second-chance`, { token: seller.token });
    expect(late.status).toBe(409);

    const soldOnSecondChance = await relisting({ relistsLeft: 1, reservePriceKobo: naira(150_000) });
    expect((await bid(app, buyer, soldOnSecondChance.id, naira(120_000))).status).toBe(201);
    await endUnsold(soldOnSecondChance.id);
    const offered = await app.request('POST', `/api/v1/listings/${soldOnSecondChance.id}/second-chance`, {
      token: seller.token,
    });
    expect(offered.status).toBe(201);
    const [offer] = await rows<{ id: string }>(
      app.database.db,
      sql`select id from second_chance_offers where listing_id = ${soldOnSecondChance.id}`,
    );
    // While the offer is open the relist waits for it.
    await waitOverForSecondChance(soldOnSecondChance.id);
    expect(await relistOf(soldOnSecondChance.id)).toBeUndefined();
    expect((await app.request('POST', `/api/v1/offers/${offer!.id}/accept`, { token: buyer.token })).status).toBe(200);
    await app.database.db.execute(
      sql`update jobs set run_at = now() where dedupe_key = ${relistKey(soldOnSecondChance.id)} and done_at is null`,
    );
    await runJobs(app);
    expect(await relistOf(soldOnSecondChance.id)).toBeUndefined();
  });

  it('does not relist for a suspended seller', async () => {
    const suspended = await fundedBidder(app, 0);
    const listing = await insertListingRow(app, suspended.id, { relistsLeft: 3 });
    await closeNow(app.database.db, listing.id);
    await app.database.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
    await runJobs(app);
    expect(await relistOf(listing.id)).toBeUndefined();
    const [job] = await rows<{ done_at: Date | null }>(
      app.database.db,
      sql`select done_at from jobs where dedupe_key = ${relistKey(listing.id)}`,
    );
    expect(job!.done_at).not.toBeNull();
  });
});
