import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOVER_CODE } from '@naijabid/shared/constants';
import { handoverServerMessages } from '@naijabid/shared/messages/receipts';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { closeNow, rows } from '../../../test/orders';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { walletAccount } from '../../wallet/repository';
import { handoverCodeFor, handoverKeyFrom } from '../handover-code';

let app: TestApp;
let seller: Bidder;
const naira = (amount: number) => amount * 100;
const LOCK_MINUTES = 45;

beforeAll(async () => {
  app = await startTestApp({ ...MANY_LOGINS, handoverCodeLockMinutes: LOCK_MINUTES });
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
});
afterAll(() => app.close());

const post = (who: Bidder, path: string, body?: unknown, headers?: Record<string, string>) =>
  app.request('POST', `/api/v1${path}`, { token: who.token, body, headers });
const orderAs = async (who: Bidder, orderId: string) =>
  (await app.request('GET', `/api/v1/orders/${orderId}`, { token: who.token })).body.data.order;

/** A sale of the seller's at ₦50,000 (the only bid is up to ₦60,000), won and paid by a new buyer for pickup (or delivery to Lagos). */
async function paidSale(method: 'pickup' | 'delivery' = 'pickup') {
  const buyer = await fundedBidder(app, naira(100_000));
  const listing = await insertListingRow(app, seller.id, {
    startingPriceKobo: naira(50_000),
    currentPriceKobo: naira(50_000),
    locationState: 'Lagos',
    pickupAvailable: true,
    deliveryFeeInStateKobo: naira(2_500),
  });
  expect((await bid(app, buyer, listing.id, naira(60_000))).status).toBe(201);
  const orderId = (await closeNow(app.database.db, listing.id))!;
  const delivery =
    method === 'pickup'
      ? { method }
      : {
          method,
          address: { fullName: 'Ada Obi', phone: '08031234567', street: '1 Marina', city: 'Ikeja', state: 'Lagos' },
        };
  const paid = await post(buyer, `/orders/${orderId}/pay`, { delivery }, { 'idempotency-key': randomUUID() });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { orderId, buyer };
}

const wrongCodeOf = (code: string) => String((Number(code) + 1) % 10 ** HANDOVER_CODE.digits).padStart(6, '0');
const walletOf = async (userId: string) => {
  const wallet = await walletAccount(app.database.db, userId);
  return wallet.creditsPosted - wallet.debitsPosted;
};

describe('handing a pickup over with the buyer’s code', () => {
  it('shows the code to the buyer only, and the right code completes the sale and pays the seller at once', async () => {
    const { orderId, buyer } = await paidSale();
    const asBuyer = await orderAs(buyer, orderId);
    expect(asBuyer.handoverCode).toMatch(/^\d{6}$/);
    expect(asBuyer.handoverCode).toBe(handoverCodeFor(handoverKeyFrom(TEST_JWT_SECRET), orderId));
    const asSeller = await orderAs(seller, orderId);
    expect(asSeller.handoverCode).toBeNull();
    expect(asSeller.actions).toContain('hand_over');
    expect(JSON.stringify(await app.request('GET', '/api/v1/me/sales', { token: seller.token }))).not.toContain(
      asBuyer.handoverCode,
    );
    // Nothing in the order's row holds the code.
    const [row] = await rows<Record<string, unknown>>(app.database.db, sql`select * from orders where id = ${orderId}`);
    expect(JSON.stringify(row)).not.toContain(asBuyer.handoverCode);

    const before = await walletOf(seller.id);
    const answer = await post(seller, `/orders/${orderId}/handover`, { code: asBuyer.handoverCode });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(handoverServerMessages.handedOver);
    expect(answer.body.data.order).toMatchObject({ status: 'completed', actions: ['rate'] });
    expect(answer.body.data.order.documentNumber).toMatch(/^S-\d{6}$/);
    // The only bidder pays the starting price: ₦50,000 less the 5% commission, at once.
    expect((await walletOf(seller.id)) - before).toBe(naira(47_500));
    const timeline = answer.body.data.order.timeline.map((step: { to: string; actor: string }) => [
      step.to,
      step.actor,
    ]);
    expect(timeline.slice(-2)).toEqual([
      ['delivered', 'seller'],
      ['completed', 'system'],
    ]);
    expect((await orderAs(buyer, orderId)).handoverCode).toBeNull();
    // Handing over twice is refused as any step from a status it left.
    const again = await post(seller, `/orders/${orderId}/handover`, { code: asBuyer.handoverCode });
    expect(again.status).toBe(409);
  });

  it('counts wrong codes, locks the seller out after the fifth for the set time, and accepts the right code after it', async () => {
    const { orderId, buyer } = await paidSale();
    const code = (await orderAs(buyer, orderId)).handoverCode as string;
    for (let triesLeft = HANDOVER_CODE.triesMax - 1; triesLeft > 0; triesLeft -= 1) {
      const wrong = await post(seller, `/orders/${orderId}/handover`, { code: wrongCodeOf(code) });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({
        code: 'handover_code_wrong',
        message: handoverServerMessages.codeWrong(triesLeft),
      });
    }
    const fifth = await post(seller, `/orders/${orderId}/handover`, { code: wrongCodeOf(code) });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe(handoverServerMessages.codeLocked(LOCK_MINUTES));
    expect(fifth.headers.get('retry-after')).toBe(String(LOCK_MINUTES * 60));
    // Locked: even the right code is not checked until the wait is over.
    const locked = await post(seller, `/orders/${orderId}/handover`, { code });
    expect(locked.status).toBe(429);
    expect((await orderAs(seller, orderId)).status).toBe('paid');

    await app.database.db.execute(
      sql`update orders set handover_locked_until = now() - interval '1 second' where id = ${orderId}`,
    );
    expect((await post(seller, `/orders/${orderId}/handover`, { code })).status).toBe(200);
  });

  it('counts parallel wrong codes under the order’s lock, so no more than the limit are ever checked', async () => {
    const { orderId, buyer } = await paidSale();
    const code = (await orderAs(buyer, orderId)).handoverCode as string;
    const answers = await Promise.all(
      Array.from({ length: HANDOVER_CODE.triesMax + 3 }, () =>
        post(seller, `/orders/${orderId}/handover`, { code: wrongCodeOf(code) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 422)).toHaveLength(HANDOVER_CODE.triesMax - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('refuses a code that is not six digits, a delivery order, the buyer and a stranger, each with its answer', async () => {
    const { orderId, buyer } = await paidSale();
    const code = (await orderAs(buyer, orderId)).handoverCode as string;
    const short = await post(seller, `/orders/${orderId}/handover`, { code: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(handoverServerMessages.codeFormat);
    expect((await post(buyer, `/orders/${orderId}/handover`, { code })).status).toBe(404);
    const stranger = await fundedBidder(app, 0);
    expect((await post(stranger, `/orders/${orderId}/handover`, { code })).status).toBe(404);

    const delivered = await paidSale('delivery');
    expect((await orderAs(delivered.buyer, delivered.orderId)).handoverCode).toBeNull();
    const refused = await post(seller, `/orders/${delivered.orderId}/handover`, { code: '123456' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(handoverServerMessages.notHandable);
  });
});
