import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BID_INCREMENT_BANDS,
  BID_SECURITY_MIN_KOBO,
  BID_SECURITY_PERCENT,
  bidIncrementFor,
  bidSecurityFor,
  FORFEITS_BEFORE_BIDDING_BAR,
} from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { maskedBidderName, proxyOutcome } from '@naijabid/shared/proxy-bidding';
import { signUpAndLogIn } from '../../../test/accounts';
import { bid as placeBid, fundedBidder, MANY_LOGINS, sellerId } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../../db/client';
import { auctionChannel, userChannel } from '../../../modules/live/repository';
import { placeBid as placeBidWorkflow } from '../place-bid';

let app: TestApp;
let seller: string;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  // Every bidder here logs in from one address.
  app = await startTestApp(MANY_LOGINS);
  seller = await sellerId(app);
});
afterAll(() => app.close());

const bidder = (fundsKobo: number) => fundedBidder(app, fundsKobo);
const bid = (who: { token: string }, listingId: string, maxAmount: number, key?: string) =>
  placeBid(app, who, listingId, maxAmount, key);

async function wallet(who: { token: string }) {
  return (await app.request('GET', '/api/v1/wallet', { token: who.token })).body.data as {
    available: number;
    held: number;
  };
}

async function liveAuction(overrides: Parameters<typeof insertListingRow>[2] = {}) {
  return insertListingRow(app, seller, {
    startingPriceKobo: naira(50_000),
    currentPriceKobo: naira(50_000),
    endsAt: new Date(Date.now() + 3_600_000),
    ...overrides,
  });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What must hold after any bids: ledger balanced, no wallet below zero, one hold per auction's leader. */
async function checkAuctionInvariants(listingId: string) {
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
  const allBids = await rows<{ bidder_id: string; max_amount_kobo: string; sequence: string }>(
    sql`select bidder_id, max_amount_kobo, sequence from bids where listing_id = ${listingId}`,
  );
  const [listing] = await rows<{
    leader_id: string | null;
    leader_max_kobo: string | null;
    current_price_kobo: string;
    bid_count: number;
    starting_price_kobo: string;
    reserve_price_kobo: string | null;
  }>(
    sql`select leader_id, leader_max_kobo, current_price_kobo, bid_count, starting_price_kobo, reserve_price_kobo from listings where id = ${listingId}`,
  );
  const expected = proxyOutcome(
    {
      startingPriceKobo: Number(listing!.starting_price_kobo),
      reservePriceKobo: listing!.reserve_price_kobo === null ? null : Number(listing!.reserve_price_kobo),
    },
    allBids.map((row) => ({
      bidderId: row.bidder_id,
      maxAmountKobo: Number(row.max_amount_kobo),
      sequence: Number(row.sequence),
    })),
  );
  expect(listing!.leader_id).toBe(expected.leader?.bidderId ?? null);
  expect(Number(listing!.current_price_kobo)).toBe(expected.currentPriceKobo);
  expect(listing!.bid_count).toBe(allBids.length);
  const holds = await rows<{ amount: string }>(sql`
    select sum(a.credits_pending) as amount from ledger_accounts a where a.listing_id = ${listingId} and a.kind = 'auction_security'`);
  expect(Number(holds[0]?.amount ?? 0)).toBe(expected.leader ? bidSecurityFor(expected.leader.maxAmountKobo) : 0);
}

describe('POST /api/v1/auctions/:id/bids', () => {
  it('takes a first bid at the starting price and holds 10% of the maximum as security', async () => {
    const listing = await liveAuction();
    const ada = await bidder(naira(100_000));
    const response = await bid(ada, listing.id, naira(80_000));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(serverMessages.bidAccepted);
    expect(response.body.data).toMatchObject({
      leading: true,
      currentPrice: naira(50_000),
      bidCount: 1,
      minNextBid: naira(50_000) + bidIncrementFor(naira(50_000)),
    });
    expect(await wallet(ada)).toMatchObject({ available: naira(92_000), held: naira(8_000) });
    await checkAuctionInvariants(listing.id);
  });

  it('moves the lead and the security hold to a higher maximum, at one increment above the old one, masking names in the history', async () => {
    const listing = await liveAuction();
    const ada = await bidder(naira(100_000));
    const bola = await bidder(naira(100_000));
    await bid(ada, listing.id, naira(60_000));
    const response = await bid(bola, listing.id, naira(90_000));
    expect(response.body.data).toMatchObject({ leading: true, currentPrice: naira(61_000), bidCount: 2 });
    expect(await wallet(ada)).toEqual({ available: naira(100_000), held: 0, currency: 'NGN' });
    expect(await wallet(bola)).toMatchObject({ held: naira(9_000) });
    await checkAuctionInvariants(listing.id);

    const history = await app.request('GET', `/api/v1/auctions/${listing.id}/bids`);
    expect(
      history.body.data.items.map((entry: { bidder: string; price: number }) => [entry.bidder, entry.price]),
    ).toEqual([
      [maskedBidderName(bola.firstName, bola.lastName), naira(61_000)],
      [maskedBidderName(ada.firstName, ada.lastName), naira(50_000)],
    ]);
    expect(JSON.stringify(history.body)).not.toContain(String(naira(90_000)));
  });

  it('accepts a lower maximum that does not lead, raising the price, holding nothing for it', async () => {
    const listing = await liveAuction();
    const ada = await bidder(naira(100_000));
    const chidi = await bidder(naira(100_000));
    await bid(ada, listing.id, naira(90_000));
    const response = await bid(chidi, listing.id, naira(70_000));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(serverMessages.bidOutbid);
    expect(response.body.data).toMatchObject({ leading: false, currentPrice: naira(71_000) });
    expect((await wallet(chidi)).held).toBe(0);
    await checkAuctionInvariants(listing.id);
  });

  it('refuses a maximum below the next minimum, saying the minimum', async () => {
    const listing = await liveAuction();
    const ada = await bidder(naira(100_000));
    const response = await bid(ada, listing.id, naira(49_000));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'bid_too_low',
      message: serverMessages.bidTooLow(formatNaira(naira(50_000))),
    });
  });

  it('refuses a bid the wallet cannot back, saying how much more to deposit, and changes nothing', async () => {
    const listing = await liveAuction();
    const poor = await bidder(naira(2_000));
    const response = await bid(poor, listing.id, naira(60_000));
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(
      serverMessages.insufficientFunds(formatNaira(naira(6_000)), formatNaira(naira(4_000))),
    );
    await checkAuctionInvariants(listing.id);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.bidCount).toBe(0);
  });

  it('refuses the seller, an auction not started and an auction ended', async () => {
    const owner = await signUpAndLogIn(app, { accountType: 'seller' });
    const ownId = (await app.request('GET', '/api/v1/me', { token: owner.token })).body.data.user.id;
    const own = await insertListingRow(app, ownId);
    expect((await bid({ token: owner.token }, own.id, naira(500_000))).body.code).toBe('own_auction');
    const ada = await bidder(naira(100_000));
    const upcoming = await liveAuction({
      startsAt: new Date(Date.now() + 3_600_000),
      endsAt: new Date(Date.now() + 7_200_000),
    });
    const notStarted = await bid(ada, upcoming.id, naira(60_000));
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.message).toBe(serverMessages.auctionNotStarted);
    const ended = await liveAuction({
      startsAt: new Date(Date.now() - 7_200_000),
      endsAt: new Date(Date.now() - 1_000),
    });
    const late = await bid(ada, ended.id, naira(60_000));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(serverMessages.auctionEnded);
  });

  it('answers a replayed Idempotency-Key with the first answer and records one bid', async () => {
    const listing = await liveAuction();
    const ada = await bidder(naira(100_000));
    const key = randomUUID();
    const first = await bid(ada, listing.id, naira(70_000), key);
    const replays = await Promise.all([1, 2, 3].map(() => bid(ada, listing.id, naira(70_000), key)));
    for (const replay of replays) expect(replay.body.data).toEqual(first.body.data);
    await checkAuctionInvariants(listing.id);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.bidCount).toBe(1);
    const missing = await app.request('POST', `/api/v1/auctions/${listing.id}/bids`, {
      token: ada.token,
      body: { maxAmount: naira(90_000) },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(serverMessages.idempotencyKeyRequired);
  });

  it('refuses an Idempotency-Key used before for another auction or another amount, and still replays the same bid', async () => {
    const listing = await liveAuction();
    const other = await liveAuction();
    const ada = await bidder(naira(100_000));
    const key = randomUUID();
    const first = await bid(ada, listing.id, naira(70_000), key);
    expect(first.status).toBe(201);
    for (const reused of [
      await bid(ada, other.id, naira(70_000), key),
      await bid(ada, listing.id, naira(80_000), key),
    ]) {
      expect(reused.status).toBe(409);
      expect(reused.body).toMatchObject({
        code: 'idempotency_key_reused',
        message: serverMessages.idempotencyKeyReused,
      });
    }
    const replay = await bid(ada, listing.id, naira(70_000), key);
    expect(replay.status).toBe(201);
    expect(replay.body.data).toEqual(first.body.data);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.bidCount).toBe(1);
    expect((await app.request('GET', `/api/v1/auctions/${other.id}`)).body.data.auction.bidCount).toBe(0);
    await checkAuctionInvariants(listing.id);
    await checkAuctionInvariants(other.id);
  });

  it('places one of two bids sent at once for two auctions with one Idempotency-Key and refuses the other', async () => {
    const auctions = [await liveAuction(), await liveAuction()];
    const ada = await bidder(naira(100_000));
    const key = randomUUID();
    const answers = await Promise.all(auctions.map((auction) => bid(ada, auction.id, naira(60_000), key)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('idempotency_key_reused');
    for (const auction of auctions) await checkAuctionInvariants(auction.id);
  });

  it('keeps the price when the leader raises their maximum after a tie or a capped price', async () => {
    const cheap = { startingPriceKobo: naira(1_000), currentPriceKobo: naira(1_000) };
    const tie = await liveAuction(cheap);
    const [ada, bola, chidi] = await Promise.all([
      bidder(naira(100_000)),
      bidder(naira(100_000)),
      bidder(naira(100_000)),
    ]);
    await bid(ada, tie.id, naira(5_000));
    expect((await bid(bola, tie.id, naira(5_000))).body.data).toMatchObject({
      leading: false,
      currentPrice: naira(5_000),
    });
    const raised = await bid(ada, tie.id, naira(8_000));
    expect(raised.body.data).toMatchObject({ leading: true, currentPrice: naira(5_000), minNextBid: naira(5_100) });
    await checkAuctionInvariants(tie.id);
    // The next bidder is asked for one increment above the price that stayed.
    expect((await bid(chidi, tie.id, naira(5_100))).body.data).toMatchObject({
      leading: false,
      currentPrice: naira(5_200),
    });
    await checkAuctionInvariants(tie.id);

    const capped = await liveAuction(cheap);
    await bid(ada, capped.id, naira(5_000));
    expect((await bid(bola, capped.id, naira(4_950))).body.data).toMatchObject({ currentPrice: naira(5_000) });
    expect((await bid(ada, capped.id, naira(8_000))).body.data).toMatchObject({
      leading: true,
      currentPrice: naira(5_000),
    });
    await checkAuctionInvariants(capped.id);

    const reserve = await liveAuction({ ...cheap, reservePriceKobo: naira(5_050) });
    await bid(ada, reserve.id, naira(5_000));
    await bid(bola, reserve.id, naira(5_000));
    expect((await bid(ada, reserve.id, naira(8_000))).body.data).toMatchObject({
      leading: true,
      currentPrice: naira(5_050),
    });
    await checkAuctionInvariants(reserve.id);
  });

  it('moves the end to 2 minutes after a bid accepted in the last 2 minutes, and not after a refused one', async () => {
    const endsAt = new Date(Date.now() + 60_000);
    const listing = await liveAuction({ endsAt });
    const ada = await bidder(naira(100_000));
    const refused = await bid(ada, listing.id, naira(10_000));
    expect(refused.status).toBe(422);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.endsAt).toBe(
      endsAt.toISOString(),
    );
    const before = Date.now();
    const accepted = await bid(ada, listing.id, naira(60_000));
    const newEnd = new Date(accepted.body.data.endsAt).getTime();
    expect(newEnd).toBeGreaterThanOrEqual(before + 120_000 - 2_000);
    expect(newEnd).toBeLessThanOrEqual(Date.now() + 120_000 + 2_000);
  });

  it('lets one wallet back only what it holds across two auctions bid on at once', async () => {
    const first = await liveAuction();
    const second = await liveAuction();
    const ada = await bidder(naira(12_000));
    const answers = await Promise.all([bid(ada, first.id, naira(100_000)), bid(ada, second.id, naira(100_000))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await wallet(ada)).toMatchObject({ available: naira(2_000), held: naira(10_000) });
    await checkAuctionInvariants(first.id);
    await checkAuctionInvariants(second.id);
  });
});

