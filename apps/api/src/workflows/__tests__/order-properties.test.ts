import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerCommissionFor } from '@naijabid/shared/auction-rules';
import type { DeliveryChoice } from '@naijabid/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { insertUser } from '../../test/bidding';
import { insertListingRow } from '../../test/listings';
import { closeNow, fund, rows, runJobs } from '../../test/orders';
import { startTestApp, type TestApp } from '../../test/test-app';
import { cancelOrder } from '../cancel-order';
import { openDispute } from '../open-dispute';
import { forfeitShares } from '../order-jobs';
import { payOrder } from '../pay-order';
import { placeBid } from '../place-bid';
import { confirmDelivery } from '../release-escrow';
import { shipOrder } from '../ship-order';

let app: TestApp;
let db: Database;
beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
});
afterAll(() => app.close());

const naira = (amount: number) => amount * 100;
const ORDERS = 3;
const HOUR_MS = 3_600_000;
/** The dev clock's largest step (advanceOrderRequestSchema). */
const MAX_ADVANCE_HOURS = 24 * 14;
/** Every listing is in Lagos; a buyer asks for pickup or delivery inside Lagos or to Kano. */
const SELLER_STATE = 'Lagos';
const DELIVERIES = ['pickup', 'in_state', 'other_state'] as const;

type Step =
  | { type: 'deposit'; buyer: number; amount: number }
  | { type: 'pay'; order: number; replays: number; delivery: (typeof DELIVERIES)[number] }
  | { type: 'ship' | 'confirm' | 'dispute' | 'cancel'; order: number }
  | { type: 'deadline'; order: number };

const orderIndex = fc.nat(ORDERS - 1);
const onOrder = (...types: Array<'ship' | 'confirm' | 'dispute' | 'cancel'>) =>
  fc.record({ type: fc.constantFrom(...types), order: orderIndex });
/** Weighted towards the steps that move an order on, so most runs reach shipping and beyond. */
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('deposit' as const),
      buyer: orderIndex,
      amount: fc.integer({ min: 1, max: naira(80_000) }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('pay' as const),
      order: orderIndex,
      replays: fc.nat(2),
      delivery: fc.constantFrom(...DELIVERIES),
    }),
  },
  { weight: 3, arbitrary: onOrder('ship') },
  { weight: 3, arbitrary: onOrder('confirm', 'dispute', 'cancel') },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('deadline' as const), order: orderIndex }) },
);

/** What a sale is made of: the starting price (the winner pays it), the winner's maximum above it, the listing's delivery. */
interface SaleSpec {
  startingPrice: number;
  maximumAbove: number;
  pickup: boolean;
  feeInState: number | null;
  feeOtherStates: number | null;
}

const fee = fc.option(fc.integer({ min: 0, max: naira(10_000) }), { nil: null });
const sale: fc.Arbitrary<SaleSpec> = fc
  .record({
    // Odd kobo prices, so the commission is rounded.
    startingPrice: fc.integer({ min: naira(1_000), max: naira(60_000) }),
    maximumAbove: fc.integer({ min: 0, max: naira(150_000) }),
    pickup: fc.boolean(),
    feeInState: fee,
    feeOtherStates: fee,
  })
  // A listing offers at least one way to get the item (listings_delivery_valid).
  .filter((spec) => spec.pickup || spec.feeInState !== null || spec.feeOtherStates !== null);
const sales = fc.array(sale, { minLength: ORDERS, maxLength: ORDERS });

interface WorldOrder {
  id: string;
  buyerId: string;
  sellerId: string;
  spec: SaleSpec;
}

interface World {
  orders: WorldOrder[];
  sellerSharePercent: number;
}

/**
 * Three sold auctions of one seller: each buyer's maximum (odd kobo ones included) gives a
 * security that may be odd, and may exceed a cheap price and its delivery fee.
 */
async function makeWorld(specs: SaleSpec[], sellerSharePercent: number): Promise<World> {
  const sellerId = await insertUser(db, 'order-seller');
  const orders: WorldOrder[] = [];
  for (const spec of specs) {
    const buyerId = await insertUser(db, 'order-buyer');
    await fund(db, buyerId, naira(100_000));
    const listing = await insertListingRow(app, sellerId, {
      startingPriceKobo: spec.startingPrice,
      currentPriceKobo: spec.startingPrice,
      locationState: SELLER_STATE,
      pickupAvailable: spec.pickup,
      deliveryFeeInStateKobo: spec.feeInState,
      deliveryFeeOtherStatesKobo: spec.feeOtherStates,
    });
    await placeBid(db, {
      listingId: listing.id,
      bidderId: buyerId,
      maxAmountKobo: spec.startingPrice + spec.maximumAbove,
      idempotencyKey: randomUUID(),
    });
    orders.push({ id: (await closeNow(db, listing.id))!, buyerId, sellerId, spec });
  }
  return { orders, sellerSharePercent };
}

