import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '@naijabid/shared/business-days';
import { DEFAULT_INSPECTION_DAYS, RETURN_RULES } from '@naijabid/shared/constants';
import { serverMessages } from '@naijabid/shared/messages';
import { adminServerMessages } from '@naijabid/shared/messages/admin';
import { returnMailMessages, returnServerMessages } from '@naijabid/shared/messages/returns';
import { fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { jpegPhoto } from '../../../test/listings';
import { disputedOrder, ledgerImbalance, shippedOrder, signedInOperator } from '../../../test/operators';
import { rows, runJobs } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { formatDeadline } from '../order-jobs';

let app: TestApp;
let seller: Bidder;
let operator: Bidder;
const DAY_HOURS = 24;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await fundedBidder(app, 0);
  await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${seller.id}`);
  operator = await signedInOperator(app);
});
afterAll(() => app.close());

const post = (who: { token: string }, orderId: string, path: string, body?: unknown) =>
  app.request('POST', `/api/v1/orders/${orderId}/${path}`, { token: who.token, body });
const askReturn = (who: { token: string }, orderId: string, photoIds: string[] = []) =>
  post(who, orderId, 'returns', {
    reason: 'not_as_described',
    details: 'The listing said 256GB; the phone has 64GB and a dent.',
    photoIds,
  });
const advance = (orderId: string, hours: number) =>
  app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours } });
const orderOf = async (who: { token: string }, orderId: string) =>
  (await app.request('GET', `/api/v1/orders/${orderId}`, { token: who.token })).body.data.order;
const walletOf = async (userId: string) => {
  const [row] = await rows<{ balance: string }>(
    app.database.db,
    sql`select credits_posted - debits_posted as balance from ledger_accounts where user_id = ${userId} and kind = 'user_wallet'`,
  );
  return Number(row!.balance);
};
const noticesOf = async (userId: string) =>
  (
    await rows<{ step: string }>(
      app.database.db,
      sql`select data->>'step' as step from notifications where user_id = ${userId} and kind = 'order_return' order by id`,
    )
  ).map((row) => row.step);
const mailSubjects = async (orderId: string) =>
  (
    await rows<{ subject: string }>(
      app.database.db,
      sql`select payload->>'subject' as subject from jobs where dedupe_key like ${`order:${orderId}:mail-return-%`}`,
    )
  ).map((row) => row.subject);

describe('a return when the item is not as described', () => {
  it('runs from arrival to refund: the buyer gets the price and delivery fee back, told at every step', async () => {
    const { buyer, orderId, priceKobo, feeKobo } = await shippedOrder(app, seller);
    const arrived = await post(buyer, orderId, 'received');
    expect(arrived.status).toBe(200);
    expect(arrived.body.message).toBe(returnServerMessages.received(DEFAULT_INSPECTION_DAYS));
    expect(arrived.body.data.order).toMatchObject({ status: 'delivered' });
    expect(arrived.body.data.order.actions).toEqual(['confirm_delivery', 'open_dispute', 'request_return']);

    const photo = await app.request('POST', '/api/v1/dispute-photos', {
      token: buyer.token,
      rawBody: new Uint8Array(await jpegPhoto()),
      contentType: 'image/jpeg',
    });
    const asked = await askReturn(buyer, orderId, [photo.body.data.photo.id]);
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe(returnServerMessages.requested);
    expect(asked.body.data.order).toMatchObject({ status: 'return_requested', return: { reason: 'not_as_described' } });
    expect(asked.body.data.order.dispute.photos).toHaveLength(1);
    // Not support's until the seller refuses or does not answer.
    const console = await app.request('GET', '/api/v1/admin/disputes', { token: operator.token });
    expect(JSON.stringify(console.body)).not.toContain(orderId);

    const sellerView = await orderOf(seller, orderId);
    expect(sellerView.actions).toEqual(['accept_return', 'refuse_return']);
    expect((await post(seller, orderId, 'returns/accept')).body.message).toBe(returnServerMessages.accepted);
    const shipped = await post(buyer, orderId, 'returns/ship', {
      carrier: 'GIG Logistics',
      trackingNumber: 'RET-7788',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.order.return.shipping).toMatchObject({
      carrier: 'GIG Logistics',
      trackingNumber: 'RET-7788',
    });

    const before = await walletOf(buyer.id);
    const back = await post(seller, orderId, 'returns/received');
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(returnServerMessages.receiptConfirmed);
    expect(back.body.data.order).toMatchObject({
      status: 'refunded',
      settlement: { refundedToBuyer: priceKobo + feeKobo, creditedToSeller: 0, returnDeliveryFee: feeKobo },
      dispute: { status: 'resolved', outcome: { resolution: 'refunded', refunded: priceKobo + feeKobo + feeKobo } },
    });
    expect(await walletOf(buyer.id)).toBe(before + priceKobo + feeKobo + feeKobo);
    expect(await ledgerImbalance(app)).toBe(0);

    const timeline = back.body.data.order.timeline.map((step: { to: string }) => step.to);
    expect(timeline.slice(-5)).toEqual([
      'delivered',
      'return_requested',
      'return_accepted',
      'return_shipped',
      'refunded',
    ]);
    expect(await noticesOf(seller.id)).toEqual(expect.arrayContaining(['arrived', 'requested', 'shipped']));
    expect(await noticesOf(buyer.id)).toEqual(['accepted', 'refunded']);
    expect(await mailSubjects(orderId)).toHaveLength(6);
  });

  it('tells the seller the reason the buyer gave: "arrived damaged" is not "not as described"', async () => {
    const { buyer, orderId } = await shippedOrder(app, seller);
    const asked = await post(buyer, orderId, 'returns', {
      reason: 'damaged',
      details: 'The screen is cracked across the middle and the box was crushed.',
    });
    expect(asked.status).toBe(201);
    const [mail] = await rows<{ text: string }>(
      app.database.db,
      sql`select payload->>'text' as text from jobs where dedupe_key = ${`order:${orderId}:mail-return-requested-seller`}`,
    );
    expect(mail!.text).toContain('says it arrived damaged');
    expect(mail!.text).not.toContain('not as described');
  });

  it('refuses a return asked twice, by the seller, or after the inspection window, each with its message', async () => {
    const first = await shippedOrder(app, seller);
    expect((await askReturn(first.buyer, first.orderId)).status).toBe(201);
    const twice = await askReturn(first.buyer, first.orderId);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'return_already_requested',
      message: returnServerMessages.alreadyRequested,
    });
    // The wrong party: to the seller the buyer's step does not exist, and the other way round.
    expect((await askReturn(seller, first.orderId)).body.message).toBe(serverMessages.orderNotFound);
    expect((await post(first.buyer, first.orderId, 'returns/accept')).status).toBe(404);
    const stranger = await fundedBidder(app, 0);
    expect((await post(stranger, first.orderId, 'returns/refuse')).status).toBe(404);

    const late = await shippedOrder(app, seller);
    await post(late.buyer, late.orderId, 'received');
    await advance(late.orderId, DEFAULT_INSPECTION_DAYS * DAY_HOURS);
    const { confirmBy } = await orderOf(late.buyer, late.orderId);
    const closed = await askReturn(late.buyer, late.orderId);
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({
      code: 'return_window_closed',
      message: returnServerMessages.windowClosed(formatDeadline(new Date(confirmBy))),
    });
    // Then the window's job pays the seller.
    await runJobs(app);
    expect((await orderOf(late.buyer, late.orderId)).status).toBe('completed');
    expect((await askReturn(late.buyer, late.orderId)).body.code).toBe('return_window_closed');
  });

  it('refuses replayed steps and moves the money once', async () => {
    const { buyer, orderId, priceKobo, feeKobo } = await shippedOrder(app, seller);
    await askReturn(buyer, orderId);
    await post(seller, orderId, 'returns/accept');
    const acceptAgain = await post(seller, orderId, 'returns/accept');
    expect(acceptAgain.status).toBe(409);
    expect(acceptAgain.body.message).toBe(returnServerMessages.notAnswerable);
    const ship = () => post(buyer, orderId, 'returns/ship', { carrier: 'GIG Logistics', trackingNumber: 'RET-7788' });
    expect((await ship()).status).toBe(200);
    expect((await ship()).body.message).toBe(returnServerMessages.notShippable);
    const before = await walletOf(buyer.id);
    const [one, two] = await Promise.all([
      post(seller, orderId, 'returns/received'),
      post(seller, orderId, 'returns/received'),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect([one, two].find((answer) => answer.status === 409)!.body.message).toBe(returnServerMessages.notConfirmable);
    expect(await walletOf(buyer.id)).toBe(before + priceKobo + feeKobo + feeKobo);
    expect(await ledgerImbalance(app)).toBe(0);
  });
});

describe('the return waits, each a job', () => {
  it('sends a return the seller did not answer in 2 business days to support, and support can refund it', async () => {
    const { buyer, orderId } = await shippedOrder(app, seller);
    const asked = (await askReturn(buyer, orderId)).body.data.order;
    expect(asked.return.answerBy).toBe(
      addBusinessDays(new Date(asked.return.requestedAt), RETURN_RULES.sellerAnswerBusinessDays).toISOString(),
    );
    await advance(orderId, 1);
    await runJobs(app);
    expect((await orderOf(buyer, orderId)).status).toBe('return_requested');
    const hours = Math.ceil((Date.parse(asked.return.answerBy) - Date.now()) / 3_600_000);
    await advance(orderId, hours);
    await runJobs(app);
    expect((await orderOf(buyer, orderId)).status).toBe('disputed');
    expect(await noticesOf(seller.id)).toContain('escalated');
    const console = await app.request('GET', '/api/v1/admin/disputes', { token: operator.token });
    expect(JSON.stringify(console.body)).toContain(orderId);
    const resolved = await app.request('POST', `/api/v1/admin/orders/${orderId}/resolve`, {
      token: operator.token,
      body: { resolution: 'refunded', reason: 'Photos show a different model' },
    });
    expect(resolved.status).toBe(200);
    expect((await orderOf(buyer, orderId)).status).toBe('refunded');
    expect(await ledgerImbalance(app)).toBe(0);
  });

  it('lets support refund a refused return once the item is back, through the return flow', async () => {
    const { buyer, orderId, priceKobo, feeKobo } = await shippedOrder(app, seller);
    await askReturn(buyer, orderId);
    expect((await post(seller, orderId, 'returns/refuse')).status).toBe(200);
    const resolve = (body: object) =>
      app.request('POST', `/api/v1/admin/orders/${orderId}/resolve`, {
        token: operator.token,
        body: { reason: 'The photos show the damage; the seller gets the item back', ...body },
      });
    const console = (await app.request('GET', `/api/v1/admin/orders/${orderId}`, { token: operator.token })).body.data
      .order;
    expect(console.canRequireReturn).toBe(true);

    const asked = await resolve({ resolution: 'refund_after_return' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(adminServerMessages.disputeResolved.refund_after_return);
    expect(asked.body.data.order).toMatchObject({ status: 'return_accepted', canRequireReturn: false });
    expect(asked.body.data.order.audit[0]).toMatchObject({ action: 'order.require_return' });
    const queue = await app.request('GET', '/api/v1/admin/disputes', { token: operator.token });
    expect(JSON.stringify(queue.body)).not.toContain(orderId);
    const buyerView = await orderOf(buyer, orderId);
    expect(buyerView.actions).toEqual(['ship_return']);
    expect(buyerView.return.shipBackBy).not.toBeNull();
    expect(await mailSubjects(orderId)).toContain(returnMailMessages.requiredSubject(buyerView.title));
    // Asked twice, the order is no longer disputed.
    expect((await resolve({ resolution: 'refund_after_return' })).body.message).toBe(
      adminServerMessages.orderNotDisputed,
    );

    await post(buyer, orderId, 'returns/ship', { carrier: 'GIG Logistics', trackingNumber: 'RET-9911' });
    const before = await walletOf(buyer.id);
    expect((await post(seller, orderId, 'returns/received')).status).toBe(200);
    expect(await orderOf(buyer, orderId)).toMatchObject({
      status: 'refunded',
      settlement: { refundedToBuyer: priceKobo + feeKobo, returnDeliveryFee: feeKobo },
      dispute: { status: 'resolved', outcome: { resolution: 'refunded' } },
    });
    expect(await walletOf(buyer.id)).toBe(before + priceKobo + feeKobo + feeKobo);
    expect(await ledgerImbalance(app)).toBe(0);
  });

  it('asks for no item back on a dispute that is not a refused return', async () => {
    const { orderId } = await disputedOrder(app, seller);
    const answer = await app.request('POST', `/api/v1/admin/orders/${orderId}/resolve`, {
      token: operator.token,
      body: { resolution: 'refund_after_return', reason: 'Send it back before the refund' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(adminServerMessages.noReturnToRequire);
    expect((await orderOf(seller, orderId)).status).toBe('disputed');
  });

  it('drops a return not sent back in 5 days and pays the seller', async () => {
    const { buyer, orderId } = await shippedOrder(app, seller);
    await askReturn(buyer, orderId);
    await post(seller, orderId, 'returns/accept');
    const sellerBefore = await walletOf(seller.id);
    await advance(orderId, RETURN_RULES.shipBackDays * DAY_HOURS);
    await runJobs(app);
    const order = await orderOf(seller, orderId);
    expect(order).toMatchObject({ status: 'completed', dispute: { outcome: { resolution: 'released' } } });
    expect(await walletOf(seller.id)).toBe(sellerBefore + order.sellerPayout);
    expect(await noticesOf(buyer.id)).toContain('lapsed');
    expect(await ledgerImbalance(app)).toBe(0);
  });

  it('counts a return as received 7 days after it counts as delivered, and refunds the buyer', async () => {
    const { buyer, orderId, priceKobo, feeKobo } = await shippedOrder(app, seller);
    await askReturn(buyer, orderId);
    await post(seller, orderId, 'returns/accept');
    const shipped = (await post(buyer, orderId, 'returns/ship', { carrier: 'GIG', trackingNumber: 'RET-1234' })).body
      .data.order;
    expect(Date.parse(shipped.return.receiveBy) - Date.parse(shipped.return.shipping.shippedAt)).toBe(
      (RETURN_RULES.returnTransitDays + RETURN_RULES.receiveDays) * DAY_HOURS * 3_600_000,
    );
    await advance(orderId, (RETURN_RULES.returnTransitDays + RETURN_RULES.receiveDays) * DAY_HOURS - 1);
    await runJobs(app);
    expect((await orderOf(buyer, orderId)).status).toBe('return_shipped');
    await advance(orderId, 1);
    await runJobs(app);
    expect(await orderOf(buyer, orderId)).toMatchObject({
      status: 'refunded',
      settlement: { refundedToBuyer: priceKobo + feeKobo },
    });
    expect(await noticesOf(seller.id)).toContain('refunded');
    expect(await ledgerImbalance(app)).toBe(0);
  });
});

describe('the return delivery fee, the seller cost of a return', () => {
  /** A return of a new seller's sale, accepted and sent back: the seller's wallet holds `sellerFundsKobo`. */
  const sentBack = async (sellerFundsKobo: number) => {
    const owner = await fundedBidder(app, sellerFundsKobo);
    await app.database.db.execute(sql`update users set account_type = 'seller' where id = ${owner.id}`);
    const sale = await shippedOrder(app, owner);
    await askReturn(sale.buyer, sale.orderId);
    await post(owner, sale.orderId, 'returns/accept');
    await post(sale.buyer, sale.orderId, 'returns/ship', { carrier: 'GIG Logistics', trackingNumber: 'RET-4455' });
    return { ...sale, owner };
  };
  const owedBy = async (userId: string) => {
    const [row] = await rows<{ owed: string }>(
      app.database.db,
      sql`select coalesce(sum(debits_posted - credits_posted), 0) as owed from ledger_accounts where user_id = ${userId} and kind = 'seller_debt'`,
    );
    return Number(row!.owed);
  };
  const balanceOf = async (who: { token: string }) =>
    (await app.request('GET', '/api/v1/wallet', { token: who.token })).body.data;
  const historyOf = async (who: { token: string }) =>
    (await app.request('GET', '/api/v1/wallet/transactions', { token: who.token })).body.data.items as Array<{
      purpose: string;
      amount: number;
    }>;

  it('credits the buyer the original delivery fee again, taken from the seller, on both statements', async () => {
    const { buyer, owner, orderId, priceKobo, feeKobo } = await sentBack(20_000_00);
    const buyerBefore = await walletOf(buyer.id);
    const back = await post(owner, orderId, 'returns/received');
    expect(back.status).toBe(200);
    expect(back.body.data.order.settlement).toEqual({
      refundedToBuyer: priceKobo + feeKobo,
      creditedToSeller: 0,
      forfeited: 0,
      returnDeliveryFee: feeKobo,
    });
    expect(await walletOf(buyer.id)).toBe(buyerBefore + priceKobo + feeKobo + feeKobo);
    expect(await walletOf(owner.id)).toBe(20_000_00 - feeKobo);
    expect(await owedBy(owner.id)).toBe(0);
    expect(await historyOf(buyer)).toContainEqual(
      expect.objectContaining({ purpose: 'return_delivery_fee', amount: feeKobo }),
    );
    expect(await historyOf(owner)).toContainEqual(
      expect.objectContaining({ purpose: 'return_delivery_fee', amount: -feeKobo }),
    );
    expect(await ledgerImbalance(app)).toBe(0);
  });

  it('pays the buyer in full when the seller cannot, and takes what the seller owes from their next payout', async () => {
    const { buyer, owner, orderId, priceKobo, feeKobo } = await sentBack(1_000_00);
    const buyerBefore = await walletOf(buyer.id);
    await advance(orderId, (RETURN_RULES.returnTransitDays + RETURN_RULES.receiveDays) * DAY_HOURS);
    await runJobs(app);
    expect((await orderOf(owner, orderId)).settlement.returnDeliveryFee).toBe(feeKobo);
    expect(await walletOf(buyer.id)).toBe(buyerBefore + priceKobo + feeKobo + feeKobo);
    expect(await walletOf(owner.id)).toBe(0);
    expect(await owedBy(owner.id)).toBe(feeKobo - 1_000_00);
    expect(await balanceOf(owner)).toEqual({ available: 0, held: 0, owed: feeKobo - 1_000_00, currency: 'NGN' });
    expect(await ledgerImbalance(app)).toBe(0);

    const next = await shippedOrder(app, owner);
    expect((await post(next.buyer, next.orderId, 'confirm-delivery')).status).toBe(200);
    const { sellerPayout } = await orderOf(owner, next.orderId);
    expect(await walletOf(owner.id)).toBe(sellerPayout - (feeKobo - 1_000_00));
    expect(await owedBy(owner.id)).toBe(0);
    expect(await balanceOf(owner)).not.toHaveProperty('owed');
    expect(await historyOf(owner)).toContainEqual(
      expect.objectContaining({ purpose: 'seller_debt_repaid', amount: -(feeKobo - 1_000_00) }),
    );
    expect(await ledgerImbalance(app)).toBe(0);
  });
});
