import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerCommissionFor } from '@naijabid/shared/auction-rules';
import { splitEscrow } from '@naijabid/shared/dispute-split';
import { adminServerMessages, disputeResolvedMessages } from '@naijabid/shared/messages/admin';
import { formatNaira } from '@naijabid/shared/money';
import { fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { disputedOrder, ledgerImbalance, signedInOperator } from '../../../test/operators';
import { rows, runJobs } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let operator: Bidder;
let seller: Bidder;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  operator = await signedInOperator(app);
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
});
afterAll(() => app.close());

const available = async (who: { token: string }) =>
  (await app.request('GET', '/api/v1/wallet', { token: who.token })).body.data.available as number;
const resolve = (orderId: string, body: unknown) =>
  app.request('POST', `/api/v1/admin/orders/${orderId}/resolve`, { token: operator.token, body });
const story = async (orderId: string) =>
  (await app.request('GET', `/api/v1/admin/orders/${orderId}`, { token: operator.token })).body.data.order;
const orderRead = async (orderId: string, who: { token: string }) =>
  (await app.request('GET', `/api/v1/orders/${orderId}`, { token: who.token })).body.data.order;
const eventsOf = (userId: string, type: string) =>
  rows<{ data: any }>(
    app.database.db,
    sql`select data from events where channel = ${`user:${userId}`} and type = ${type} order by sequence`,
  );

