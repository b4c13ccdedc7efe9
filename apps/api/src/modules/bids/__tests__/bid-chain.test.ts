import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_CHAIN_START, findBidChainBreak } from '@naijabid/shared/bid-chain';
import { bidLogBreaks, verifyAuctionOutput } from '@naijabid/shared/messages/bid-log';
import { maskedBidderName } from '@naijabid/shared/proxy-bidding';
import type { BidLog } from '@naijabid/shared/schemas/bid-log';
import { bid, fundedBidder, MANY_LOGINS, sellerId, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { closeNow } from '../../../test/orders';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { verifyAuctionReport } from '../../../verify-auction';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let app: TestApp;
let seller: string;
let ada: Bidder;
let bola: Bidder;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await sellerId(app);
  ada = await fundedBidder(app, naira(1_000_000));
  bola = await fundedBidder(app, naira(1_000_000));
});
afterAll(() => app.close());

const bidLog = async (listingId: string) =>
  (await app.request('GET', `/api/v1/auctions/${listingId}/bid-log`)).body.data as BidLog;
const verify = (listingId: string) => verifyAuctionReport(app.database.db, listingId);

/** A live auction with four accepted bids from two bidders, one refused bid between them. */
async function auctionWithBids(): Promise<string> {
  const listing = await insertListingRow(app, seller, {
    startingPriceKobo: naira(50_000),
    currentPriceKobo: naira(50_000),
    endsAt: new Date(Date.now() + 3_600_000),
  });
  expect((await bid(app, ada, listing.id, naira(60_000))).status).toBe(201);
  expect((await bid(app, bola, listing.id, naira(80_000))).status).toBe(201);
  expect((await bid(app, ada, listing.id, naira(50_000))).status).toBe(422);
  expect((await bid(app, ada, listing.id, naira(90_000))).status).toBe(201);
  expect((await bid(app, ada, listing.id, naira(120_000))).status).toBe(201);
  return listing.id;
}