describe('many bidders at once', () => {
  const realServer = Boolean(process.env.TEST_DATABASE_URL);
  const bidderCount = realServer ? 50 : 10;
  const bidCount = realServer ? 200 : 40;

  it(`keeps every rule with ${bidCount} concurrent bids from ${bidderCount} bidders on one auction`, async () => {
    const listing = await liveAuction();
    const bidders = await Promise.all(Array.from({ length: bidderCount }, () => bidder(naira(1_000_000))));
    const answers = await Promise.all(
      Array.from({ length: bidCount }, (_, index) =>
        bid(bidders[index % bidderCount]!, listing.id, naira(50_000 + ((index * 7919) % 400) * 1_000)),
      ),
    );
    for (const answer of answers) expect([201, 422]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
    await checkAuctionInvariants(listing.id);
  }, 120_000);
});

describe('failures the database asks us to retry', () => {
  const failure = (code: string) =>
    new Error('Failed query', { cause: Object.assign(new Error(`SQLSTATE ${code}`), { code }) });

  it('runs a bid again after a deadlock or a serialization failure, up to a limit', async () => {
    const listing = await liveAuction();
    const ada = await bidder(naira(100_000));
    const db = app.database.db;
    const failures = ['40P01', '40001'];
    let calls = 0;
    const flaky = {
      execute: (query: Parameters<Database['execute']>[0]) => {
        calls += 1;
        const code = failures.shift();
        return code ? Promise.reject(failure(code)) : db.execute(query);
      },
    } as unknown as Database;
    const placed = await placeBidWorkflow(flaky, {
      listingId: listing.id,
      bidderId: ada.id,
      maxAmountKobo: naira(60_000),
      idempotencyKey: randomUUID(),
    });
    expect(placed).toMatchObject({ replayed: false, answer: { leading: true, bidCount: 1 } });
    expect(calls).toBe(3);
    await checkAuctionInvariants(listing.id);

    calls = 0;
    const deadlocked = { execute: () => ((calls += 1), Promise.reject(failure('40P01'))) } as unknown as Database;
    await expect(
      placeBidWorkflow(deadlocked, {
        listingId: listing.id,
        bidderId: ada.id,
        maxAmountKobo: naira(70_000),
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(3);
  });
});

describe('two batches on two auctions with crossing bidders', () => {
  // Only a real server runs two transactions at once.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'never deadlock',
    async () => {
      const [first, second] = [await liveAuction(), await liveAuction()];
      const [xavier, yemi] = await Promise.all([bidder(naira(100_000)), bidder(naira(100_000))]);
      const clients = await Promise.all(
        [0, 1, 2].map(async () => {
          const client = new pg.Client({ connectionString: app.databaseUrl });
          await client.connect();
          return client;
        }),
      );
      const [holder, one, two] = clients as [pg.Client, pg.Client, pg.Client];
      const pidOf = async (client: pg.Client) =>
        (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const pids = new Map<pg.Client, number>([
        [one, await pidOf(one)],
        [two, await pidOf(two)],
      ]);
      const waitingForLock = async (client: pg.Client) => {
        const pid = pids.get(client)!;
        for (let tries = 0; tries < 400; tries += 1) {
          const [row] = await rows<{ wait_event_type: string | null }>(
            sql`select wait_event_type from pg_stat_activity where pid = ${pid}`,
          );
          if (row?.wait_event_type === 'Lock') return;
          await sleep(25);
        }
        throw new Error(`Backend ${pid} never waited for a lock`);
      };
      const batch = (client: pg.Client, listingId: string, bids: { bidderId: string; maxAmountKobo: number }[]) =>
        client.query<{ results: Array<{ refused?: string }> }>(
          'select place_bids($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7, $8) as results',
          [
            listingId,
            JSON.stringify(bids.map((entry) => ({ ...entry, idempotencyKey: randomUUID() }))),
            JSON.stringify(BID_INCREMENT_BANDS),
            BID_SECURITY_PERCENT,
            BID_SECURITY_MIN_KOBO,
            FORFEITS_BEFORE_BIDDING_BAR,
            auctionChannel(listingId),
            userChannel(''),
          ],
        );
      try {
        // Holding Xavier's wallet makes the order certain: the first batch queues for it with
        // Xavier's bid, the second takes Yemi's wallet with Yemi's bid and then queues behind.
        // Locking bid by bid, the first would next need Yemi's wallet: a deadlock.
        await holder.query('begin');
        await holder.query("select id from ledger_accounts where user_id = $1 and kind = 'user_wallet' for update", [
          xavier.id,
        ]);
        const firstBatch = batch(one, first.id, [
          { bidderId: xavier.id, maxAmountKobo: naira(60_000) },
          { bidderId: yemi.id, maxAmountKobo: naira(70_000) },
        ]);
        await waitingForLock(one);
        const secondBatch = batch(two, second.id, [
          { bidderId: yemi.id, maxAmountKobo: naira(60_000) },
          { bidderId: xavier.id, maxAmountKobo: naira(70_000) },
        ]);
        await waitingForLock(two);
        await holder.query('commit');
        const settled = await Promise.allSettled([firstBatch, secondBatch]);
        expect(
          settled.map((result) =>
            result.status === 'fulfilled'
              ? result.value.rows[0]!.results.map((entry) => entry.refused ?? 'placed')
              : String(result.reason),
          ),
        ).toEqual([
          ['placed', 'placed'],
          ['placed', 'placed'],
        ]);
      } finally {
        await Promise.all(clients.map((client) => client.end()));
      }
      await checkAuctionInvariants(first.id);
      await checkAuctionInvariants(second.id);
    },
    30_000,
  );
});
