import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingServerMessages, ratingValidationMessages } from '@naijabid/shared/messages/ratings';
import { maskedBidderName } from '@naijabid/shared/proxy-bidding';
import { averageStars, RATING_LIMITS, RESERVE_CHECKS } from '@naijabid/shared/ratings';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { closeNow, rows } from '../../../test/orders';
import { signUpAndLogIn } from '../../../test/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: Bidder;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
});
afterAll(() => app.close());

const get = (who: { token: string } | undefined, path: string) =>
  app.request('GET', `/api/v1${path}`, { token: who?.token });
const post = (who: { token: string } | undefined, path: string, body?: unknown, headers?: Record<string, string>) =>
  app.request('POST', `/api/v1${path}`, { token: who?.token, body, headers });
const rate = (who: { token: string }, orderId: string, body: unknown) => post(who, `/orders/${orderId}/rating`, body);

/** A sale of `seller`'s to a new buyer, won, paid and shipped: one step short of completed. */
async function shippedOrder(title = 'Tecno Camon 20 Pro') {
  const buyer = await fundedBidder(app, naira(100_000));
  const listing = await insertListingRow(app, seller.id, {
    title,
    startingPriceKobo: naira(50_000),
    currentPriceKobo: naira(50_000),
  });
  expect((await bid(app, buyer, listing.id, naira(60_000))).status).toBe(201);
  const orderId = (await closeNow(app.database.db, listing.id))!;
  const paid = await post(
    buyer,
    `/orders/${orderId}/pay`,
    { delivery: { method: 'pickup' } },
    {
      'idempotency-key': randomUUID(),
    },
  );
  expect(paid.status).toBe(200);
  const shipped = await post(seller, `/orders/${orderId}/ship`, { carrier: 'GIG Logistics', trackingNumber: 'GIG-1' });
  expect(shipped.status).toBe(200);
  return { buyer, orderId, listingId: listing.id };
}

async function completedOrder(title?: string) {
  const sale = await shippedOrder(title);
  expect((await post(sale.buyer, `/orders/${sale.orderId}/confirm-delivery`)).status).toBe(200);
  return sale;
}

/** What the ratings table holds of `seller` as seller: the truth the totals must match. */
async function storedRatingsOf(sellerId: string) {
  const [row] = await rows<{ count: number; total: number | null }>(
    app.database.db,
    sql`select count(*)::int as count, sum(stars)::int as total from order_ratings
      where ratee_id = ${sellerId} and ratee_role = 'seller'`,
  );
  return { count: row!.count, average: averageStars(row!.total ?? 0, row!.count) };
}