describe('the bid hash chain', () => {
  it('links every accepted bid to the one before, records the final hash at the close, and verifies', async () => {
    const listingId = await auctionWithBids();
    const live = await bidLog(listingId);
    expect(live.finalHash).toBeNull();
    expect(live.items.map((entry) => entry.position)).toEqual([1, 2, 3, 4]);
    expect(live.items[0]!.previousHash).toBe(BID_CHAIN_START);
    for (const [index, entry] of live.items.entries()) {
      if (index > 0) expect(entry.previousHash).toBe(live.items[index - 1]!.hash);
    }
    expect(live.items.map((entry) => entry.bidder)).toEqual([
      maskedBidderName(ada.firstName, ada.lastName),
      maskedBidderName(bola.firstName, bola.lastName),
      maskedBidderName(ada.firstName, ada.lastName),
      maskedBidderName(ada.firstName, ada.lastName),
    ]);
    // The public prices, never the maximums or who is behind the masked names.
    expect(live.items.map((entry) => entry.price)).toEqual([
      naira(50_000),
      naira(61_000),
      naira(81_000),
      naira(81_000),
    ]);
    const published = JSON.stringify(live);
    for (const secret of [ada.id, bola.id, String(naira(120_000)), String(naira(90_000))])
      expect(published).not.toContain(secret);
    expect(await findBidChainBreak(listingId, live.items)).toBeNull();
    expect(await verify(listingId)).toEqual({
      exitCode: 0,
      line: verifyAuctionOutput.ok('Hisense 43 inch Smart TV', 4, null),
    });

    await closeNow(app.database.db, listingId);
    const closed = await bidLog(listingId);
    expect(closed.items).toEqual(live.items);
    expect(closed.finalHash).toBe(live.items.at(-1)!.hash);
    expect(await findBidChainBreak(listingId, closed.items, closed.finalHash)).toBeNull();
    expect((await verify(listingId)).exitCode).toBe(0);

    // The command itself, from a separate process, where one can reach the database.
    if (app.databaseUrl) {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/verify-auction-cli.ts', listingId],
        { cwd: apiRoot, env: { PATH: process.env.PATH, DATABASE_URL: app.databaseUrl } },
      );
      expect(stdout.trim()).toBe(verifyAuctionOutput.ok('Hisense 43 inch Smart TV', 4, closed.finalHash));
    }
  });

  it('names the bid whose maximum was changed in the database', async () => {
    const listingId = await auctionWithBids();
    await closeNow(app.database.db, listingId);
    await app.database.db.execute(
      sql`update bids set max_amount_kobo = ${naira(200_000)} where listing_id = ${listingId} and chain_position = 3`,
    );
    expect(await verify(listingId)).toEqual({
      exitCode: 1,
      line: verifyAuctionOutput.broken('Hisense 43 inch Smart TV', bidLogBreaks.commitment_mismatch(3)),
    });
  });

  it('names the bid whose public amount was changed, and the browser-side check sees it too', async () => {
    const listingId = await auctionWithBids();
    await closeNow(app.database.db, listingId);
    await app.database.db.execute(
      sql`update bids set answer = jsonb_set(answer, '{currentPrice}', ${String(naira(55_000))}::jsonb)
          where listing_id = ${listingId} and chain_position = 2`,
    );
    expect(await verify(listingId)).toEqual({
      exitCode: 1,
      line: verifyAuctionOutput.broken('Hisense 43 inch Smart TV', bidLogBreaks.hash_mismatch(2)),
    });
    const log = await bidLog(listingId);
    expect(await findBidChainBreak(listingId, log.items, log.finalHash)).toEqual({
      position: 2,
      reason: 'hash_mismatch',
    });
  });

  it('notices a bid removed, and a chain rewritten after the close', async () => {
    const removed = await auctionWithBids();
    await closeNow(app.database.db, removed);
    await app.database.db.execute(sql`delete from bids where listing_id = ${removed} and chain_position = 4`);
    expect((await verify(removed)).line).toBe(
      verifyAuctionOutput.broken('Hisense 43 inch Smart TV', bidLogBreaks.final_hash_mismatch(null)),
    );

    const rewritten = await auctionWithBids();
    await closeNow(app.database.db, rewritten);
    // Someone who recomputes the last bid's hash after changing it still misses the recorded end.
    await app.database.db.execute(
      sql`update bids set answer = jsonb_set(answer, '{currentPrice}', ${String(naira(70_000))}::jsonb),
            hash = bid_chain_hash(listing_id, chain_position, created_at, masked_bidder_name, ${naira(70_000)}, commitment, previous_hash)
          where listing_id = ${rewritten} and chain_position = 4`,
    );
    expect((await verify(rewritten)).line).toBe(
      verifyAuctionOutput.broken('Hisense 43 inch Smart TV', bidLogBreaks.final_hash_mismatch(null)),
    );
  });

  it('chains a Buy Now after the bids and records it as the final hash', async () => {
    // Buy Now stays offered after a bid while the reserve is not met.
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      reservePriceKobo: naira(70_000),
      buyNowPriceKobo: naira(90_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    expect((await bid(app, ada, listing.id, naira(55_000))).status).toBe(201);
    const bought = await app.request('POST', `/api/v1/auctions/${listing.id}/buy-now`, { token: bola.token });
    expect(bought.status).toBe(201);
    const log = await bidLog(listing.id);
    expect(log.items.map((entry) => [entry.position, entry.price])).toEqual([
      [1, naira(50_000)],
      [2, naira(90_000)],
    ]);
    expect(log.finalHash).toBe(log.items[1]!.hash);
    expect((await verify(listing.id)).exitCode).toBe(0);
  });

  it('answers not found for an auction nobody may see', async () => {
    const draft = await insertListingRow(app, seller, { status: 'draft' });
    const answer = await app.request('GET', `/api/v1/auctions/${draft.id}/bid-log`);
    expect(answer.status).toBe(404);
    expect((await verify(draft.id)).exitCode).toBe(2);
  });
});
