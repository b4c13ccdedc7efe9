import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { insertUser } from '../../test/bidding';
import { insertListingRow } from '../../test/listings';
import { closeNow, fund, rows, runJobs } from '../../test/orders';
import { startTestApp, type TestApp } from '../../test/test-app';
import { forfeitShares } from '../order-jobs';
import { payOrder } from '../pay-order';
import { placeBid } from '../place-bid';

let app: TestApp;
let db: Database;
beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
});
afterAll(() => app.close());

const naira = (amount: number) => amount * 100;
const ORDERS = 3;

type Step =
  | { type: 'deposit'; buyer: number; amount: number }
  | { type: 'pay'; order: number; replays: number }
  | { type: 'deadline'; order: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    buyer: fc.nat(ORDERS - 1),
    amount: fc.integer({ min: 1, max: naira(80_000) }),
  }),
  fc.record({ type: fc.constant('pay' as const), order: fc.nat(ORDERS - 1), replays: fc.nat(2) }),
  fc.record({ type: fc.constant('deadline' as const), order: fc.nat(ORDERS - 1) }),
);

interface World {
  orders: string[];
  sellerSharePercent: number;
}

/**
 * Three sold auctions: each buyer's maximum (odd kobo ones included) gives a security that
 * may be odd, and may exceed a cheap price; some buyers hold other auctions' bids too.
 */
async function makeWorld(maximums: number[], sellerSharePercent: number): Promise<World> {
  const seller = await insertUser(db, 'order-seller');
  const orders: string[] = [];
  for (const maximum of maximums) {
    const buyer = await insertUser(db, 'order-buyer');
    await fund(db, buyer, naira(100_000));
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(5_000),
      currentPriceKobo: naira(5_000),
    });
    await placeBid(db, {
      listingId: listing.id,
      bidderId: buyer,
      maxAmountKobo: maximum,
      idempotencyKey: randomUUID(),
    });
    orders.push((await closeNow(db, listing.id))!);
  }
  return { orders, sellerSharePercent };
}

async function run(world: World, action: Step): Promise<void> {
  const orderId = world.orders[action.type === 'deposit' ? action.buyer : action.order]!;
  const [order] = await rows<{ buyer_id: string }>(db, sql`select buyer_id from orders where id = ${orderId}`);
  if (action.type === 'deposit') return fund(db, order!.buyer_id, action.amount);
  if (action.type === 'pay') {
    const key = randomUUID();
    await Promise.all(
      Array.from({ length: 1 + action.replays }, async () => {
        try {
          await payOrder(db, {
            orderId,
            buyerId: order!.buyer_id,
            idempotencyKey: key,
            delivery: { method: 'pickup' },
          });
        } catch (error) {
          if (
            !(error instanceof AppError) ||
            !['insufficient_funds', 'order_already_paid', 'payment_overdue'].includes(error.code)
          )
            throw error;
        }
      }),
    );
    return;
  }
  const [due] = await rows<{ hours: number }>(
    db,
    sql`select ceil(extract(epoch from due_at - now()) / 3600)::int + 1 as hours from orders where id = ${orderId}`,
  );
  if (due!.hours > 0)
    await app.request('POST', `/api/v1/dev/orders/${orderId}/advance`, { body: { hours: due!.hours } });
  await runJobs(app, world.sellerSharePercent);
}

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
  for (const orderId of world.orders) {
    const [order] = await rows<{
      status: string;
      price_kobo: string;
      held_kobo: string;
      security_kobo: string;
      listing_id: string;
      buyer_id: string;
      forfeit_strikes: number;
    }>(
      db,
      sql`select o.status, o.price_kobo, o.held_kobo, o.security_kobo, o.listing_id, o.buyer_id, u.forfeit_strikes from orders o join users u on u.id = o.buyer_id where o.id = ${orderId}`,
    );
    const [escrow] = await rows<{ balance: string }>(
      db,
      sql`select coalesce(sum(credits_posted - debits_posted), 0) as balance from ledger_accounts where order_id = ${orderId}`,
    );
    expect(Number(escrow!.balance)).toBe(order!.status === 'paid' ? Number(order!.price_kobo) : 0);
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

const maximums = fc.array(fc.integer({ min: naira(5_000), max: naira(200_000) }), {
  minLength: ORDERS,
  maxLength: ORDERS,
});

describe('paying and forfeiting orders in any order', () => {
  it('keep the ledger balanced, escrow equal to what was paid and forfeits split exactly after each step', async () => {
    await fc.assert(
      fc.asyncProperty(
        maximums,
        fc.integer({ min: 0, max: 100 }),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (maxima, percent, steps) => {
          const world = await makeWorld(maxima, percent);
          await checkInvariants(world);
          for (const action of steps) {
            await run(world, action);
            await checkInvariants(world);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);

  it('keep them after each batch of concurrent steps', async () => {
    await fc.assert(
      fc.asyncProperty(
        maximums,
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.array(step, { minLength: 2, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        async (maxima, percent, batches) => {
          const world = await makeWorld(maxima, percent);
          for (const batch of batches) {
            await Promise.all(batch.map((action) => run(world, action)));
            await checkInvariants(world);
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 240_000);
});
