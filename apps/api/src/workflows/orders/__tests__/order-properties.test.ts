import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidIncrementFor, sellerCommissionFor } from '@naijabid/shared/auction-rules';
import { DEFAULT_INSPECTION_DAYS } from '@naijabid/shared/constants';
import type { DeliveryChoice } from '@naijabid/shared/schemas/pay-requests';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { insertUser } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { closeNow, fund, rows, runJobs } from '../../../test/orders';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { handoverCodeFor, handoverKeyFrom } from '../../../modules/orders/handover-code';
import { handOver } from '../hand-over';
import { acceptOffer } from '../answer-offer';
import { cancelOrder } from '../cancel-order';
import { offerAfterForfeit } from '../offer-second-chance';
import { openDispute } from '../open-dispute';
import { forfeitShares } from '../order-jobs';
import { payOrder } from '../pay-order';
import { placeBid } from '../../bidding/place-bid';
import { confirmDelivery } from '../release-escrow';
import { shipOrder } from '../ship-order';
import { acceptReturn, confirmReturnReceived, markReceived, refuseReturn, requestReturn, shipReturn } from '../returns';

let app: TestApp;
let db: Database;
beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
});
afterAll(() => app.close());

const naira = (amount: number) => amount * 100;
const SALES = 3;
const HOUR_MS = 3_600_000;
/** The dev clock's largest step (advanceOrderRequestSchema). */
const MAX_ADVANCE_HOURS = 24 * 14;
/** Every listing is in Lagos; a buyer asks for pickup or delivery inside Lagos or to Kano. */
const SELLER_STATE = 'Lagos';
const DELIVERIES = ['pickup', 'in_state', 'other_state'] as const;

/** The return's steps (workflows/orders/returns.ts). */
const RETURN_STEPS = [
  'received',
  'ask_return',
  'accept_return',
  'refuse_return',
  'ship_return',
  'return_back',
] as const;
type OrderStepType = 'ship' | 'confirm' | 'dispute' | 'cancel' | 'offer' | 'accept' | (typeof RETURN_STEPS)[number];
type Step =
  | { type: 'deposit'; buyer: number; amount: number }
  | { type: 'pay'; order: number; replays: number; delivery: (typeof DELIVERIES)[number] }
  | { type: OrderStepType; order: number }
  | { type: 'deadline'; order: number }
  /** The seller types the buyer's pickup code, or a wrong one. */
  | { type: 'handover'; order: number; right: boolean };

/** A step on a sale acts on its latest order: the winner's, or the one a second chance opened. */
const orderIndex = fc.nat(SALES - 1);
const onOrder = (...types: OrderStepType[]) => fc.record({ type: fc.constantFrom(...types), order: orderIndex });
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
  { weight: 2, arbitrary: onOrder('offer', 'accept') },
  { weight: 3, arbitrary: onOrder(...RETURN_STEPS) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('handover' as const), order: orderIndex, right: fc.boolean() }),
  },
);
const HANDOVER = { key: handoverKeyFrom(TEST_JWT_SECRET), lockMinutes: 30 };

/**
 * What a sale is made of: the starting price (the runner-up's maximum; the winner pays one
 * increment more, or their maximum), the winner's maximum above that, the listing's delivery.
 */
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
const sales = fc.array(sale, { minLength: SALES, maxLength: SALES });
/**
 * Sales whose winner does not pay and whose runner-up is offered and accepts a second chance
 * before the random steps, so every run has second-chance orders to move on too.
 */
const secondChanceFirst = fc.subarray([...Array(SALES).keys()]);
const secondChanceSteps = (saleIndexes: number[]): Step[] =>
  saleIndexes.flatMap((order) => [
    { type: 'deadline', order },
    { type: 'offer', order },
    { type: 'accept', order },
  ]);

interface WorldOrder {
  id: string;
  buyerId: string;
}

interface WorldSale {
  listingId: string;
  sellerId: string;
  runnerUpId: string;
  spec: SaleSpec;
  /** The winner's order first, then the one an accepted second chance opened. */
  orders: WorldOrder[];
}

interface World {
  sales: WorldSale[];
  sellerSharePercent: number;
}

const latestOrder = (sale: WorldSale) => sale.orders.at(-1)!;

/**
 * Three sold auctions of one seller, each with a runner-up to offer a second chance to: each
 * winner's maximum (odd kobo ones included) gives a security that may be odd, and may exceed
 * a cheap price and its delivery fee.
 */
