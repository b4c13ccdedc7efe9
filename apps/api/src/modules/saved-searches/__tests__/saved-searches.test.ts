import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchLabels, savedSearchMailMessages } from '@naijabid/shared/messages/saved-searches';
import { SAVED_SEARCHES_MAX, type SavedSearchQuery } from '@naijabid/shared/schemas/saved-searches';
import { fundedBidder, MANY_LOGINS, sellerId, type Bidder } from '../../../test/bidding';
import { createListing, insertListingRow } from '../../../test/listings';
import { verifyPhone } from '../../../test/phone';
import { rows, runJobs } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { scheduleListingLive } from '../../auctions/live-job';
import type { NewListing } from '../../auctions/repository';
import { scheduleSavedSearchDigest, sendDigests } from '../../../workflows/notices/saved-search-digest';
import { MATCH_BATCH } from '../../../workflows/notices/saved-search-matches';

let app: TestApp;
let seller: string;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await sellerId(app);
});
afterAll(() => app.close());

const save = (who: { token: string }, query: SavedSearchQuery, extra: Record<string, unknown> = {}) =>
  app.request('POST', '/api/v1/me/saved-searches', { token: who.token, body: { query, ...extra } });
const savedOf = async (who: { token: string }) =>
  (await app.request('GET', '/api/v1/me/saved-searches', { token: who.token })).body.data.items as Array<{
    id: string;
    name: string;
    notify: string;
    query: SavedSearchQuery;
  }>;

/** A live auction published now, as a listing request publishes one: its start's job is scheduled with it. */
async function publish(overrides: Partial<NewListing> = {}) {
  const listing = await insertListingRow(app, seller, { startsAt: new Date(), ...overrides });
  await scheduleListingLive(app.database.db, listing.id, listing.startsAt);
  return listing;
}

const matchNotices = (userId: string) =>
  rows<{ listing_id: string; search_name: string }>(
    app.database.db,
    sql`select data ->> 'listingId' as listing_id, data ->> 'searchName' as search_name from notifications
      where user_id = ${userId} and kind = 'saved_search_match' order by id`,
  );

