import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidSecurityFor, FORFEITS_BEFORE_BIDDING_BAR } from '@naijabid/shared/auction-rules';
import { TERMS } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { closeNow, fund, rows, runJobs } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: Bidder;
const naira = (amount: number) => amount * 100;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  const account = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${account.id}`);
  seller = account;
});
afterAll(() => app.close());

const get = (who: { token: string }, path: string) => app.request('GET', `/api/v1${path}`, { token: who.token });
const pay = (who: { token: string }, orderId: string, key: string = randomUUID()) =>
  app.request('POST', `/api/v1/orders/${orderId}/pay`, { token: who.token, headers: { 'idempotency-key': key } });
const advance = (orderId: string, hours: number) =>
  app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours } });
const available = async (who: { token: string }) => (await get(who, '/wallet')).body.data.available as number;

/** An auction won by `winner` at `priceKobo` (the runner-up's maximum), closed now. */
async function wonAuction(winner: Bidder, maxKobo: number, priceKobo: number) {
  const listing = await insertListingRow(app, seller.id, { startingPriceKobo: priceKobo, currentPriceKobo: priceKobo });
  expect((await bid(app, winner, listing.id, maxKobo)).status).toBe(201);
  const orderId = await closeNow(app.database.db, listing.id);
  return { listingId: listing.id, orderId: orderId! };
}

async function userEvents(userId: string, type: string) {
  return rows<{ data: any }>(
    app.database.db,
    sql`select data from events where channel = ${`user:${userId}`} and type = ${type} order by sequence`,
  );
}

describe('orders after the hammer', () => {
  it('opens an order when a sale closes, due 48 hours later, that its buyer and seller read and nobody else finds', async () => {
    const winner = await fundedBidder(app, naira(20_000));
    const stranger = await fundedBidder(app, 0);
    const { listingId, orderId } = await wonAuction(winner, naira(60_000), naira(50_000));
    const [listing] = await rows<{ closed_at: Date }>(
      app.database.db,
      sql`select closed_at from listings where id = ${listingId}`,
    );

    const mine = await get(winner, '/me/orders');
    expect(mine.status).toBe(200);
    expect(mine.body.data.items).toHaveLength(1);
    const order = mine.body.data.items[0];
    expect(order).toMatchObject({
      id: orderId,
      listingId,
      role: 'buyer',
      status: 'awaiting_payment',
      price: naira(50_000),
      securityHeld: bidSecurityFor(naira(60_000)),
      amountPaid: 0,
      amountDue: naira(50_000) - bidSecurityFor(naira(60_000)),
      paidAt: null,
      actions: ['pay'],
    });
    expect(new Date(order.dueAt).getTime()).toBe(
      new Date(listing!.closed_at).getTime() + TERMS.paymentDueHours * HOUR_MS,
    );
    expect(order.timeline).toEqual([{ from: null, to: 'awaiting_payment', actor: 'system', at: expect.any(String) }]);

    const sales = await get(seller, '/me/sales');
    expect(sales.body.data.items.find((item: any) => item.id === orderId)).toMatchObject({
      role: 'seller',
      actions: [],
    });
    expect((await get(seller, `/orders/${orderId}`)).body.data.order.role).toBe('seller');
    expect((await get(stranger, `/orders/${orderId}`)).status).toBe(404);
    expect((await get(stranger, '/me/orders')).body.data.items).toEqual([]);

    const jobs = await rows<{ kind: string; run_at: Date }>(
      app.database.db,
      sql`select kind, run_at from jobs where dedupe_key like ${`order:${orderId}:%`} order by run_at`,
    );
    const due = new Date(order.dueAt).getTime();
    expect(jobs.map((job) => [job.kind, new Date(job.run_at).getTime() - due])).toEqual([
      ['send_mail', expect.any(Number)],
      ['order_payment_reminder', -24 * HOUR_MS],
      ['order_payment_reminder', -2 * HOUR_MS],
      ['order_payment_deadline', 0],
    ]);
    await runJobs(app);
    const [won] = await app.mailTo(winner.email);
    expect(won?.subject).toMatch(/^You won .* please pay within 48 hours$/);
    expect(won?.text).toContain(formatNaira(order.amountDue));
  });

  it('pays from the security and the wallet into escrow, names the amount missing, and answers a replay with the first payment', async () => {
    const price = naira(50_000);
    const security = bidSecurityFor(naira(60_000));
    const winner = await fundedBidder(app, security + naira(1_000));
    const { orderId } = await wonAuction(winner, naira(60_000), price);

    const short = await pay(winner, orderId);
    expect(short.status).toBe(422);
    const missing = price - security - naira(1_000);
    expect(short.body).toMatchObject({
      code: 'insufficient_funds',
      message: serverMessages.orderInsufficientFunds(formatNaira(price - security), formatNaira(missing)),
    });
    expect((await get(winner, `/orders/${orderId}`)).body.data.order.status).toBe('awaiting_payment');

    expect((await app.request('POST', `/api/v1/orders/${orderId}/pay`, { token: winner.token })).status).toBe(400);
    expect((await pay(seller, orderId)).status).toBe(404);
    expect((await pay(await fundedBidder(app, price), orderId)).status).toBe(404);

    await fund(app.database.db, winner.id, missing);
    const key = randomUUID();
    const paid = await pay(winner, orderId, key);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      message: serverMessages.orderPaid,
      data: { orderId, amountPaid: price, fromSecurity: security, fromWallet: price - security },
    });
    expect(await available(winner)).toBe(0);
    const [escrow] = await rows<{ balance: string }>(
      app.database.db,
      sql`select credits_posted - debits_posted as balance from ledger_accounts where order_id = ${orderId}`,
    );
    expect(Number(escrow!.balance)).toBe(price);

    expect((await pay(winner, orderId, key)).body).toEqual(paid.body);
    const again = await pay(winner, orderId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('order_already_paid');

    const order = (await get(winner, `/orders/${orderId}`)).body.data.order;
    expect(order).toMatchObject({
      status: 'paid',
      amountPaid: price,
      amountDue: 0,
      actions: [],
      paidAt: paid.body.data.paidAt,
    });
    expect(order.timeline.map((step: any) => [step.from, step.to, step.actor])).toEqual([
      [null, 'awaiting_payment', 'system'],
      ['awaiting_payment', 'paid', 'buyer'],
    ]);
    expect((await userEvents(seller.id, 'order_paid')).map((event) => event.data.orderId)).toContain(orderId);
    await runJobs(app);
    expect((await app.mailTo(seller.email)).map((mail) => mail.subject)).toContain(
      `${(await get(seller, `/orders/${orderId}`)).body.data.order.title} is paid: please ship it`,
    );
  });

  it('refuses a payment key already used for another order', async () => {
    const winner = await fundedBidder(app, naira(200_000));
    const first = await wonAuction(winner, naira(60_000), naira(50_000));
    const second = await wonAuction(winner, naira(60_000), naira(50_000));
    const key = randomUUID();
    expect((await pay(winner, first.orderId, key)).status).toBe(200);
    const reused = await pay(winner, second.orderId, key);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
  });

  it('refuses one of two orders paid at the same moment with one key, without a server error', async () => {
    const winner = await fundedBidder(app, naira(200_000));
    const first = await wonAuction(winner, naira(60_000), naira(50_000));
    const second = await wonAuction(winner, naira(60_000), naira(50_000));
    const key = randomUUID();
    const answers = await Promise.all([pay(winner, first.orderId, key), pay(winner, second.orderId, key)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('idempotency_key_reused');
  });

  it('reminds the buyer 24 and 2 hours before the deadline, then forfeits the security to the seller and the platform', async () => {
    const winner = await fundedBidder(app, naira(20_000));
    const security = bidSecurityFor(naira(60_000) + 10);
    const { orderId } = await wonAuction(winner, naira(60_000) + 10, naira(50_000));
    const sellerBefore = await available(seller);
    const [revenueBefore] = await rows<{ balance: string | null }>(
      app.database.db,
      sql`select sum(credits_posted - debits_posted) as balance from ledger_accounts where kind = 'platform_revenue'`,
    );
    await runJobs(app);

    await advance(orderId, 24);
    await runJobs(app);
    expect((await userEvents(winner.id, 'payment_due')).map((event) => event.data.orderId)).toEqual([orderId]);
    expect((await app.mailTo(winner.email))[0]?.subject).toMatch(/^24 hours left to pay for /);

    await advance(orderId, 22);
    await runJobs(app);
    expect(await userEvents(winner.id, 'payment_due')).toHaveLength(2);
    expect((await app.mailTo(winner.email))[0]?.subject).toMatch(/^2 hours left to pay for /);
    expect((await get(winner, `/orders/${orderId}`)).body.data.order.status).toBe('awaiting_payment');

    const moved = await advance(orderId, 2);
    expect(new Date(moved.body.data.dueAt).getTime()).toBeLessThanOrEqual(Date.now());
    const late = await pay(winner, orderId);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('payment_overdue');
    await runJobs(app);

    const order = (await get(winner, `/orders/${orderId}`)).body.data.order;
    expect(order).toMatchObject({ status: 'forfeited', amountPaid: 0, amountDue: 0, actions: [] });
    expect(order.timeline.at(-1)).toMatchObject({ from: 'awaiting_payment', to: 'forfeited', actor: 'system' });
    // The security is odd: the seller's half is rounded down, the odd kobo is the platform's.
    expect(security % 2).toBe(1);
    expect(await available(seller)).toBe(sellerBefore + (security - 1) / 2);
    const [revenueAfter] = await rows<{ balance: string }>(
      app.database.db,
      sql`select sum(credits_posted - debits_posted) as balance from ledger_accounts where kind = 'platform_revenue'`,
    );
    expect(Number(revenueAfter!.balance) - Number(revenueBefore?.balance ?? 0)).toBe((security + 1) / 2);
    expect(await available(winner)).toBe(naira(20_000) - security);
    expect((await userEvents(winner.id, 'order_forfeited')).map((event) => event.data)).toEqual([
      expect.objectContaining({ orderId, amount: security }),
    ]);
    await runJobs(app);
    expect((await app.mailTo(winner.email))[0]?.subject).toMatch(/^Your win of .* was forfeited$/);
    expect((await app.mailTo(seller.email))[0]?.subject).toMatch(/^The buyer of .* did not pay$/);

    // The deadline ran once: running the jobs again changes nothing.
    await runJobs(app);
    expect(await available(seller)).toBe(sellerBefore + (security - 1) / 2);
  });

  it(`bars a buyer who forfeited ${FORFEITS_BEFORE_BIDDING_BAR} times from bidding and Buy Now`, async () => {
    const winner = await fundedBidder(app, naira(100_000));
    for (let forfeit = 0; forfeit < FORFEITS_BEFORE_BIDDING_BAR; forfeit += 1) {
      const { orderId } = await wonAuction(winner, naira(60_000), naira(50_000));
      await advance(orderId, TERMS.paymentDueHours);
      await runJobs(app);
    }
    const listing = await insertListingRow(app, seller.id, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      buyNowPriceKobo: naira(70_000),
    });
    const refused = await bid(app, winner, listing.id, naira(60_000));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'bidding_barred',
      message: serverMessages.biddingBarred(FORFEITS_BEFORE_BIDDING_BAR),
    });
    const buyNow = await app.request('POST', `/api/v1/auctions/${listing.id}/buy-now`, { token: winner.token });
    expect(buyNow.status).toBe(403);
    expect(buyNow.body.code).toBe('bidding_barred');
  });

  it('opens an order on Buy Now whose held price pays it in full, and forfeits only a bidder’s security of it', async () => {
    const price = naira(70_000);
    const buyer = await fundedBidder(app, price);
    const paidListing = await insertListingRow(app, seller.id, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      buyNowPriceKobo: price,
    });
    expect(
      (await app.request('POST', `/api/v1/auctions/${paidListing.id}/buy-now`, { token: buyer.token })).status,
    ).toBe(201);
    const order = (await get(buyer, '/me/orders')).body.data.items[0];
    expect(order).toMatchObject({ listingId: paidListing.id, securityHeld: price, amountDue: 0, actions: ['pay'] });
    const paid = await pay(buyer, order.id);
    expect(paid.body.data).toMatchObject({ fromSecurity: price, fromWallet: 0 });

    await fund(app.database.db, buyer.id, price);
    const unpaidListing = await insertListingRow(app, seller.id, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      buyNowPriceKobo: price,
    });
    await app.request('POST', `/api/v1/auctions/${unpaidListing.id}/buy-now`, { token: buyer.token });
    const unpaid = (await get(buyer, '/me/orders')).body.data.items.find(
      (item: any) => item.listingId === unpaidListing.id,
    );
    await advance(unpaid.id, TERMS.paymentDueHours);
    await runJobs(app);
    expect(await available(buyer)).toBe(price - bidSecurityFor(price));
  });
});
