import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import { proxyOutcome } from '@naijabid/shared/proxy-bidding';
import type { PlaceBidAnswer } from '@naijabid/shared/schemas/bids';
import type { Database } from '../../../db/client';
import { insertDeposit } from '../../../modules/deposits/repository';
import { insertListingRow } from '../../../test/listings';
import { insertUser } from '../../../test/bidding';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AppError } from '../../../errors';
import { closeAuction } from '../close-auctions';
import { creditDeposit } from '../../money/credit-deposit';
import { placeBid } from '../place-bid';

let app: TestApp;
let db: Database;
beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
});
afterAll(() => app.close());

const naira = (amount: number) => amount * 100;

const newUser = () => insertUser(db, 'property');

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Step =
  | { type: 'deposit'; user: number; amount: number; replays: number }
  | { type: 'bid'; user: number; auction: number; max: number }
  | { type: 'match'; user: number; auction: number }
  | { type: 'raise'; auction: number; by: number }
  | { type: 'close'; auction: number };

// Matching the leader's maximum makes a tie; the leader raising their own maximum after a
// tie (or a price capped at their maximum) is where the price depends on the bids' order.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('deposit' as const),
      user: fc.nat(3),
      amount: fc.integer({ min: naira(1_000), max: naira(60_000) }),
      replays: fc.nat(2),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('bid' as const),
      user: fc.nat(3),
      auction: fc.nat(1),
      max: fc.integer({ min: naira(40_000), max: naira(400_000) }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('match' as const), user: fc.nat(3), auction: fc.nat(1) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('raise' as const),
      auction: fc.nat(1),
      by: fc.integer({ min: 1, max: naira(20_000) }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('close' as const), auction: fc.nat(1) }) },
);

interface World {
  users: string[];
  auctions: string[];
}

async function makeWorld(): Promise<World> {
  const seller = await newUser();
  const buyers = await Promise.all([0, 1, 2, 3].map(() => newUser()));
  const auctions = await Promise.all(
    [0, 1].map(() =>
      insertListingRow(app, seller, {
        startingPriceKobo: naira(50_000),
        currentPriceKobo: naira(50_000),
        reservePriceKobo: naira(120_000),
      }),
    ),
  );
  return { users: buyers, auctions: auctions.map((auction) => auction.id) };
}

/** The bid a step makes; a match or a raise makes none before the auction's first bid. */
async function bidOf(
  world: World,
  action: Extract<Step, { type: 'bid' | 'match' | 'raise' }>,
): Promise<{ bidderId: string; maxAmountKobo: number } | undefined> {
  if (action.type === 'bid') return { bidderId: world.users[action.user]!, maxAmountKobo: action.max };
  const [listing] = await rows<{ leader_id: string | null; leader_max_kobo: string | null }>(
    sql`select leader_id, leader_max_kobo from listings where id = ${world.auctions[action.auction]!}`,
  );
  if (!listing?.leader_id) return undefined;
  const leaderMax = Number(listing.leader_max_kobo);
  return action.type === 'match'
    ? { bidderId: world.users[action.user]!, maxAmountKobo: leaderMax }
    : { bidderId: listing.leader_id, maxAmountKobo: leaderMax + action.by };
}

/** Runs one step; refusals by the rules are expected outcomes, anything else fails the test. */
async function run(world: World, action: Step): Promise<void> {
  if (action.type === 'deposit') {
    const reference = `prop_${randomUUID()}`;
    await insertDeposit(db, {
      userId: world.users[action.user]!,
      reference,
      provider: 'paystack',
      amountKobo: action.amount,
    });
    const charge = { reference, amountKobo: action.amount, currency: 'NGN', channel: 'card', customerCode: null };
    await Promise.all(Array.from({ length: 1 + action.replays }, () => creditDeposit(db, charge, app.log, 'paystack')));
    return;
  }
  if (action.type === 'close') {
    await db.execute(
      sql`update listings set ends_at = now() - interval '1 millisecond' where id = ${world.auctions[action.auction]!} and status = 'scheduled'`,
    );
    await closeAuction(db, world.auctions[action.auction]!);
    return;
  }
  const bid = await bidOf(world, action);
  if (!bid) return;
  try {
    await placeBid(db, { listingId: world.auctions[action.auction]!, ...bid, idempotencyKey: randomUUID() });
  } catch (error) {
    if (!(error instanceof AppError) || !['bid_too_low', 'insufficient_funds', 'auction_closed'].includes(error.code))
      throw error;
  }
}