describe('resolving disputes', () => {
  it('queues open disputes oldest first and tells an order’s whole story', async () => {
    const first = await disputedOrder(app, seller);
    const second = await disputedOrder(app, seller);
    const queue = await app.request('GET', '/api/v1/admin/disputes', { token: operator.token });
    expect(queue.status).toBe(200);
    const ids = queue.body.data.items.map((item: any) => item.orderId);
    expect(ids.indexOf(first.orderId)).toBeLessThan(ids.indexOf(second.orderId));
    expect(queue.body.data.items.find((item: any) => item.orderId === first.orderId)).toMatchObject({
      reason: 'not_received',
      escrow: first.priceKobo + first.feeKobo,
      buyer: { id: first.buyer.id, email: first.buyer.email },
      seller: { id: seller.id, email: seller.email },
    });

    const order = await story(first.orderId);
    expect(order).toMatchObject({
      status: 'disputed',
      escrowBalance: first.priceKobo + first.feeKobo,
      delivery: { method: 'delivery', address: { phone: '+2348031234567', state: 'Kano' } },
      shipping: { carrier: 'GIG Logistics', trackingNumber: 'GIG-123456' },
      disputes: [{ reason: 'not_received', status: 'open', resolution: null }],
    });
    expect(order.timeline.map((step: any) => step.to)).toEqual(['awaiting_payment', 'paid', 'shipped', 'disputed']);
    expect(order.timeline[3]).toMatchObject({ actor: 'buyer', actorName: expect.any(String) });
    // One line per movement: the winner's security hold once, with what became of it.
    expect(order.money.map((move: any) => [move.purpose, move.status])).toEqual(
      expect.arrayContaining([['order_payment', 'completed']]),
    );
    expect(order.money.filter((move: any) => move.purpose === 'bid_security')).toEqual([
      expect.objectContaining({ status: expect.stringMatching(/^(paid|released)$/) }),
    ]);

    const missing = await app.request('GET', `/api/v1/admin/orders/00000000-0000-4000-8000-000000000000`, {
      token: operator.token,
    });
    expect(missing.status).toBe(404);
  });

  it('refunds the buyer in full from the escrow in one transaction, ends the order and tells both parties', async () => {
    const { buyer, orderId, priceKobo, feeKobo } = await disputedOrder(app, seller);
    const buyerBefore = await available(buyer);
    const sellerBefore = await available(seller);

    const noReason = await resolve(orderId, { resolution: 'refunded', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(adminServerMessages.reasonRequired);

    const refunded = await resolve(orderId, {
      resolution: 'refunded',
      reason: 'Courier confirmed the parcel was lost',
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.message).toBe(adminServerMessages.disputeResolved.refunded);
    expect(refunded.body.data.order).toMatchObject({
      status: 'refunded',
      escrowBalance: 0,
      disputes: [{ status: 'resolved', resolution: 'refunded', refunded: priceKobo + feeKobo, sellerPaid: 0 }],
    });
    expect(refunded.body.data.order.timeline.at(-1)).toMatchObject({
      from: 'disputed',
      to: 'refunded',
      actor: 'operator',
      actorName: `${operator.firstName} ${operator.lastName}`,
    });
    expect(await available(buyer)).toBe(buyerBefore + priceKobo + feeKobo);
    expect(await available(seller)).toBe(sellerBefore);
    expect(await ledgerImbalance(app)).toBe(0);

    const again = await resolve(orderId, { resolution: 'released', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(adminServerMessages.orderNotDisputed);

    const audit = await app.request('GET', `/api/v1/admin/audit?recordType=order&recordId=${orderId}`, {
      token: operator.token,
    });
    const { title } = await story(orderId);
    expect(audit.body.data.items).toMatchObject([
      {
        action: 'order.refund',
        recordTitle: title,
        operator: { id: operator.id },
        reason: 'Courier confirmed the parcel was lost',
        details: { refundedKobo: priceKobo + feeKobo, sellerPaidKobo: 0 },
      },
    ]);

    const buyerView = (await app.request('GET', `/api/v1/orders/${orderId}`, { token: buyer.token })).body.data.order;
    expect(buyerView).toMatchObject({
      status: 'refunded',
      dispute: {
        status: 'resolved',
        outcome: { resolution: 'refunded', refunded: priceKobo + feeKobo, sellerPaid: 0 },
      },
    });
    // Both order pages follow the refund: paid into escrow, all of it back, nothing to the seller.
    const settlement = { refundedToBuyer: priceKobo + feeKobo, creditedToSeller: 0, forfeited: 0 };
    expect(buyerView).toMatchObject({ amountPaid: priceKobo + feeKobo, settlement });
    expect(await orderRead(orderId, seller)).toMatchObject({ amountPaid: priceKobo + feeKobo, settlement });
    expect((await eventsOf(buyer.id, 'dispute_resolved')).map((event) => event.data)).toEqual([
      expect.objectContaining({ orderId, resolution: 'refunded', refunded: priceKobo + feeKobo }),
    ]);
    expect(await eventsOf(seller.id, 'dispute_resolved')).toEqual(
      expect.arrayContaining([{ data: expect.objectContaining({ orderId, resolution: 'refunded' }) }]),
    );
    await runJobs(app);
    const [buyerMail] = await app.mailTo(buyer.email);
    expect(buyerMail?.text).toContain(formatNaira(priceKobo + feeKobo));
    const sellerMail = (await app.mailTo(seller.email)).find((mail) => mail.text.includes('refunded to the buyer'));
    expect(sellerMail?.subject).toBe(disputeResolvedMessages.subject(buyerView.title));
  });

  it('releases the escrow to the seller as a confirmed delivery pays them', async () => {
    const { buyer, orderId, priceKobo, feeKobo } = await disputedOrder(app, seller);
    const buyerBefore = await available(buyer);
    const sellerBefore = await available(seller);
    const released = await resolve(orderId, { resolution: 'released', reason: 'Tracking shows it was delivered' });
    expect(released.status).toBe(200);
    const payout = priceKobo - sellerCommissionFor(priceKobo) + feeKobo;
    expect(released.body.data.order).toMatchObject({
      status: 'completed',
      escrowBalance: 0,
      disputes: [{ resolution: 'released', refunded: 0, sellerPaid: payout }],
    });
    expect(released.body.data.order.timeline.slice(-2)).toMatchObject([
      { from: 'disputed', to: 'delivered', actor: 'operator' },
      { from: 'delivered', to: 'completed', actor: 'system' },
    ]);
    expect(await available(seller)).toBe(sellerBefore + payout);
    expect(await available(buyer)).toBe(buyerBefore);
    expect(await ledgerImbalance(app)).toBe(0);
    const sellerView = (await app.request('GET', `/api/v1/orders/${orderId}`, { token: seller.token })).body.data.order;
    expect(sellerView.dispute.outcome).toMatchObject({ resolution: 'released', sellerPaid: payout });
    const settlement = { refundedToBuyer: 0, creditedToSeller: payout, forfeited: 0 };
    expect(sellerView).toMatchObject({ status: 'completed', sellerPayout: payout, settlement });
    expect(await orderRead(orderId, buyer)).toMatchObject({ amountPaid: priceKobo + feeKobo, settlement });
    expect(released.body.data.order.audit).toMatchObject([
      { action: 'order.release', operator: { id: operator.id }, reason: 'Tracking shows it was delivered' },
    ]);
  });

  it('splits the escrow: the refund to the buyer, the rest to the seller less commission on the price they keep', async () => {
    const { buyer, orderId, priceKobo, feeKobo } = await disputedOrder(app, seller);
    const tooMuch = await resolve(orderId, { resolution: 'split', refund: priceKobo + feeKobo, reason: 'Half broken' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(adminServerMessages.refundOutOfRange(formatNaira(priceKobo + feeKobo)));
    const noAmount = await resolve(orderId, { resolution: 'split', reason: 'Half broken' });
    expect(noAmount.status).toBe(400);

    const buyerBefore = await available(buyer);
    const sellerBefore = await available(seller);
    const refund = 20_000_00;
    const split = splitEscrow({ priceKobo, deliveryFeeKobo: feeKobo }, refund);
    expect(split.commissionKobo).toBe(sellerCommissionFor(priceKobo - refund));
    const answer = await resolve(orderId, { resolution: 'split', refund, reason: 'Screen cracked; buyer keeps it' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.order).toMatchObject({
      status: 'resolved',
      escrowBalance: 0,
      disputes: [{ resolution: 'split', refunded: refund, sellerPaid: split.sellerKobo }],
    });
    expect(await available(buyer)).toBe(buyerBefore + refund);
    expect(await available(seller)).toBe(sellerBefore + split.sellerKobo);
    expect(split.refundKobo + split.sellerKobo + split.commissionKobo).toBe(priceKobo + feeKobo);
    expect(await ledgerImbalance(app)).toBe(0);
    const buyerView = (await app.request('GET', `/api/v1/orders/${orderId}`, { token: buyer.token })).body.data.order;
    expect(buyerView).toMatchObject({
      status: 'resolved',
      dispute: { outcome: { resolution: 'split', refunded: refund } },
    });
    // What the order pages show is what moved: the refund, and the seller's share, not the full payout.
    const settlement = { refundedToBuyer: refund, creditedToSeller: split.sellerKobo, forfeited: 0 };
    expect(buyerView).toMatchObject({ amountPaid: priceKobo + feeKobo, settlement });
    expect(await orderRead(orderId, seller)).toMatchObject({ settlement });
  });
});