function deliveryChoice(delivery: (typeof DELIVERIES)[number]): DeliveryChoice {
  if (delivery === 'pickup') return { method: 'pickup' };
  const address = { fullName: 'Ada Obi', phone: '08031234567', street: '1 Marina Road', city: 'Somewhere' };
  return { method: 'delivery', address: { ...address, state: delivery === 'in_state' ? SELLER_STATE : 'Kano' } };
}

/** Refusals a random step may meet: the step did not fit the order's state or the buyer's funds. */
const EXPECTED_REFUSALS = [
  'insufficient_funds',
  'order_already_paid',
  'payment_overdue',
  'delivery_unavailable',
  'order_state_conflict',
];

async function refusedOrDone(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof AppError) || !EXPECTED_REFUSALS.includes(error.code)) throw error;
  }
}

/** The order's next deadline by its status: payment, shipping or delivery confirmation. */
async function hoursToNextDeadline(orderId: string): Promise<number> {
  const [order] = await rows<{ deadline: Date | null }>(
    db,
    sql`select case status when 'awaiting_payment' then due_at when 'paid' then ship_by when 'shipped' then confirm_by end as deadline
        from orders where id = ${orderId}`,
  );
  if (!order?.deadline) return 0;
  return Math.min(Math.ceil((new Date(order.deadline).getTime() - Date.now()) / HOUR_MS) + 1, MAX_ADVANCE_HOURS);
}

async function run(world: World, action: Step): Promise<void> {
  if (action.type === 'deposit') return fund(db, world.orders[action.buyer]!.buyerId, action.amount);
  const order = world.orders[action.order]!;
  const asBuyer = { orderId: order.id, userId: order.buyerId };
  switch (action.type) {
    case 'pay': {
      const key = randomUUID();
      const delivery = deliveryChoice(action.delivery);
      await Promise.all(
        Array.from({ length: 1 + action.replays }, () =>
          refusedOrDone(payOrder(db, { orderId: order.id, buyerId: order.buyerId, idempotencyKey: key, delivery })),
        ),
      );
      return;
    }
    case 'ship':
      return refusedOrDone(
        shipOrder(db, {
          orderId: order.id,
          userId: order.sellerId,
          carrier: 'GIG Logistics',
          trackingNumber: 'T-1234',
        }),
      );
    case 'confirm':
      return refusedOrDone(confirmDelivery(db, asBuyer));
    case 'dispute':
      return refusedOrDone(
        openDispute(db, { ...asBuyer, reason: 'not_received', details: 'Nothing has arrived three weeks on.' }),
      );
    case 'cancel':
      return refusedOrDone(cancelOrder(db, asBuyer));
    case 'deadline': {
      const hours = await hoursToNextDeadline(order.id);
      if (hours > 0) await app.request('POST', `/api/v1/dev/orders/${order.id}/advance`, { body: { hours } });
      await runJobs(app, world.sellerSharePercent);
    }
  }
}

/** The fee the listing charges for the order's delivery, as the buyer chose it. */
function expectedFee(spec: SaleSpec, method: string | null, state: string | undefined): number {
  if (method !== 'delivery') return 0;
  return (state === SELLER_STATE ? spec.feeInState : spec.feeOtherStates)!;
}

const IN_ESCROW = ['paid', 'shipped', 'disputed'];
const PAID = [...IN_ESCROW, 'completed', 'cancelled'];

