import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidIncrementFor, bidSecurityFor } from '@naijabid/shared/auction-rules';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { maskedBidderName, proxyOutcome } from '@naijabid/shared/proxy-bidding';
import { signUpAndLogIn } from '../../test/accounts';
import { bid as placeBid, fundedBidder, MANY_LOGINS, sellerId } from '../../test/bidding';
import { insertListingRow } from '../../test/listings';
import { startTestApp, type TestApp } from '../../test/test-app';

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
const bid = (who: { token: string }, listingId: string, maxAmount: number, key?: string) => placeBid(app, who, listingId, maxAmount, key);

async function wallet(who: { token: string }) {
  return (await app.request('GET', '/api/v1/wallet', { token: who.token })).body.data as { available: number; held: number };
}

async function liveAuction(overrides: Parameters<typeof insertListingRow>[2] = {}) {
  return insertListingRow(app, seller, { startingPriceKobo: naira(50_000), currentPriceKobo: naira(50_000), endsAt: new Date(Date.now() + 3_600_000), ...overrides });
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
  expect(await rows(sql`select id from ledger_accounts where debits_must_not_exceed_credits and credits_posted - debits_posted - debits_pending < 0`)).toEqual([]);
  const allBids = await rows<{ bidder_id: string; max_amount_kobo: string; sequence: string }>(
    sql`select bidder_id, max_amount_kobo, sequence from bids where listing_id = ${listingId}`,
  );
  const [listing] = await rows<{ leader_id: string | null; leader_max_kobo: string | null; current_price_kobo: string; bid_count: number; starting_price_kobo: string; reserve_price_kobo: string | null }>(
    sql`select leader_id, leader_max_kobo, current_price_kobo, bid_count, starting_price_kobo, reserve_price_kobo from listings where id = ${listingId}`,
  );
  const expected = proxyOutcome(
    { startingPriceKobo: Number(listing!.starting_price_kobo), reservePriceKobo: listing!.reserve_price_kobo === null ? null : Number(listing!.reserve_price_kobo) },
    allBids.map((row) => ({ bidderId: row.bidder_id, maxAmountKobo: Number(row.max_amount_kobo), sequence: Number(row.sequence) })),
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
    expect(response.body.data).toMatchObject({ leading: true, currentPrice: naira(50_000), bidCount: 1, minNextBid: naira(50_000) + bidIncrementFor(naira(50_000)) });
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
    expect(history.body.data.items.map((entry: { bidder: string; price: number }) => [entry.bidder, entry.price])).toEqual([
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
    expect(response.body).toMatchObject({ code: 'bid_too_low', message: serverMessages.bidTooLow(formatNaira(naira(50_000))) });
  });

  it('refuses a bid the wallet cannot back, saying how much more to deposit, and changes nothing', async () => {
    const listing = await liveAuction();
    const poor = await bidder(naira(2_000));
    const response = await bid(poor, listing.id, naira(60_000));
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(serverMessages.insufficientFunds(formatNaira(naira(6_000)), formatNaira(naira(4_000))));
    await checkAuctionInvariants(listing.id);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.bidCount).toBe(0);
  });

  it('refuses the seller, an auction not started and an auction ended', async () => {
    const owner = await signUpAndLogIn(app, { accountType: 'seller' });
    const ownId = (await app.request('GET', '/api/v1/me', { token: owner.token })).body.data.user.id;
    const own = await insertListingRow(app, ownId);
    expect((await bid({ token: owner.token }, own.id, naira(500_000))).body.code).toBe('own_auction');
    const ada = await bidder(naira(100_000));
    const upcoming = await liveAuction({ startsAt: new Date(Date.now() + 3_600_000), endsAt: new Date(Date.now() + 7_200_000) });
    const notStarted = await bid(ada, upcoming.id, naira(60_000));
    expect(notStarted.status).toBe(409);
    expect(notStarted.body.message).toBe(serverMessages.auctionNotStarted);
    const ended = await liveAuction({ startsAt: new Date(Date.now() - 7_200_000), endsAt: new Date(Date.now() - 1_000) });
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
    const missing = await app.request('POST', `/api/v1/auctions/${listing.id}/bids`, { token: ada.token, body: { maxAmount: naira(90_000) } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(serverMessages.idempotencyKeyRequired);
  });

  it('moves the end to 2 minutes after a bid accepted in the last 2 minutes, and not after a refused one', async () => {
    const endsAt = new Date(Date.now() + 60_000);
    const listing = await liveAuction({ endsAt });
    const ada = await bidder(naira(100_000));
    const refused = await bid(ada, listing.id, naira(10_000));
    expect(refused.status).toBe(422);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.endsAt).toBe(endsAt.toISOString());
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
      Array.from({ length: bidCount }, (_, index) => bid(bidders[index % bidderCount]!, listing.id, naira(50_000 + ((index * 7919) % 400) * 1_000))),
    );
    for (const answer of answers) expect([201, 422]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
    await checkAuctionInvariants(listing.id);
  }, 120_000);
});