async function makeWorld(specs: SaleSpec[], sellerSharePercent: number): Promise<World> {
  const sellerId = await insertUser(db, 'order-seller');
  const worldSales: WorldSale[] = [];
  for (const spec of specs) {
    const buyerId = await insertUser(db, 'order-buyer');
    const runnerUpId = await insertUser(db, 'order-runner-up');
    await fund(db, buyerId, naira(100_000));
    await fund(db, runnerUpId, naira(100_000));
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
      bidderId: runnerUpId,
      maxAmountKobo: spec.startingPrice,
      idempotencyKey: randomUUID(),
    });
    await placeBid(db, {
      listingId: listing.id,
      bidderId: buyerId,
      maxAmountKobo: spec.startingPrice + bidIncrementFor(spec.startingPrice) + spec.maximumAbove,
      idempotencyKey: randomUUID(),
    });
    const orderId = (await closeNow(db, listing.id))!;
    worldSales.push({ listingId: listing.id, sellerId, runnerUpId, spec, orders: [{ id: orderId, buyerId }] });
  }
  return { sales: worldSales, sellerSharePercent };
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
  'second_chance_unavailable',
  'offer_not_open',
  'return_already_requested',
  'return_window_closed',
  'handover_code_wrong',
  'rate_limited',
];

async function refusedOrDone(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof AppError) || !EXPECTED_REFUSALS.includes(error.code)) throw error;
  }
}

/** The order's next deadline by its status: payment, shipping, delivery confirmation or the inspection window, a return's wait. */
async function hoursToNextDeadline(orderId: string): Promise<number> {
  const [order] = await rows<{ deadline: Date | null }>(
    db,
    sql`select case o.status when 'awaiting_payment' then o.due_at when 'paid' then o.ship_by
          when 'shipped' then o.confirm_by when 'delivered' then o.confirm_by
          when 'return_requested' then r.answer_by when 'return_accepted' then r.ship_back_by
          when 'return_shipped' then r.receive_by end as deadline
        from orders o left join order_returns r on r.order_id = o.id where o.id = ${orderId}`,
  );
  if (!order?.deadline) return 0;
  return Math.min(Math.ceil((new Date(order.deadline).getTime() - Date.now()) / HOUR_MS) + 1, MAX_ADVANCE_HOURS);
}

/** The runner-up accepts the sale's open offer, if any; the order it opens becomes the sale's latest. */
async function acceptOpenOffer(sale: WorldSale): Promise<void> {
  const [offer] = await rows<{ id: string }>(
    db,
    sql`select id from second_chance_offers where listing_id = ${sale.listingId} and status = 'open'`,
  );
  if (!offer) return;
  try {
    const accepted = await acceptOffer(db, { id: offer.id, userId: sale.runnerUpId });
    sale.orders.push({ id: accepted.offer.offer.orderId!, buyerId: sale.runnerUpId });
  } catch (error) {
    if (!(error instanceof AppError) || !EXPECTED_REFUSALS.includes(error.code)) throw error;
  }
}

async function run(world: World, action: Step): Promise<void> {
  if (action.type === 'deposit') {
    const sale = world.sales[action.buyer]!;
    await fund(db, latestOrder(sale).buyerId, action.amount);
    return fund(db, sale.runnerUpId, action.amount);
  }
  const sale = world.sales[action.order]!;
  const order = latestOrder(sale);
  const asBuyer = { orderId: order.id, userId: order.buyerId };
  const asSeller = { orderId: order.id, userId: sale.sellerId };
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
          userId: sale.sellerId,
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
    case 'offer':
      return refusedOrDone(offerAfterForfeit(db, { id: order.id, userId: sale.sellerId }));
    case 'accept':
      return acceptOpenOffer(sale);
    case 'received':
      return refusedOrDone(markReceived(db, { inspectionDays: DEFAULT_INSPECTION_DAYS }, asBuyer));
    case 'ask_return':
      return refusedOrDone(
        requestReturn(db, { ...asBuyer, reason: 'damaged', details: 'The screen is cracked across the middle.' }),
      );
    case 'accept_return':
      return refusedOrDone(acceptReturn(db, asSeller));
    case 'refuse_return':
      return refusedOrDone(refuseReturn(db, asSeller));
    case 'ship_return':
      return refusedOrDone(shipReturn(db, { ...asBuyer, carrier: 'GIG Logistics', trackingNumber: 'R-1234' }));
    case 'return_back':
      return refusedOrDone(confirmReturnReceived(db, asSeller));
    case 'handover': {
      const right = handoverCodeFor(HANDOVER.key, order.id);
      const code = action.right ? right : String((Number(right) + 1) % 1_000_000).padStart(6, '0');
      return refusedOrDone(handOver(db, HANDOVER, { orderId: order.id, userId: sale.sellerId, code }));
    }
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

const IN_ESCROW = ['paid', 'shipped', 'delivered', 'disputed', 'return_requested', 'return_accepted', 'return_shipped'];
const PAID = [...IN_ESCROW, 'completed', 'cancelled', 'refunded'];

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
  for (const sale of world.sales) await checkSale(sale, world.sellerSharePercent);
  // Each kind of document is numbered from 1 without a gap, whatever rolled back.
  for (const numbering of await rows<{ count: string; last: number | null }>(
    db,
    sql`select count(*) as count, max(number) as last from sale_documents group by kind`,
  ))
    expect(Number(numbering.count)).toBe(numbering.last);
}