async function checkInvariants(world: World): Promise<void> {
  const [sums] = await rows<{ posted: string; pending: string }>(
    db,
    sql`select sum(credits_posted - debits_posted) as posted, sum(credits_pending - debits_pending) as pending from ledger_accounts`,
  );
  expect(Number(sums!.posted)).toBe(0);
  expect(Number(sums!.pending)).toBe(0);
  expect(
    await rows(
      db,
      sql`select id from ledger_accounts where debits_must_not_exceed_credits and credits_posted - debits_posted - debits_pending < 0`,
    ),
  ).toEqual([]);
  for (const { id: orderId, spec, sellerId, buyerId } of world.orders) {
    const [order] = await rows<{
      status: string;
      price_kobo: string;
      held_kobo: string;
      security_kobo: string;
      delivery_fee_kobo: string;
      delivery_method: string | null;
      delivery_address: { state: string } | null;
      payment_answer: { amountPaid: number } | null;
      listing_id: string;
      forfeit_strikes: number;
    }>(
      db,
      sql`select o.status, o.price_kobo, o.held_kobo, o.security_kobo, o.delivery_fee_kobo, o.delivery_method,
            o.delivery_address, o.payment_answer, o.listing_id, u.forfeit_strikes
          from orders o join users u on u.id = o.buyer_id where o.id = ${orderId}`,
    );
    const price = Number(order!.price_kobo);
    const deliveryFee = Number(order!.delivery_fee_kobo);
    expect(deliveryFee).toBe(expectedFee(spec, order!.delivery_method, order!.delivery_address?.state));
    if (order!.delivery_method === 'pickup') expect(spec.pickup).toBe(true);
    const paid = PAID.includes(order!.status);
    expect(order!.payment_answer?.amountPaid ?? 0).toBe(paid ? price + deliveryFee : 0);

    const [escrow] = await rows<{ balance: string }>(
      db,
      sql`select coalesce(sum(credits_posted - debits_posted), 0) as balance from ledger_accounts where order_id = ${orderId}`,
    );
    expect(Number(escrow!.balance)).toBe(IN_ESCROW.includes(order!.status) ? price + deliveryFee : 0);
    const outOfEscrow = await rows<{ purpose: string; amount: string; to_kind: string; to_user: string | null }>(
      db,
      sql`select t.purpose, t.amount_kobo as amount, c.kind as to_kind, c.user_id as to_user from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
          where d.order_id = ${orderId} order by t.purpose`,
    );
    // The seller is paid once, the price less the commission plus the fee; the platform the commission.
    const commission = sellerCommissionFor(price);
    const expectedOut: Array<[string, number, string, string | null]> = [];
    if (order!.status === 'completed') {
      if (commission > 0) expectedOut.push(['order_commission', commission, 'platform_revenue', null]);
      expectedOut.push(['order_payout', price - commission + deliveryFee, 'user_wallet', sellerId]);
    }
    if (order!.status === 'cancelled') expectedOut.push(['order_refund', price + deliveryFee, 'user_wallet', buyerId]);
    expect(outOfEscrow.map((move) => [move.purpose, Number(move.amount), move.to_kind, move.to_user])).toEqual(
      expectedOut,
    );

    const [security] = await rows<{ posted: string; pending: string }>(
      db,
      sql`select credits_posted - debits_posted as posted, credits_pending as pending from ledger_accounts where listing_id = ${order!.listing_id} and kind = 'auction_security'`,
    );
    expect(Number(security!.posted)).toBe(0);
    expect(Number(security!.pending)).toBe(order!.status === 'awaiting_payment' ? Number(order!.held_kobo) : 0);
    const shares = await rows<{ purpose: string; amount: string }>(
      db,
      sql`select t.purpose, t.amount_kobo as amount from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
          where a.listing_id = ${order!.listing_id} and t.purpose like 'forfeit_%' order by t.purpose`,
    );
    expect(order!.forfeit_strikes).toBe(order!.status === 'forfeited' ? 1 : 0);
    if (order!.status !== 'forfeited') {
      expect(shares).toEqual([]);
      continue;
    }
    const expected = forfeitShares(Number(order!.security_kobo), world.sellerSharePercent);
    expect(expected.sellerKobo + expected.platformKobo).toBe(Number(order!.security_kobo));
    expect(shares.map((share) => [share.purpose, Number(share.amount)])).toEqual(
      [
        ['forfeit_platform_share', expected.platformKobo],
        ['forfeit_seller_share', expected.sellerKobo],
      ].filter(([, amount]) => Number(amount) > 0),
    );
  }
}

describe('paying, shipping, confirming, disputing, cancelling and forfeiting orders in any order', () => {
  it('keep the ledger balanced, escrow equal to what was paid and not yet paid out, and every payout exact and once after each step', async () => {
    await fc.assert(
      fc.asyncProperty(
        sales,
        fc.integer({ min: 0, max: 100 }),
        fc.array(step, { minLength: 6, maxLength: 24 }),
        async (specs, percent, steps) => {
          const world = await makeWorld(specs, percent);
          await checkInvariants(world);
          for (const action of steps) {
            await run(world, action);
            await checkInvariants(world);
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);

  it('keep them after each batch of concurrent steps', async () => {
    await fc.assert(
      fc.asyncProperty(
        sales,
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.array(step, { minLength: 2, maxLength: 6 }), { minLength: 2, maxLength: 6 }),
        async (specs, percent, batches) => {
          const world = await makeWorld(specs, percent);
          for (const batch of batches) {
            await Promise.all(batch.map((action) => run(world, action)));
            await checkInvariants(world);
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 240_000);
});
