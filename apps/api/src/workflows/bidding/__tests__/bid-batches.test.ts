import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidSecurityFor } from '@naijabid/shared/auction-rules';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { createBidService } from '../../../modules/bids/service';
import { systemAccount, transfer, walletAccount } from '../../../modules/wallet/repository';
import { insertUser } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { placeBid } from '../place-bid';

let app: TestApp;
let db: Database;
let seller: string;
beforeAll(async () => {
  app = await startTestApp();
  db = app.database.db;
  seller = await insertUser(db, 'batch-seller');
});
afterAll(() => app.close());

const naira = (amount: number) => amount * 100;
const ENDS_AT = new Date(Date.now() + 3_600_000);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A failure planted for one test, statement by statement (a prepared statement holds one). */
async function executeEach(...statements: string[]): Promise<void> {
  for (const statement of statements) await db.execute(sql.raw(statement));
}

async function fundedUser(fundsKobo: number): Promise<string> {
  const id = await insertUser(db, 'batch-bidder');
  const clearing = await systemAccount(db, 'provider_clearing');
  const wallet = await walletAccount(db, id);
  await db.transaction((tx) =>
    transfer(tx, {
      debitAccountId: clearing.id,
      creditAccountId: wallet.id,
      amountKobo: fundsKobo,
      purpose: 'deposit',
    }),
  );
  return id;
}

const liveAuction = () =>
  insertListingRow(app, seller, {
    startingPriceKobo: naira(50_000),
    currentPriceKobo: naira(50_000),
    startsAt: new Date(Date.now() - 60_000),
    endsAt: ENDS_AT,
  });

/** The database as place-bid.ts sees it, counting the calls it makes: one per batch. */
function countingDatabase() {
  const counting = {
    calls: 0,
    db: {
      execute: (query: Parameters<Database['execute']>[0]) => {
        counting.calls += 1;
        return db.execute(query);
      },
    } as unknown as Database,
  };
  return counting;
}

/** What a bidder is told: the answer and its events' kinds, or the refusal's code and message. */
async function outcome(placing: Promise<Awaited<ReturnType<typeof placeBid>>>) {
  try {
    const placed = await placing;
    return { replayed: placed.replayed, answer: placed.answer, events: placed.events.map((event) => event.type) };
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    return { failed: String(error) };
  }
}

/** Money still adds up: every transfer balanced, no wallet below zero, the leader's security held. */
async function checkMoney(listingId: string) {
  const [sums] = await rows<{ posted: string; pending: string }>(
    sql`select sum(credits_posted - debits_posted) as posted, sum(credits_pending - debits_pending) as pending from ledger_accounts`,
  );
  expect([Number(sums!.posted), Number(sums!.pending)]).toEqual([0, 0]);
  const [listing] = await rows<{ leader_max_kobo: string | null }>(
    sql`select leader_max_kobo from listings where id = ${listingId}`,
  );
  const [held] = await rows<{ amount: string | null }>(
    sql`select sum(credits_pending) as amount from ledger_accounts where listing_id = ${listingId}`,
  );
  const leaderMax = listing!.leader_max_kobo === null ? null : Number(listing!.leader_max_kobo);
  expect(Number(held?.amount ?? 0)).toBe(leaderMax === null ? 0 : bidSecurityFor(leaderMax));
}

/**
 * Bids of every kind: leading, outbid, too low, unbacked, not above one's own maximum, a
 * replay, then more leads and outbids. `bidder` indexes the five bidders; the fourth is poor.
 */
const SCRIPT: { bidder: number; max: number; replayOf?: number }[] = [
  { bidder: 0, max: naira(60_000) },
  { bidder: 1, max: naira(55_000) },
  { bidder: 2, max: naira(52_000) },
  { bidder: 3, max: naira(90_000) },
  { bidder: 0, max: naira(60_000) },
  { bidder: 1, max: naira(80_000) },
  { bidder: 1, max: naira(80_000), replayOf: 5 },
  { bidder: 4, max: naira(100_000) },
  { bidder: 0, max: naira(85_000) },
];

