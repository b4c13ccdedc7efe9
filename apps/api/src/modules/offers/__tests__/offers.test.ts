import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_CHANCE_OFFER_HOURS, TERMS } from '@naijabid/shared/constants';
import { orderMailMessages, serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { closeNow, rows, runJobs } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { listingsOpenToSecondChance } from '../repository';

let app: TestApp;
let seller: Bidder;
const naira = (amount: number) => amount * 100;
const HOUR_MS = 3_600_000;
const TITLE = 'Hisense 43 inch Smart TV';

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  const account = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${account.id}`);
  seller = account;
});
afterAll(() => app.close());

const get = (who: { token: string }, path: string) => app.request('GET', `/api/v1${path}`, { token: who.token });
const post = (who: { token: string }, path: string) => app.request('POST', `/api/v1${path}`, { token: who.token });
const offerAfterForfeit = (who: { token: string }, orderId: string) => post(who, `/orders/${orderId}/second-chance`);
const offerBelowReserve = (who: { token: string }, listingId: string) =>
  post(who, `/listings/${listingId}/second-chance`);
const accept = (who: { token: string }, offerId: string) => post(who, `/offers/${offerId}/accept`);
const decline = (who: { token: string }, offerId: string) => post(who, `/offers/${offerId}/decline`);

/** An auction starting at ₦50,000 where each bidder bids their maximum in turn, closed now. */
async function endedAuction(maximums: Array<[Bidder, number]>, reservePriceKobo: number | null = null) {
  const listing = await insertListingRow(app, seller.id, {
    startingPriceKobo: naira(50_000),
    currentPriceKobo: naira(50_000),
    reservePriceKobo,
  });
  for (const [bidder, maxKobo] of maximums) expect((await bid(app, bidder, listing.id, maxKobo)).status).toBe(201);
  return { listingId: listing.id, orderId: await closeNow(app.database.db, listing.id) };
}

/** The order's payment deadline passes and its job forfeits it. */
async function forfeit(orderId: string) {
  await app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours: TERMS.paymentDueHours } });
  await runJobs(app);
}

/** Moves the offer's deadline into the past by the database's clock; its expiry job too unless told. */
async function passDeadline(offerId: string, { job = true } = {}) {
  const db = app.database.db;
  const hours = SECOND_CHANCE_OFFER_HOURS;
  await db.execute(
    sql`update second_chance_offers set expires_at = expires_at - make_interval(hours => ${hours}) where id = ${offerId}`,
  );
  if (job)
    await db.execute(
      sql`update jobs set run_at = run_at - make_interval(hours => ${hours})
          where dedupe_key like ${`offer:${offerId}:%`} and done_at is null`,
    );
}

async function userEvents(userId: string, type: string) {
  return rows<{ data: any }>(
    app.database.db,
    sql`select data from events where channel = ${`user:${userId}`} and type = ${type} order by sequence`,
  );
}

const openToSecondChance = async (listingId: string) =>
  (await listingsOpenToSecondChance(app.database.db, [listingId])).has(listingId);

describe('second-chance offers', () => {
  it('offers a forfeited sale to the runner-up at their maximum, then, once declined or expired, to the next bidder', async () => {
    const [winner, runnerUp, third, stranger] = await Promise.all(
      [1, 2, 3, 4].map(() => fundedBidder(app, naira(20_000))),
    );
    const { listingId, orderId } = await endedAuction([
      [third!, naira(52_000)],
      [runnerUp!, naira(55_000)],
      [winner!, naira(60_000)],
    ]);
    const unpaid = await offerAfterForfeit(seller, orderId!);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({
      code: 'second_chance_unavailable',
      message: serverMessages.secondChanceUnavailable,
    });

    await forfeit(orderId!);
    expect(await openToSecondChance(listingId)).toBe(true);
    for (const other of [winner!, stranger!]) {
      const refused = await offerAfterForfeit(other, orderId!);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(serverMessages.orderNotFound);
    }

    const offered = await offerAfterForfeit(seller, orderId!);
    expect(offered.status).toBe(201);
    expect(offered.body.message).toBe(serverMessages.secondChanceOffered(formatNaira(naira(55_000))));
    const offer = offered.body.data.offer;
    expect(offer).toMatchObject({ listingId, title: TITLE, price: naira(55_000), status: 'open', orderId: null });
    expect(new Date(offer.expiresAt).getTime() - new Date(offer.createdAt).getTime()).toBe(
      SECOND_CHANCE_OFFER_HOURS * HOUR_MS,
    );
    expect((await offerAfterForfeit(seller, orderId!)).body.code).toBe('second_chance_unavailable');
    expect(await openToSecondChance(listingId)).toBe(false);

    expect((await userEvents(runnerUp!.id, 'second_chance_offer')).map((event) => event.data)).toEqual([
      { offerId: offer.id, listingId, title: TITLE, price: naira(55_000), expiresAt: offer.expiresAt },
    ]);
    await runJobs(app);
    const [mail] = await app.mailTo(runnerUp!.email);
    expect(mail?.subject).toBe(orderMailMessages.offerSubject(TITLE));
    expect(mail?.text).toContain(`The winner of ${TITLE} did not complete the sale.`);
    expect(mail?.text).toContain(formatNaira(naira(55_000)));

    expect((await get(runnerUp!, '/me/offers')).body.data.items).toEqual([offer]);
    expect((await get(third!, '/me/offers')).body.data.items).toEqual([]);
    for (const other of [stranger!, seller, third!]) {
      expect((await accept(other, offer.id)).status).toBe(404);
      const peek = await decline(other, offer.id);
      expect(peek.status).toBe(404);
      expect(peek.body.message).toBe(serverMessages.offerNotFound);
    }

    const declined = await decline(runnerUp!, offer.id);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      message: serverMessages.offerDeclined,
      data: { offer: { status: 'declined' } },
    });
    // The seller is told, with the forfeited sale whose page offers the item to the next bidder.
    expect((await userEvents(seller.id, 'second_chance_declined')).map((event) => event.data)).toContainEqual({
      offerId: offer.id,
      listingId,
      title: TITLE,
      price: naira(55_000),
      orderId: null,
      forfeitedOrderId: orderId,
    });
    const late = await accept(runnerUp!, offer.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'offer_not_open', message: serverMessages.offerNotOpen });

    const next = await offerAfterForfeit(seller, orderId!);
    expect(next.status).toBe(201);
    const nextOffer = next.body.data.offer;
    expect(nextOffer.price).toBe(naira(52_000));
    expect((await get(third!, '/me/offers')).body.data.items.map((item: any) => item.id)).toEqual([nextOffer.id]);

    // Past its deadline by the database's clock, the offer is closed even before its job runs.
    await passDeadline(nextOffer.id, { job: false });
    expect((await accept(third!, nextOffer.id)).body.code).toBe('offer_not_open');
    expect((await get(third!, '/me/offers')).body.data.items[0].status).toBe('expired');
    await passDeadline(nextOffer.id);
    await runJobs(app);
    const [expired] = await rows<{ status: string; responded_at: Date | null }>(
      app.database.db,
      sql`select status, responded_at from second_chance_offers where id = ${nextOffer.id}`,
    );
    expect(expired).toEqual({ status: 'expired', responded_at: null });
    expect((await userEvents(seller.id, 'second_chance_expired')).map((event) => event.data.offerId)).toEqual([
      nextOffer.id,
    ]);
    await runJobs(app);
    expect(await userEvents(seller.id, 'second_chance_expired')).toHaveLength(1);

    // The winner, the runner-up and the third bidder have all had their chance.
    expect(await openToSecondChance(listingId)).toBe(false);
    expect((await offerAfterForfeit(seller, orderId!)).body.code).toBe('second_chance_unavailable');
  });

  it('offers an auction that ended below its reserve to the top bidder, whose acceptance opens an order without a hold', async () => {
    const top = await fundedBidder(app, naira(20_000));
    const second = await fundedBidder(app, naira(20_000));
    const { listingId, orderId } = await endedAuction(
      [
        [top, naira(80_000)],
        [second, naira(70_000)],
      ],
      naira(100_000),
    );
    expect(orderId).toBeUndefined();
    const offerButton = async () =>
      (await get(seller, '/me/listings')).body.data.items.find((item: any) => item.id === listingId)
        .canOfferSecondChance;
    expect(await offerButton()).toBe(true);
    for (const other of [top, second]) {
      const refused = await offerBelowReserve(other, listingId);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(serverMessages.listingNotFound);
    }

    const offered = await offerBelowReserve(seller, listingId);
    expect(offered.status).toBe(201);
    const offer = offered.body.data.offer;
    expect(offer).toMatchObject({ price: naira(80_000), status: 'open' });
    expect(await offerButton()).toBe(false);
    const standing = async (bidder: Bidder) =>
      (await get(bidder, '/me/bids')).body.data.items.find((item: any) => item.auction.id === listingId).standing;
    expect(await standing(top)).toBe('lost');
    expect((await get(top, '/me/offers')).body.data.items.map((item: any) => item.id)).toEqual([offer.id]);
    await runJobs(app);
    // Its "auction ended" mail is there too, saying nobody won.
    const mails = (await app.mailTo(top.email)).map((mail) => mail.text);
    expect(mails.some((text) => text.includes(`ended below the seller's reserve price`))).toBe(true);
    expect(mails.some((text) => text.includes(`no bid met the seller's reserve`))).toBe(true);

    const accepted = await accept(top, offer.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(serverMessages.offerAccepted);
    const newOrderId = accepted.body.data.offer.orderId;
    expect(accepted.body.data.offer).toMatchObject({ id: offer.id, status: 'accepted', orderId: expect.any(String) });
    expect(await standing(top)).toBe('won');
    expect(await standing(second)).toBe('lost');

    const [order] = await rows<any>(
      app.database.db,
      sql`select o.buyer_id, o.seller_id, o.price_kobo, o.security_hold_id, o.held_kobo, o.security_kobo, o.status,
            o.due_at, s.responded_at
          from orders o join second_chance_offers s on s.order_id = o.id where o.id = ${newOrderId}`,
    );
    expect(order).toMatchObject({
      buyer_id: top.id,
      seller_id: seller.id,
      security_hold_id: null,
      status: 'awaiting_payment',
    });
    expect([order.price_kobo, order.held_kobo, order.security_kobo].map(Number)).toEqual([naira(80_000), 0, 0]);
    expect(new Date(order.due_at).getTime() - new Date(order.responded_at).getTime()).toBe(
      TERMS.paymentDueHours * HOUR_MS,
    );
    const jobs = await rows<{ kind: string }>(
      app.database.db,
      sql`select kind from jobs where dedupe_key like ${`order:${newOrderId}:%`} and kind <> 'send_mail' order by run_at`,
    );
    expect(jobs.map((job) => job.kind)).toEqual([
      'order_payment_reminder',
      'order_payment_reminder',
      'order_payment_deadline',
    ]);
    // Nothing is held: the bidder's security was released at the close and is not taken again.
    expect((await get(top, '/wallet')).body.data).toMatchObject({ available: naira(20_000), held: 0 });
    expect((await userEvents(seller.id, 'second_chance_accepted')).map((event) => event.data)).toContainEqual({
      offerId: offer.id,
      listingId,
      title: TITLE,
      price: naira(80_000),
      orderId: newOrderId,
      forfeitedOrderId: null,
    });
    await runJobs(app);
    expect((await app.mailTo(top.email))[0]?.subject).toBe(orderMailMessages.offerAcceptedSubject(TITLE));

    expect((await accept(top, offer.id)).body.code).toBe('offer_not_open');
    // An accepted offer is the item's last: a second bidder is never offered it as well.
    expect((await offerBelowReserve(seller, listingId)).body.code).toBe('second_chance_unavailable');
  });

  it('lets the seller offer the next bidder after an offer below the reserve expires, and refuses an acceptance after expiry', async () => {
    const top = await fundedBidder(app, naira(20_000));
    const second = await fundedBidder(app, naira(20_000));
    const { listingId } = await endedAuction(
      [
        [top, naira(80_000)],
        [second, naira(70_000)],
      ],
      naira(100_000),
    );
    const first = (await offerBelowReserve(seller, listingId)).body.data.offer;
    await passDeadline(first.id);
    await runJobs(app);
    expect((await accept(top, first.id)).body.code).toBe('offer_not_open');
    const next = await offerBelowReserve(seller, listingId);
    expect(next.status).toBe(201);
    expect(next.body.data.offer.price).toBe(naira(70_000));
    expect((await get(second, '/me/offers')).body.data.items).toHaveLength(1);
  });

  it('refuses an offer on an auction that sold, is still running or ended without bids or reserve', async () => {
    const bidder = await fundedBidder(app, naira(20_000));
    const sold = await endedAuction([[bidder, naira(60_000)]], naira(55_000));
    expect(sold.orderId).toBeDefined();
    const running = await insertListingRow(app, seller.id, { reservePriceKobo: naira(500_000) });
    const unbid = await endedAuction([], naira(100_000));
    const noReserve = await endedAuction([]);
    for (const listingId of [sold.listingId, running.id, unbid.listingId, noReserve.listingId]) {
      const refused = await offerBelowReserve(seller, listingId);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('second_chance_unavailable');
      expect(await openToSecondChance(listingId)).toBe(false);
    }
    expect((await get(bidder, '/me/offers')).body.data.items).toEqual([]);
    expect((await app.request('GET', '/api/v1/me/offers')).status).toBe(401);
  });
});