describe('ratings after a completed sale', () => {
  it('refuses a rating before delivery, and to a stranger answers as if the order did not exist', async () => {
    const { buyer, orderId } = await shippedOrder();
    const stranger = await fundedBidder(app, 0);

    const early = await rate(buyer, orderId, { stars: 5 });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'rating_closed', message: ratingServerMessages.notYetDelivered });
    expect((await rate(seller, orderId, { stars: 5 })).body.code).toBe('rating_closed');
    expect((await get(buyer, `/orders/${orderId}`)).body.data.order.actions).not.toContain('rate');

    expect((await post(buyer, `/orders/${orderId}/confirm-delivery`)).status).toBe(200);
    const fromStranger = await rate(stranger, orderId, { stars: 1, comment: 'Never buy from here' });
    expect(fromStranger.status).toBe(404);
    expect(fromStranger.body.message).toBe((await get(stranger, `/orders/${orderId}`)).body.message);
    expect((await rate(stranger, randomUUID(), { stars: 1 })).status).toBe(404);
    expect(await rows(app.database.db, sql`select 1 from order_ratings where order_id = ${orderId}`)).toEqual([]);
  });

  it('takes 1 to 5 stars and a comment up to its limit, with the shared messages', async () => {
    const { buyer, orderId } = await completedOrder();
    for (const stars of [0, 6, 4.5, '5', null]) {
      const refused = await rate(buyer, orderId, { stars });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ stars: ratingValidationMessages.starsRequired });
    }
    const long = await rate(buyer, orderId, { stars: 5, comment: 'a'.repeat(RATING_LIMITS.commentMax + 1) });
    expect(long.body.errors).toEqual({ comment: ratingValidationMessages.commentTooLong });
    expect((await rate(buyer, orderId, { stars: 5, extra: 1 })).status).toBe(400);
    expect(await rows(app.database.db, sql`select 1 from order_ratings where order_id = ${orderId}`)).toEqual([]);
  });

  it('lets each party rate the other once, changes a rating within 7 days and refuses after', async () => {
    const { buyer, orderId } = await completedOrder();
    const before = (await get(buyer, `/orders/${orderId}`)).body.data.order;
    expect(before).toMatchObject({ status: 'completed', actions: ['rate'], yourRating: null, theirRating: null });

    const given = await rate(buyer, orderId, { stars: 4, comment: '  Item as described, seller answered fast.  ' });
    expect(given.status).toBe(201);
    expect(given.body.message).toBe(ratingServerMessages.rated);
    const { yourRating } = given.body.data.order;
    expect(yourRating).toMatchObject({ stars: 4, comment: 'Item as described, seller answered fast.' });
    expect(new Date(yourRating.editableUntil).getTime() - new Date(yourRating.ratedAt).getTime()).toBe(
      RATING_LIMITS.editDays * 86_400_000,
    );
    expect(given.body.data.order.actions).toEqual(['rate']);

    const sellerView = (await get(seller, `/orders/${orderId}`)).body.data.order;
    expect(sellerView).toMatchObject({ role: 'seller', actions: ['rate'], yourRating: null });
    expect(sellerView.theirRating).toMatchObject({ stars: 4 });
    const ofBuyer = await rate(seller, orderId, { stars: 5, comment: '' });
    expect(ofBuyer.status).toBe(201);
    expect(ofBuyer.body.data.order.yourRating).toMatchObject({ stars: 5, comment: null });

    // The second POST changes the first rating: still one rating, one review in the totals.
    const changed = await rate(buyer, orderId, { stars: 2, comment: 'It stopped charging after a week.' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(ratingServerMessages.updated);
    expect(changed.body.data.order.yourRating).toMatchObject({ stars: 2, ratedAt: yourRating.ratedAt });
    const stored = await rows<{ stars: number; ratee_role: string }>(
      app.database.db,
      sql`select stars, ratee_role from order_ratings where order_id = ${orderId} order by ratee_role`,
    );
    expect(stored).toEqual([
      { stars: 5, ratee_role: 'buyer' },
      { stars: 2, ratee_role: 'seller' },
    ]);

    await app.database.db.execute(
      sql`update order_ratings set created_at = created_at - make_interval(days => ${RATING_LIMITS.editDays})
        where order_id = ${orderId}`,
    );
    const late = await rate(buyer, orderId, { stars: 5 });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'rating_closed', message: ratingServerMessages.editClosed });
    const after = (await get(buyer, `/orders/${orderId}`)).body.data.order;
    expect(after.actions).toEqual([]);
    expect(after.yourRating.stars).toBe(2);
    expect((await get(seller, `/sellers/${seller.id}`)).body.data.seller.rating).toEqual(
      await storedRatingsOf(seller.id),
    );
  });

  it('closes a first rating 60 days after completion', async () => {
    const { buyer, orderId } = await completedOrder();
    await app.database.db.execute(
      sql`update orders set completed_at = completed_at - make_interval(days => ${RATING_LIMITS.openDays})
        where id = ${orderId}`,
    );
    expect((await get(buyer, `/orders/${orderId}`)).body.data.order.actions).toEqual([]);
    const late = await rate(buyer, orderId, { stars: 3 });
    expect(late.body).toMatchObject({ code: 'rating_closed', message: ratingServerMessages.windowClosed });
  });

  it('makes one rating of two requests sent at once', async () => {
    const { buyer, orderId } = await completedOrder();
    const answers = await Promise.all([rate(buyer, orderId, { stars: 5 }), rate(buyer, orderId, { stars: 3 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const [row] = await rows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from order_ratings where order_id = ${orderId}`,
    );
    expect(row!.count).toBe(1);
    expect((await get(undefined, `/sellers/${seller.id}`)).body.data.seller.rating).toEqual(
      await storedRatingsOf(seller.id),
    );
  });
});

describe('the seller profile', () => {
  it('averages the stored ratings, shows the newest reviews with masked names, the sales and the live auctions', async () => {
    const own = await fundedBidder(app, 0);
    await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${own.id}`);
    const previous = seller;
    seller = own;
    try {
      const first = await completedOrder('Samsung Galaxy A14');
      const second = await completedOrder('HP EliteBook 840');
      await completedOrder('Unrated fridge');
      expect((await rate(first.buyer, first.orderId, { stars: 5, comment: 'Correct seller!' })).status).toBe(201);
      expect((await rate(second.buyer, second.orderId, { stars: 4 })).status).toBe(201);
      expect((await rate(own, second.orderId, { stars: 1 })).status).toBe(201);
      const live = await insertListingRow(app, own.id, { title: 'LG Sound Bar', reservePriceKobo: naira(500_000) });

      const profile = await get(undefined, `/sellers/${own.id}`);
      expect(profile.status).toBe(200);
      const shown = profile.body.data.seller;
      expect(shown).toMatchObject({
        id: own.id,
        displayName: `${own.firstName} ${own.lastName.charAt(0)}.`,
        completedSales: 3,
        rating: { average: 4.5, count: 2 },
      });
      expect(shown.rating).toEqual(await storedRatingsOf(own.id));
      expect(shown.reviews).toEqual([
        {
          stars: 4,
          comment: null,
          reviewer: maskedBidderName(second.buyer.firstName, second.buyer.lastName),
          item: 'HP EliteBook 840',
          ratedAt: expect.any(String),
        },
        {
          stars: 5,
          comment: 'Correct seller!',
          reviewer: maskedBidderName(first.buyer.firstName, first.buyer.lastName),
          item: 'Samsung Galaxy A14',
          ratedAt: expect.any(String),
        },
      ]);
      expect(JSON.stringify(shown)).not.toContain(first.buyer.lastName);
      expect(JSON.stringify(shown)).not.toContain(own.lastName);
      expect(shown.listings.map((card: { id: string }) => card.id)).toEqual([live.id]);
      expect(shown.listings[0]).toMatchObject({ reserveMet: false, seller: { id: own.id, rating: shown.rating } });
      expect(shown.listings[0]).not.toHaveProperty('reservePrice');

      // Cards everywhere carry the same stars: browse, the auction page.
      const browse = await get(undefined, '/auctions?limit=5&sort=newest');
      const card = browse.body.data.items.find((item: { id: string }) => item.id === live.id);
      expect(card.seller).toEqual({ id: own.id, rating: { average: 4.5, count: 2 }, verified: false });
      const page = (await get(undefined, `/auctions/${live.id}`)).body.data.auction;
      expect(page.seller).toEqual({
        id: own.id,
        displayName: shown.displayName,
        rating: shown.rating,
        verified: false,
      });
    } finally {
      seller = previous;
    }
  });

  it('has no profile for a buyer or an unknown id', async () => {
    const buyer = await fundedBidder(app, 0);
    expect((await get(undefined, `/sellers/${buyer.id}`)).body).toMatchObject({
      code: 'not_found',
      message: ratingServerMessages.sellerNotFound,
    });
    expect((await get(undefined, `/sellers/${randomUUID()}`)).status).toBe(404);
    // An id that cannot be one is as unknown.
    expect((await get(undefined, '/sellers/nobody')).status).toBe(404);
    const fresh = await signUpAndLogIn(app, { accountType: 'seller' });
    const freshId = (await get(fresh, '/me')).body.data.user.id;
    expect((await get(undefined, `/sellers/${freshId}`)).body.data.seller).toMatchObject({
      rating: { average: null, count: 0 },
      completedSales: 0,
      reviews: [],
      listings: [],
    });
  });
});

describe('the reserve', () => {
  it('tells cards whether it is met and the bid dialog whether an amount meets it, never the amount, a few times a day', async () => {
    const reserve = naira(120_000);
    const listing = await insertListingRow(app, seller.id, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      reservePriceKobo: reserve,
    });
    const bidder = await fundedBidder(app, naira(100_000));
    const check = (who: { token: string } | undefined, amount: unknown) =>
      post(who, `/auctions/${listing.id}/reserve-check`, { amount });

    expect((await check(undefined, reserve)).status).toBe(401);
    expect((await check(bidder, 'lots')).status).toBe(400);
    expect((await post(bidder, `/auctions/${randomUUID()}/reserve-check`, { amount: reserve })).status).toBe(404);
    const answers = [];
    for (const amount of [reserve - 1, reserve, naira(60_000), reserve * 2]) {
      const answer = await check(bidder, amount);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(String(reserve));
      answers.push(answer.body.data.meetsReserve);
    }
    expect(answers).toEqual([false, true, false, true]);
    expect(RESERVE_CHECKS.perAuction).toBe(5);
    expect((await check(bidder, reserve + 1)).status).toBe(200);
    const limited = await check(bidder, reserve - 100);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(ratingServerMessages.reserveChecksUsed(RESERVE_CHECKS.windowHours));
    expect(JSON.stringify(limited.body)).not.toContain(String(reserve));
    // The seller knows their reserve: their checks are not counted.
    for (let index = 0; index < RESERVE_CHECKS.perAuction + 1; index += 1)
      expect((await check(seller, reserve)).body.data.meetsReserve).toBe(true);

    const card = async () =>
      (await get(undefined, '/auctions?limit=5&sort=newest')).body.data.items.find(
        (item: { id: string }) => item.id === listing.id,
      );
    expect((await card()).reserveMet).toBe(false);
    expect(JSON.stringify(await card())).not.toContain(String(reserve));

    // Once met, every amount "meets" it, uncounted: a "no" below the price would narrow it down.
    const other = await fundedBidder(app, naira(100_000));
    expect((await bid(app, other, listing.id, naira(150_000))).status).toBe(201);
    for (const amount of [naira(1), naira(130_000), naira(200_000)])
      expect((await check(bidder, amount)).body.data.meetsReserve).toBe(true);
    const page = (await get(undefined, `/auctions/${listing.id}`)).body.data.auction;
    expect(page.reserveMet).toBe(true);
    expect(page).not.toHaveProperty('reservePrice');
  });

  it('leaves the reserve label off auctions without one', async () => {
    const listing = await insertListingRow(app, seller.id, {});
    const page = (await get(undefined, `/auctions/${listing.id}`)).body.data.auction;
    expect(page.reserveMet).toBeNull();
    const bidder = await fundedBidder(app, 0);
    expect((await post(bidder, `/auctions/${listing.id}/reserve-check`, { amount: 100 })).body.data.meetsReserve).toBe(
      true,
    );
  });
});
