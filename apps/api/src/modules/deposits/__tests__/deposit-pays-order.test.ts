import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import { TERMS } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { closeNow, rows, runJobs } from '../../../test/orders';
import { payAtCheckout as payAtFakeCheckout } from '../../../test/paystack';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: Bidder;
const naira = (amount: number) => amount * 100;
const price = naira(50_000);
const security = bidSecurityFor(naira(60_000));
const missing = price - security;
const pickup = { method: 'pickup' } as const;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  const account = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${account.id}`);
  seller = account;
});
afterAll(() => app.close());

/** An order at ₦50,000 whose winner's wallet held only their security: they lack `missing`. */
async function orderLackingFunds() {
  const winner = await fundedBidder(app, security);
  const listing = await insertListingRow(app, seller.id, { startingPriceKobo: price, currentPriceKobo: price });
  expect((await bid(app, winner, listing.id, naira(60_000))).status).toBe(201);
  return { winner, orderId: (await closeNow(app.database.db, listing.id))! };
}

const startDeposit = (who: { token: string }, orderId: string, amount = missing) =>
  app.request('POST', '/api/v1/wallet/deposits', {
    token: who.token,
    body: { amount, payOrder: { orderId, delivery: pickup } },
  });

/** The user presses Pay on the fake Paystack's checkout page, whose webhook confirms it. */
async function payAtCheckout(checkoutUrl: string) {
  await payAtFakeCheckout(checkoutUrl);
  await app.fakePaystack!.webhooksSettled();
}

const available = async (who: { token: string }) =>
  (await app.request('GET', '/api/v1/wallet', { token: who.token })).body.data.available as number;

async function paymentJobs(depositReference: string) {
  return rows<{ attempts: number; done: boolean; last_error: string | null }>(
    app.database.db,
    sql`select j.attempts, j.done_at is not null as done, j.last_error from jobs j join deposits d on j.payload ->> 'depositId' = d.id::text
        where j.kind = 'order_pay_after_deposit' and d.reference = ${depositReference}`,
  );
}

describe('a deposit of what an order lacks', () => {
  it('is refused for an order that is not the caller’s to pay', async () => {
    const { orderId } = await orderLackingFunds();
    const stranger = await fundedBidder(app, 0);
    for (const who of [stranger, seller]) {
      const refused = await startDeposit(who, orderId);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'not_found', message: serverMessages.orderNotFound });
    }
    expect((await startDeposit(stranger, randomUUID())).status).toBe(404);
    const badDelivery = await app.request('POST', '/api/v1/wallet/deposits', {
      token: stranger.token,
      body: { amount: missing, payOrder: { orderId, delivery: { method: 'drone' } } },
    });
    expect(badDelivery.status).toBe(400);
  });

  it('is refused once the order can no longer be paid, and a deposit credited after that stays in the wallet', async () => {
    const { winner, orderId } = await orderLackingFunds();
    const started = await startDeposit(winner, orderId);
    expect(started.status).toBe(201);

    await app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours: TERMS.paymentDueHours } });
    await runJobs(app);
    const refused = await startDeposit(winner, orderId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'payment_overdue', message: serverMessages.paymentOverdue });

    await payAtCheckout(started.body.data.checkoutUrl);
    await runJobs(app);
    // The security was forfeited; the deposit is the wallet's, and its job ended without a retry.
    expect(await available(winner)).toBe(missing);
    expect(await paymentJobs(started.body.data.reference)).toEqual([{ attempts: 1, done: true, last_error: null }]);
  });

  // Needs payOrder(db, { orderId, buyerId, idempotencyKey, delivery }) from the orders rewrite
  // (worktree a): the payment sets the delivery, which a paid order must have.
  it('pays the order once it is credited, once however often the provider confirms it', async () => {
    const { winner, orderId } = await orderLackingFunds();
    const started = await startDeposit(winner, orderId);
    expect(started.status).toBe(201);
    const [deposit] = await rows<{ id: string; pays_order_id: string; pays_order_delivery: unknown }>(
      app.database.db,
      sql`select id, pays_order_id, pays_order_delivery from deposits where reference = ${started.body.data.reference}`,
    );
    expect(deposit).toMatchObject({ pays_order_id: orderId, pays_order_delivery: pickup });

    await payAtCheckout(started.body.data.checkoutUrl);
    await payAtCheckout(started.body.data.checkoutUrl);
    await runJobs(app);
    await payAtCheckout(started.body.data.checkoutUrl);
    await runJobs(app);

    expect(await paymentJobs(started.body.data.reference)).toEqual([{ attempts: 1, done: true, last_error: null }]);
    const [order] = await rows<{ status: string; payment_key: string; delivery_method: string }>(
      app.database.db,
      sql`select status, payment_key, delivery_method from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ status: 'paid', payment_key: `deposit:${deposit!.id}`, delivery_method: 'pickup' });
    expect(await available(winner)).toBe(0);
    const [escrow] = await rows<{ balance: string }>(
      app.database.db,
      sql`select credits_posted - debits_posted as balance from ledger_accounts where order_id = ${orderId}`,
    );
    expect(Number(escrow!.balance)).toBe(price);
  });
});