async function checkInvariants(world: World): Promise<void> {
  const [sums] = await rows<{ posted: string; pending: string }>(
    sql`select sum(credits_posted - debits_posted) as posted, sum(credits_pending - debits_pending) as pending from ledger_accounts`,
  );
  expect(Number(sums!.posted)).toBe(0);
  expect(Number(sums!.pending)).toBe(0);
  expect(
    await rows(
      sql`select id from ledger_accounts where debits_must_not_exceed_credits and credits_posted - debits_posted - debits_pending < 0`,
    ),
  ).toEqual([]);
  for (const listingId of world.auctions) {
    const [listing] = await rows<{
      status: string;
      outcome: string | null;
      winner_id: string | null;
      leader_id: string | null;
      current_price_kobo: string;
      bid_count: number;
    }>(
      sql`select status, outcome, winner_id, leader_id, current_price_kobo, bid_count from listings where id = ${listingId}`,
    );
    const allBids = await rows<{
      bidder_id: string;
      max_amount_kobo: string;
      sequence: string;
      answer: PlaceBidAnswer;
    }>(
      sql`select bidder_id, max_amount_kobo, sequence, answer from bids where listing_id = ${listingId} order by sequence`,
    );
    expect(listing!.bid_count).toBe(allBids.length);
    // The newest bid's answer told its bidder the auction's state as it now stands.
    const newest = allBids.at(-1)?.answer;
    if (newest)
      expect([newest.currentPrice, newest.bidCount]).toEqual([Number(listing!.current_price_kobo), allBids.length]);
    const expected = proxyOutcome(
      { startingPriceKobo: naira(50_000), reservePriceKobo: naira(120_000) },
      allBids.map((bid) => ({
        bidderId: bid.bidder_id,
        maxAmountKobo: Number(bid.max_amount_kobo),
        sequence: Number(bid.sequence),
      })),
    );
    expect(listing!.leader_id).toBe(expected.leader?.bidderId ?? null);
    expect(Number(listing!.current_price_kobo)).toBe(expected.currentPriceKobo);
    const [held] = await rows<{ amount: string | null }>(
      sql`select sum(credits_pending) as amount from ledger_accounts where listing_id = ${listingId}`,
    );
    const holding = Number(held?.amount ?? 0);
    if (listing!.status === 'ended') {
      const sold = listing!.outcome === 'sold';
      expect(listing!.winner_id).toBe(sold ? expected.leader!.bidderId : null);
      expect(holding).toBe(sold ? bidSecurityFor(expected.leader!.maxAmountKobo) : 0);
    } else {
      expect(holding).toBe(expected.leader ? bidSecurityFor(expected.leader.maxAmountKobo) : 0);
    }
  }
}

describe('bids, deposits and closes in any order', () => {
  it('keep every rule after each step of random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const world = await makeWorld();
        for (const action of steps) {
          await run(world, action);
          await checkInvariants(world);
        }
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it('keep every rule when leaders raise their own maximum after ties and capped prices', async () => {
    // Maximums on a coarse grid, matches and small raises by funded bidders on one auction
    // make the cases where the price depends on the order of the bids common.
    const chase: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        type: fc.constant('bid' as const),
        user: fc.nat(3),
        auction: fc.constant(0),
        max: fc.integer({ min: 50, max: 150 }).map((thousands) => naira(1_000 * thousands)),
      }),
      fc.record({ type: fc.constant('match' as const), user: fc.nat(3), auction: fc.constant(0) }),
      fc.record({
        type: fc.constant('raise' as const),
        auction: fc.constant(0),
        by: fc.integer({ min: 1, max: 30 }).map((hundreds) => naira(100 * hundreds)),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(chase, { minLength: 3, maxLength: 12 }), async (steps) => {
        const world = await makeWorld();
        for (const user of [0, 1, 2, 3]) await run(world, { type: 'deposit', user, amount: naira(20_000), replays: 0 });
        for (const action of steps) {
          await run(world, action);
          await checkInvariants(world);
        }
      }),
      { numRuns: 10 },
    );
  }, 180_000);

  it('keep every rule after each batch of random concurrent steps', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 2, maxLength: 8 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          const world = await makeWorld();
          for (const batch of batches) {
            await Promise.all(batch.map((action) => run(world, action)));
            await checkInvariants(world);
          }
        },
      ),
      { numRuns: 10 },
    );
  }, 180_000);
});