describe('saved searches', () => {
  it('saves a search as the search page asks it, renames it, changes how it tells and deletes it', async () => {
    const ada = await fundedBidder(app, 0);
    const query = { q: 'iphone', category: 'Phones & Tablets', minPrice: naira(100_000), sellers: 'verified' } as const;
    const saved = await save(ada, query, { notify: 'daily_mail' });
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe(savedSearchLabels.saved);
    expect(saved.body.data.savedSearch).toMatchObject({ name: 'iphone', notify: 'daily_mail', query });
    const id = saved.body.data.savedSearch.id as string;

    const renamed = await app.request('PATCH', `/api/v1/me/saved-searches/${id}`, {
      token: ada.token,
      body: { name: 'Cheap iPhones', notify: 'bell' },
    });
    expect(renamed.status).toBe(200);
    expect(await savedOf(ada)).toEqual([expect.objectContaining({ id, name: 'Cheap iPhones', notify: 'bell', query })]);

    // Someone else's search is not found, for them as for a stranger.
    const bola = await fundedBidder(app, 0);
    expect((await app.request('DELETE', `/api/v1/me/saved-searches/${id}`, { token: bola.token })).status).toBe(404);
    expect((await app.request('DELETE', `/api/v1/me/saved-searches/${id}`, { token: ada.token })).status).toBe(200);
    expect(await savedOf(ada)).toEqual([]);
  });

  it('refuses a filter the search page would refuse, and a bad way to be told', async () => {
    const ada = await fundedBidder(app, 0);
    expect((await save(ada, { minPrice: -1 } as never)).status).toBe(400);
    expect((await save(ada, { q: 'x'.repeat(101) })).status).toBe(400);
    expect((await save(ada, { q: 'tv' }, { notify: 'pigeon' })).status).toBe(400);
    expect((await app.request('GET', '/api/v1/me/saved-searches')).status).toBe(401);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per user, refusing the next with a message`, async () => {
    const ada = await fundedBidder(app, 0);
    const all = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 3 }, (_, index) => save(ada, { q: `word${index}` })),
    );
    expect(all.filter((answer) => answer.status === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    const refused = all.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        code: 'saved_searches_full',
        message: savedSearchLabels.full(SAVED_SEARCHES_MAX),
      });
    }
    expect(await savedOf(ada)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('tells the owner of a search a new auction matches, by the filters the search page applies', async () => {
    const ada = await fundedBidder(app, 0);
    await save(ada, {
      q: 'generator',
      category: 'Home & Office',
      condition: 'new',
      minPrice: naira(100_000),
      maxPrice: naira(300_000),
    });
    const generator = { title: 'Firman 3.5kVA Petrol Generator', brand: 'Firman', category: 'Home & Office' };
    const matching = await publish({
      ...generator,
      currentPriceKobo: naira(200_000),
      startingPriceKobo: naira(200_000),
    });
    const tooDear = await publish({
      ...generator,
      currentPriceKobo: naira(400_000),
      startingPriceKobo: naira(400_000),
    });
    const used = await publish({
      ...generator,
      condition: 'used',
      startingPriceKobo: naira(150_000),
      currentPriceKobo: naira(150_000),
    });
    const otherCategory = await publish({
      ...generator,
      category: 'Electronics',
      startingPriceKobo: naira(150_000),
      currentPriceKobo: naira(150_000),
    });
    const otherWords = await publish({
      category: 'Home & Office',
      startingPriceKobo: naira(150_000),
      currentPriceKobo: naira(150_000),
    });
    const upcoming = await publish({
      ...generator,
      startingPriceKobo: naira(150_000),
      currentPriceKobo: naira(150_000),
      startsAt: new Date(Date.now() + 3_600_000),
      endsAt: new Date(Date.now() + 7_200_000),
    });
    await runJobs(app);

    const notices = await matchNotices(ada.id);
    expect(notices.map((notice) => notice.listing_id)).toEqual([matching.id]);
    expect(notices[0]!.search_name).toBe('generator');
    for (const missed of [tooDear, used, otherCategory, otherWords])
      expect(notices.some((notice) => notice.listing_id === missed.id)).toBe(false);
    // Not live yet: its job waits for the start rather than matching early.
    const [waiting] = await rows<{ run_at: Date; done_at: Date | null }>(
      app.database.db,
      sql`select run_at, done_at from jobs where dedupe_key = ${`listing:${upcoming.id}:live`}`,
    );
    expect(waiting).toMatchObject({ done_at: null });
  });

  it('tells each owner once however many of their searches match, never the seller, and matches what an HTTP listing publishes', async () => {
    const [ada, bola] = await Promise.all([fundedBidder(app, 0), fundedBidder(app, 0)]);
    await save(ada, { q: 'samsung' });
    await save(ada, { category: 'Phones & Tablets' });
    await save(ada, { q: 'galaxy', sellers: 'verified' });
    await save(bola, { q: 'samsung galaxy' });
    const listerSeller = await sellerAccount();
    await save(listerSeller, { q: 'samsung' });

    const listing = await createListing(app, listerSeller.token);
    await runJobs(app);
    expect((await matchNotices(ada.id)).filter((notice) => notice.listing_id === listing.id)).toHaveLength(1);
    expect((await matchNotices(bola.id)).filter((notice) => notice.listing_id === listing.id)).toHaveLength(1);
    expect(await matchNotices(listerSeller.id)).toEqual([]);
    const bell = await app.request('GET', '/api/v1/me/notifications', { token: ada.token });
    expect(bell.body.data.items.filter((item: { kind: string }) => item.kind === 'saved_search_match')).toHaveLength(1);
  });

  it('tells of an auction with every word of the search, not one with some of them', async () => {
    const ada = await fundedBidder(app, 0);
    await save(ada, { q: 'rechargeable lantern' });
    const lantern = await publish({ title: 'Rechargeable LED Lantern', brand: 'Lontor' });
    await publish({ title: 'Binatone 18 inch Rechargeable Fan', brand: 'Binatone' });
    await runJobs(app);
    expect((await matchNotices(ada.id)).map((notice) => notice.listing_id)).toEqual([lantern.id]);
  });

  it('tells nobody whose account is suspended or closed', async () => {
    const [ada, bola] = await Promise.all([fundedBidder(app, 0), fundedBidder(app, 0)]);
    await save(ada, { q: 'projector' });
    await save(bola, { q: 'projector' });
    await app.database.db.execute(sql`update users set suspended_at = now() where id = ${ada.id}`);
    await app.database.db.execute(sql`update users set closed_at = now() where id = ${bola.id}`);
    await publish({ title: 'Epson projector for the living room', brand: 'Epson' });
    await runJobs(app);
    expect(await matchNotices(ada.id)).toEqual([]);
    expect(await matchNotices(bola.id)).toEqual([]);
  });

  it('goes through more saved searches than one job holds, in a chain of jobs', async () => {
    const owners: Bidder[] = [];
    // Straight into the table: more searches than a batch, spread over accounts of 20 each.
    for (let index = 0; index < Math.ceil((MATCH_BATCH + 5) / SAVED_SEARCHES_MAX); index += 1)
      owners.push(await fundedBidder(app, 0));
    await app.database.db.execute(sql`
      insert into saved_searches (user_id, name, query, notify)
      select owner, 'Tricycle', '{"q":"tricycle"}'::jsonb, 'bell'
      from unnest(${`{${owners.map((owner) => owner.id).join(',')}}`}::uuid[]) as owner, generate_series(1, ${SAVED_SEARCHES_MAX})`);
    const listing = await publish({ title: 'TVS King Tricycle (Keke) 2023', brand: 'TVS', category: 'Electronics' });
    await runJobs(app);
    const told = await rows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from notifications where kind = 'saved_search_match' and data ->> 'listingId' = ${listing.id}`,
    );
    expect(told[0]!.count).toBe(owners.length);
  });

  it('mails daily-mail searches in one digest a day per user, once however often the job runs', async () => {
    const ada = await fundedBidder(app, 0);
    await save(ada, { q: 'blender' }, { notify: 'daily_mail' });
    await save(ada, { q: 'kenwood' }, { notify: 'daily_mail' });
    const first = await publish({ title: 'Kenwood blender 1.5 litres', brand: 'Kenwood', category: 'Appliances' });
    const second = await publish({ title: 'Binatone blender with grinder', brand: 'Binatone', category: 'Appliances' });
    await runJobs(app);
    // The daily mail's matches never ring the bell.
    expect(await matchNotices(ada.id)).toEqual([]);

    const digest = () => app.database.db.transaction((tx) => sendDigests(tx, app.baseUrl));
    await Promise.all([digest(), digest()]);
    await digest();
    await runJobs(app);
    const mails = (await app.mailTo(ada.email)).filter(
      (mail) => mail.subject === savedSearchMailMessages.digestSubject(2),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/auctions/${first.id}`);
    expect(mails[0]!.text).toContain(`/auctions/${second.id}`);

    // A match later that day waits for tomorrow's digest.
    const third = await publish({ title: 'Philips blender, barely used', brand: 'Philips', category: 'Appliances' });
    await runJobs(app);
    await digest();
    await runJobs(app);
    expect((await app.mailTo(ada.email)).filter((mail) => mail.text.includes(`/auctions/${third.id}`))).toEqual([]);

    // The next day: what today's digest left (its day claimed, its mail's job) moved back a day. It goes, alone.
    const [today] = await rows<{ day: string }>(
      app.database.db,
      sql`select day from saved_search_digests where user_id = ${ada.id}`,
    );
    await app.database.db.execute(sql`
      with yesterday as (select to_char(${today!.day}::date - 1, 'YYYY-MM-DD') as day),
      moved as (update saved_search_digests set day = (select day from yesterday) where user_id = ${ada.id})
      update jobs set dedupe_key = ${`saved-search-digest:${ada.id}:`} || (select day from yesterday)
      where dedupe_key = ${`saved-search-digest:${ada.id}:${today!.day}`}`);
    await digest();
    await runJobs(app);
    const next = (await app.mailTo(ada.email)).filter(
      (mail) => mail.subject === savedSearchMailMessages.digestSubject(1),
    );
    expect(next).toHaveLength(1);
    expect(next[0]!.text).toContain(`/auctions/${third.id}`);
  });
});

describe('the daily digest job', () => {
  it('is one job however many processes schedule it, at 07:00 in Lagos, and comes back the next day', async () => {
    const db = app.database.db;
    await Promise.all([scheduleSavedSearchDigest(db), scheduleSavedSearchDigest(db)]);
    const digestJob = async () =>
      (
        await rows<{ run_at: string; done_at: string | null }>(
          db,
          sql`select run_at::text, done_at::text from jobs where dedupe_key = 'saved-search-digest'`,
        )
      ).map((job) => ({ run_at: new Date(job.run_at), done_at: job.done_at }));
    const [scheduled] = await digestJob();
    expect((await digestJob()).length).toBe(1);
    expect(scheduled!.run_at.getUTCHours()).toBe(6);
    expect(scheduled!.run_at.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const ada = await fundedBidder(app, 0);
    await save(ada, { q: 'inverter' }, { notify: 'daily_mail' });
    await publish({ title: 'Luminous inverter 2.5kVA', brand: 'Luminous', category: 'Electronics' });
    await runJobs(app);
    await db.execute(sql`update jobs set run_at = now() where dedupe_key = 'saved-search-digest'`);
    await runJobs(app);
    expect(
      (await app.mailTo(ada.email)).filter((mail) => mail.subject === savedSearchMailMessages.digestSubject(1)),
    ).toHaveLength(1);
    const [next] = await digestJob();
    expect(next!.done_at).toBeNull();
    expect(next!.run_at.getUTCHours()).toBe(6);
    expect(next!.run_at.getTime()).toBeGreaterThan(Date.now());
  });
});

/** A verified seller with a verified phone, who may publish over HTTP. */
async function sellerAccount(): Promise<Bidder> {
  const account = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${account.id}`);
  await verifyPhone(app, account.token);
  return account;
}