async function scriptedWorld() {
  const listing = await liveAuction();
  const bidders = await Promise.all(
    [0, 1, 2, 3, 4].map((index) => fundedUser(index === 3 ? naira(2_000) : naira(200_000))),
  );
  const keys: string[] = [];
  const requests = SCRIPT.map((step, index) => {
    keys.push(step.replayOf === undefined ? randomUUID() : keys[step.replayOf]!);
    return {
      listingId: listing.id,
      bidderId: bidders[step.bidder]!,
      maxAmountKobo: step.max,
      idempotencyKey: keys[index]!,
    };
  });
  return { listing, bidders, requests };
}

describe('bids that arrive together', () => {
  it('commit in one batch, each answered as it would have been alone, refusals spoiling nothing', async () => {
    const alone = await scriptedWorld();
    const aloneOutcomes = [];
    for (const request of alone.requests) aloneOutcomes.push(await outcome(placeBid(db, request)));

    const together = await scriptedWorld();
    const counting = countingDatabase();
    const togetherOutcomes = await Promise.all(
      together.requests.map((request) => outcome(placeBid(counting.db, request))),
    );

    expect(counting.calls).toBe(1);
    expect(togetherOutcomes).toEqual(aloneOutcomes);
    // The refusals in the middle did not stop the bids after them.
    expect(togetherOutcomes.map((answer) => ('code' in answer ? answer.code : 'placed'))).toEqual([
      'placed',
      'placed',
      'bid_too_low',
      'insufficient_funds',
      'bid_too_low',
      'placed',
      'placed',
      'placed',
      'placed',
    ]);

    // One transaction: every accepted bid has its time; the auction ends as the sequential one.
    const stored = await rows<{ created_at: string }>(
      sql`select created_at from bids where listing_id = ${together.listing.id}`,
    );
    expect(stored).toHaveLength(5);
    expect(new Set(stored.map((bid) => String(bid.created_at))).size).toBe(1);
    const state = (listingId: string, bidders: string[]) =>
      rows<{ current_price_kobo: string; bid_count: number; leader_id: string; leader_max_kobo: string }>(
        sql`select current_price_kobo, bid_count, leader_id, leader_max_kobo from listings where id = ${listingId}`,
      ).then(([row]) => ({ ...row, leader_id: bidders.indexOf(row!.leader_id) }));
    expect(await state(together.listing.id, together.bidders)).toEqual(await state(alone.listing.id, alone.bidders));

    // The hash chain holds, and the live events are numbered one after another.
    const service = createBidService({ db });
    expect((await service.verifyAuction(together.listing.id)).broken).toBeNull();
    const sequences = await rows<{ sequence: string }>(
      sql`select sequence from events where channel = ${`auction:${together.listing.id}`} order by sequence`,
    );
    expect(sequences.map((row) => Number(row.sequence))).toEqual([1, 2, 3, 4, 5]);
    // Each outbid bidder got the notice the sequential run sent, and its mail job.
    const notices = (bidders: string[]) =>
      rows<{ user_id: string; mails: string }>(sql`
        select n.user_id, count(j.id) as mails from notifications n
        left join jobs j on j.dedupe_key = 'notice:' || n.id || ':mail'
        where n.kind = 'outbid' and n.user_id in ${bidders} group by n.user_id`).then((found) =>
        found.map((row) => [bidders.indexOf(row.user_id), Number(row.mails)]).sort(),
      );
    expect(await notices(together.bidders)).toEqual(await notices(alone.bidders));
    await checkMoney(together.listing.id);
  });

  it('all fail with an error, moving no money, when their batch transaction fails', async () => {
    const listing = await liveAuction();
    const bidders = await Promise.all([0, 1, 2].map(() => fundedUser(naira(200_000))));
    const transfersBefore = await rows<{ count: string }>(sql`select count(*) from ledger_transfers`);
    // The batch's last write, its live events, fails after its bids and money were written.
    await executeEach(
      `create function refuse_events_for_test() returns trigger language plpgsql as $$
       begin raise exception 'events refused for the test'; end; $$`,
      `create trigger refuse_events_for_test before insert on events
       for each row when (new.channel = 'auction:${listing.id}') execute function refuse_events_for_test()`,
    );
    try {
      const counting = countingDatabase();
      const outcomes = await Promise.all(
        bidders.map((bidderId, index) =>
          outcome(
            placeBid(counting.db, {
              listingId: listing.id,
              bidderId,
              maxAmountKobo: naira(60_000 + index * 10_000),
              idempotencyKey: randomUUID(),
            }),
          ),
        ),
      );
      for (const answer of outcomes) expect(answer).toEqual({ failed: expect.stringContaining('Failed query') });
      // The batch, then each bid alone in case one bid was the cause.
      expect(counting.calls).toBe(1 + bidders.length);
    } finally {
      await executeEach('drop trigger refuse_events_for_test on events', 'drop function refuse_events_for_test()');
    }
    expect(await rows(sql`select id from bids where listing_id = ${listing.id}`)).toEqual([]);
    expect(await rows<{ count: string }>(sql`select count(*) from ledger_transfers`)).toEqual(transfersBefore);
    const wallets = await rows<{ available: string; held: string }>(sql`
      select credits_posted - debits_posted - debits_pending as available, debits_pending as held
      from ledger_accounts where kind = 'user_wallet' and user_id in ${bidders}`);
    expect(wallets.map((wallet) => [Number(wallet.available), Number(wallet.held)])).toEqual(
      bidders.map(() => [naira(200_000), 0]),
    );
    const [state] = await rows<{ bid_count: number; leader_id: string | null }>(
      sql`select bid_count, leader_id from listings where id = ${listing.id}`,
    );
    expect(state).toEqual({ bid_count: 0, leader_id: null });
    await checkMoney(listing.id);
  });

  it('place the others when one bid makes their batch fail', async () => {
    const listing = await liveAuction();
    const bidders = await Promise.all([0, 1, 2].map(() => fundedUser(naira(200_000))));
    const poisoned = naira(77_777);
    await executeEach(
      `create function refuse_bid_for_test() returns trigger language plpgsql as $$
       begin raise exception 'bid refused for the test'; end; $$`,
      `create trigger refuse_bid_for_test before insert on bids
       for each row when (new.max_amount_kobo = ${poisoned}) execute function refuse_bid_for_test()`,
    );
    try {
      const outcomes = await Promise.all(
        [naira(60_000), poisoned, naira(90_000)].map((maxAmountKobo, index) =>
          outcome(
            placeBid(db, {
              listingId: listing.id,
              bidderId: bidders[index]!,
              maxAmountKobo,
              idempotencyKey: randomUUID(),
            }),
          ),
        ),
      );
      expect(outcomes[0]).toMatchObject({ answer: { leading: true, bidCount: 1 } });
      expect(outcomes[1]).toEqual({ failed: expect.stringContaining('Failed query') });
      expect(outcomes[2]).toMatchObject({ answer: { leading: true, bidCount: 2 } });
    } finally {
      await executeEach('drop trigger refuse_bid_for_test on bids', 'drop function refuse_bid_for_test()');
    }
    await checkMoney(listing.id);
    expect((await createBidService({ db }).verifyAuction(listing.id)).broken).toBeNull();
  });
});

describe('the hash chain', () => {
  it('refuses a bid inserted with a link that does not continue its auction chain', async () => {
    const listing = await liveAuction();
    const bidder = await fundedUser(naira(200_000));
    await placeBid(db, {
      listingId: listing.id,
      bidderId: bidder,
      maxAmountKobo: naira(60_000),
      idempotencyKey: randomUUID(),
    });
    const forged = await db
      .execute(
        sql`
        insert into bids (listing_id, bidder_id, max_amount_kobo, idempotency_key, answer,
          chain_position, masked_bidder_name, salt, commitment, previous_hash, hash)
        select listing_id, bidder_id, max_amount_kobo + 1, ${randomUUID()}, answer,
          chain_position + 1, masked_bidder_name, salt, commitment, hash, hash
        from bids where listing_id = ${listing.id}`,
      )
      .then(
        () => 'inserted',
        (error: Error) => String(error.cause),
      );
    expect(forged).toContain('does not continue its hash chain');
    expect(await rows(sql`select id from bids where listing_id = ${listing.id}`)).toHaveLength(1);
  });
});