async function checkSale({ listingId, sellerId, runnerUpId, spec, orders }: WorldSale, sellerSharePercent: number) {
  const statuses: string[] = [];
  for (const { id: orderId, buyerId } of orders) {
    const [order] = await rows<{
      status: string;
      price_kobo: string;
      delivery_fee_kobo: string;
      delivery_method: string | null;
      delivery_address: { state: string } | null;
      payment_answer: { amountPaid: number } | null;
    }>(
      db,
      sql`select status, price_kobo, delivery_fee_kobo, delivery_method, delivery_address, payment_answer
          from orders where id = ${orderId}`,
    );
    statuses.push(order!.status);
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
    // A return comes back whole: price and delivery fee, the fee paying for the return's delivery.
    if (order!.status === 'refunded') expectedOut.push(['return_refund', price + deliveryFee, 'user_wallet', buyerId]);
    // A completed sale has its buyer's receipt and its seller's statement, with the figures the ledger moved.
    const documents = await rows<{ kind: string; user_id: string; commission_kobo: string; payout_kobo: string }>(
      db,
      sql`select kind, user_id, commission_kobo, payout_kobo from sale_documents where order_id = ${orderId} order by kind`,
    );
    expect(
      documents.map((doc) => [doc.kind, doc.user_id, Number(doc.commission_kobo), Number(doc.payout_kobo)]),
    ).toEqual(
      order!.status === 'completed'
        ? ['receipt', 'statement'].map((kind) => [
            kind,
            kind === 'receipt' ? buyerId : sellerId,
            commission,
            price - commission + deliveryFee,
          ])
        : [],
    );
    expect(outOfEscrow.map((move) => [move.purpose, Number(move.amount), move.to_kind, move.to_user])).toEqual(
      expectedOut,
    );
  }
  // Only the forfeited order before it opens a second chance, and only to the runner-up at their maximum.
  expect(statuses.slice(0, -1).every((status) => status === 'forfeited')).toBe(true);
  const offers = await rows<{ bidder_id: string; price_kobo: string }>(
    db,
    sql`select bidder_id, price_kobo from second_chance_offers where listing_id = ${listingId}`,
  );
  expect(
    offers.every((offer) => offer.bidder_id === runnerUpId && Number(offer.price_kobo) === spec.startingPrice),
  ).toBe(true);
  if (offers.length > 0) expect(statuses[0]).toBe('forfeited');

  // The winner's security: pending while they may pay, then counted towards the price or forfeited and split exactly.
  const [winner] = await rows<{ status: string; held_kobo: string; security_kobo: string }>(
    db,
    sql`select status, held_kobo, security_kobo from orders where id = ${orders[0]!.id}`,
  );
  const [security] = await rows<{ posted: string; pending: string }>(
    db,
    sql`select credits_posted - debits_posted as posted, credits_pending as pending from ledger_accounts where listing_id = ${listingId} and kind = 'auction_security'`,
  );
  expect(Number(security!.posted)).toBe(0);
  expect(Number(security!.pending)).toBe(winner!.status === 'awaiting_payment' ? Number(winner!.held_kobo) : 0);
  const shares = await rows<{ purpose: string; amount: string }>(
    db,
    sql`select t.purpose, t.amount_kobo as amount from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
        where a.listing_id = ${listingId} and t.purpose like 'forfeit_%' order by t.purpose`,
  );
  const expected = forfeitShares(Number(winner!.security_kobo), sellerSharePercent);
  expect(expected.sellerKobo + expected.platformKobo).toBe(Number(winner!.security_kobo));
  expect(shares.map((share) => [share.purpose, Number(share.amount)])).toEqual(
    winner!.status !== 'forfeited'
      ? []
      : [
          ['forfeit_platform_share', expected.platformKobo],
          ['forfeit_seller_share', expected.sellerKobo],
        ].filter(([, amount]) => Number(amount) > 0),
  );

  // Each buyer's strikes are their forfeits.
  for (const buyerId of new Set([orders[0]!.buyerId, runnerUpId])) {
    const [buyer] = await rows<{ forfeit_strikes: number }>(
      db,
      sql`select forfeit_strikes from users where id = ${buyerId}`,
    );
    const forfeits = orders.filter((order, index) => order.buyerId === buyerId && statuses[index] === 'forfeited');
    expect(buyer!.forfeit_strikes).toBe(forfeits.length);
  }
}

describe('paying, shipping, handing over, confirming, disputing, returning, cancelling, forfeiting and second chances in any order', () => {
  it('keep the ledger balanced, escrow equal to what was paid and not yet paid out, and every payout exact and once after each step', async () => {
    await fc.assert(
      fc.asyncProperty(
        sales,
        fc.integer({ min: 0, max: 100 }),
        secondChanceFirst,
        fc.array(step, { minLength: 6, maxLength: 24 }),
        async (specs, percent, forfeiting, steps) => {
          const world = await makeWorld(specs, percent);
          await checkInvariants(world);
          for (const action of [...secondChanceSteps(forfeiting), ...steps]) {
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
        secondChanceFirst,
        fc.array(fc.array(step, { minLength: 2, maxLength: 6 }), { minLength: 2, maxLength: 6 }),
        async (specs, percent, forfeiting, batches) => {
          const world = await makeWorld(specs, percent);
          for (const action of secondChanceSteps(forfeiting)) await run(world, action);
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
