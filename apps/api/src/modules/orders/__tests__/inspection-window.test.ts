import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_RULES } from '@naijabid/shared/constants';
import { returnServerMessages } from '@naijabid/shared/messages/returns';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { ledgerImbalance, shippedOrder } from '../../../test/operators';
import { closeNow, rows, runJobs } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** A server whose INSPECTION_DAYS is not the default: every figure and deadline follows the setting. */
const INSPECTION_DAYS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

let app: TestApp;
let seller: Bidder;

beforeAll(async () => {
  app = await startTestApp({ ...MANY_LOGINS, inspectionDays: INSPECTION_DAYS });
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
});
afterAll(() => app.close());

const post = (who: { token: string }, orderId: string, path: string, body?: unknown) =>
  app.request('POST', `/api/v1/orders/${orderId}/${path}`, { token: who.token, body });
const advance = (orderId: string, hours: number) =>
  app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours } });
const orderOf = async (who: { token: string }, orderId: string) =>
  (await app.request('GET', `/api/v1/orders/${orderId}`, { token: who.token })).body.data.order;

describe('the inspection window setting (INSPECTION_DAYS)', () => {
  it('is what GET /buyer-protection answers, to anyone, with the return’s other waits', async () => {
    const answer = await app.request('GET', '/api/v1/buyer-protection');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ inspectionDays: INSPECTION_DAYS, ...RETURN_RULES });
  });

  it('sets the window, its message and the escrow release: a return within it, the seller paid at its end', async () => {
    const { buyer, orderId } = await shippedOrder(app, seller);
    const arrived = await post(buyer, orderId, 'received');
    expect(arrived.status).toBe(200);
    expect(arrived.body.message).toBe(returnServerMessages.received(INSPECTION_DAYS));
    const { deliveredAt, confirmBy } = arrived.body.data.order;
    expect(new Date(confirmBy).getTime() - new Date(deliveredAt).getTime()).toBe(INSPECTION_DAYS * DAY_MS);
    // The escrow's release is a job at the window's end.
    const [release] = await rows<{ runAt: Date }>(
      app.database.db,
      sql`select run_at as "runAt" from jobs where dedupe_key = ${`order:${orderId}:inspection-end`}`,
    );
    expect(new Date(release!.runAt).toISOString()).toBe(confirmBy);

    // Past the default three days the buyer may still ask for a return, and nothing is released.
    await advance(orderId, 4 * 24);
    await runJobs(app);
    const fourDaysOn = await orderOf(buyer, orderId);
    expect(fourDaysOn.status).toBe('delivered');
    expect(fourDaysOn.actions).toContain('request_return');

    await advance(orderId, 24);
    await runJobs(app);
    const released = await orderOf(seller, orderId);
    expect(released.status).toBe('completed');
    expect(released.settlement.creditedToSeller).toBe(released.sellerPayout);
    expect(await ledgerImbalance(app)).toBe(0);
  });

  it('holds a pickup handed over without its code to the same window: the seller marks it handed over, the buyer inspects', async () => {
    const buyer = await fundedBidder(app, 100_000_00);
    const listing = await insertListingRow(app, seller.id, {
      startingPriceKobo: 50_000_00,
      currentPriceKobo: 50_000_00,
      locationState: 'Lagos',
      pickupAvailable: true,
    });
    expect((await bid(app, buyer, listing.id, 50_000_00)).status).toBe(201);
    const orderId = (await closeNow(app.database.db, listing.id))!;
    const paid = await app.request('POST', `/api/v1/orders/${orderId}/pay`, {
      token: buyer.token,
      body: { delivery: { method: 'pickup' } },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await orderOf(seller, orderId)).actions).toEqual(expect.arrayContaining(['ship', 'hand_over']));

    // The buyer came without the code: the seller records the handover as a shipment.
    const handed = await post(seller, orderId, 'ship', { carrier: 'Collected in person', trackingNumber: 'PICKUP-1' });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    const arrived = await post(buyer, orderId, 'received');
    expect(arrived.body.message).toBe(returnServerMessages.received(INSPECTION_DAYS));
    const { deliveredAt, confirmBy, actions } = arrived.body.data.order;
    expect(new Date(confirmBy).getTime() - new Date(deliveredAt).getTime()).toBe(INSPECTION_DAYS * DAY_MS);
    expect(actions).toContain('request_return');

    await advance(orderId, INSPECTION_DAYS * 24);
    await runJobs(app);
    const released = await orderOf(seller, orderId);
    expect(released).toMatchObject({ status: 'completed', settlement: { creditedToSeller: released.sellerPayout } });
    expect(released.documentNumber).toMatch(/^S-\d{6}$/);
    expect(await ledgerImbalance(app)).toBe(0);
  });
});
