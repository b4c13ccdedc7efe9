import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { bid as placeBid, fundedBidder, MANY_LOGINS, sellerId } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { closeDueAuctions } from '../close-auctions';

let app: TestApp;
let seller: string;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await sellerId(app);
});
afterAll(() => app.close());

const bidder = (fundsKobo: number) => fundedBidder(app, fundsKobo);
const bid = (who: { token: string }, listingId: string, maxAmount: number) => placeBid(app, who, listingId, maxAmount);
const wallet = async (who: { token: string }) =>
  (await app.request('GET', '/api/v1/wallet', { token: who.token })).body.data;
const auction = async (id: string) => (await app.request('GET', `/api/v1/auctions/${id}`)).body.data.auction;

async function endNow(listingId: string) {
  await app.database.db.execute(
    sql`update listings set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 second' where id = ${listingId}`,
  );
}

async function outcomeOf(listingId: string) {
  const result = await app.database.db.execute(
    sql`select status, outcome, winner_id from listings where id = ${listingId}`,
  );
  return (result as unknown as { rows: Array<{ status: string; outcome: string | null; winner_id: string | null }> })
    .rows[0]!;
}

describe('closing auctions', () => {
  it('sells to the leader, whose security stays held, and takes no bid after', async () => {
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
    });
    const ada = await bidder(naira(100_000));
    const bola = await bidder(naira(100_000));
    await bid(ada, listing.id, naira(60_000));
    await bid(bola, listing.id, naira(80_000));
    await endNow(listing.id);

    const closed = await closeDueAuctions(app.database.db);
    expect(closed.find((entry) => entry.listingId === listing.id)).toMatchObject({
      listingId: listing.id,
      outcome: 'sold',
      winnerId: bola.id,
      priceKobo: naira(61_000),
    });
    expect(await outcomeOf(listing.id)).toEqual({ status: 'ended', outcome: 'sold', winner_id: bola.id });
    expect(await wallet(bola)).toMatchObject({ held: naira(8_000) });
    expect(await wallet(ada)).toMatchObject({ held: 0 });
    const late = await bid(ada, listing.id, naira(95_000));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(serverMessages.auctionEnded);
    const stats = (await app.request('GET', '/api/v1/stats')).body.data;
    expect(stats.totalWins).toBe(naira(61_000));
    expect(stats.bidders).toBe(2);
  });

  it('leaves it unsold and releases the hold when the reserve is not met, or with no bids', async () => {
    const reserved = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      reservePriceKobo: naira(90_000),
    });
    const empty = await insertListingRow(app, seller);
    const ada = await bidder(naira(100_000));
    await bid(ada, reserved.id, naira(70_000));
    await endNow(reserved.id);
    await endNow(empty.id);
    await closeDueAuctions(app.database.db);
    expect(await outcomeOf(reserved.id)).toEqual({ status: 'ended', outcome: 'unsold', winner_id: null });
    expect(await outcomeOf(empty.id)).toEqual({ status: 'ended', outcome: 'unsold', winner_id: null });
    expect(await wallet(ada)).toMatchObject({ available: naira(100_000), held: 0 });
  });

  it('closes each auction exactly once when several closers run at the same time', async () => {
    const due = await Promise.all(
      Array.from({ length: 6 }, () =>
        insertListingRow(app, seller, {
          startsAt: new Date(Date.now() - 7_200_000),
          endsAt: new Date(Date.now() - 1_000),
        }),
      ),
    );
    const runs = await Promise.all([1, 2, 3, 4].map(() => closeDueAuctions(app.database.db)));
    const closedIds = runs
      .flat()
      .map((entry) => entry.listingId)
      .filter((id) => due.some((listing) => listing.id === id));
    expect(closedIds.sort()).toEqual(due.map((listing) => listing.id).sort());
  });

  it('still closes the other due auctions when one fails, and reports the one that failed', async () => {
    // A hold that does not exist cannot be voided, so closing this auction throws.
    const broken = await insertListingRow(app, seller, {
      startsAt: new Date(Date.now() - 7_200_000),
      endsAt: new Date(Date.now() - 60_000),
      leaderHoldId: randomUUID(),
    });
    const sound = await insertListingRow(app, seller, {
      startsAt: new Date(Date.now() - 7_200_000),
      endsAt: new Date(Date.now() - 1_000),
    });
    const failures: unknown[] = [];
    const closed = await closeDueAuctions(app.database.db, (error) => failures.push(error));
    expect(closed.map((entry) => entry.listingId)).toContain(sound.id);
    expect(await outcomeOf(sound.id)).toEqual({ status: 'ended', outcome: 'unsold', winner_id: null });
    expect((await outcomeOf(broken.id)).status).toBe('scheduled');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ message: `Closing auction ${broken.id} failed`, cause: expect.any(Error) });

    await app.database.db.execute(sql`update listings set leader_hold_id = null where id = ${broken.id}`);
    await closeDueAuctions(app.database.db);
    expect((await outcomeOf(broken.id)).status).toBe('ended');
  });

  it('does not close an auction whose end a late bid has just moved', async () => {
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      endsAt: new Date(Date.now() + 30_000),
    });
    const ada = await bidder(naira(100_000));
    await bid(ada, listing.id, naira(60_000));
    await closeDueAuctions(app.database.db);
    expect((await outcomeOf(listing.id)).status).toBe('scheduled');
    expect((await auction(listing.id)).status).toBe('live');
  });
});

describe('Buy Now', () => {
  const buyNow = (who: { token: string }, listingId: string) =>
    app.request('POST', `/api/v1/auctions/${listingId}/buy-now`, { token: who.token });

  it('ends the auction at once for the buyer, holding the full price, and answers a repeat alike', async () => {
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      buyNowPriceKobo: naira(90_000),
    });
    const ada = await bidder(naira(100_000));
    const bought = await buyNow(ada, listing.id);
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ message: serverMessages.boughtNow, data: { won: true, price: naira(90_000) } });
    expect(await wallet(ada)).toMatchObject({ available: naira(10_000), held: naira(90_000) });
    expect(await outcomeOf(listing.id)).toEqual({ status: 'ended', outcome: 'sold', winner_id: ada.id });
    expect((await buyNow(ada, listing.id)).status).toBe(201);
    expect(await wallet(ada)).toMatchObject({ held: naira(90_000) });
    const other = await bidder(naira(200_000));
    expect((await buyNow(other, listing.id)).status).toBe(409);
    expect((await bid(other, listing.id, naira(95_000))).status).toBe(409);
  });

  it('is gone after the first bid, but stays until a reserve is met', async () => {
    const plain = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      buyNowPriceKobo: naira(90_000),
    });
    const reserved = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      reservePriceKobo: naira(80_000),
      buyNowPriceKobo: naira(90_000),
    });
    const ada = await bidder(naira(200_000));
    const bola = await bidder(naira(200_000));
    await bid(ada, plain.id, naira(60_000));
    const refused = await buyNow(bola, plain.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(serverMessages.buyNowUnavailable);

    await bid(ada, reserved.id, naira(60_000));
    expect((await wallet(ada)).held).toBe(naira(12_000));
    expect((await buyNow(bola, reserved.id)).status).toBe(201);
    // Her security on the reserved auction is released; the one on the other stays.
    expect((await wallet(ada)).held).toBe(naira(6_000));
  });
});
