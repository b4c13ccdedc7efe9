import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidIncrementFor } from '@naijabid/shared/auction-rules';
import { maskedBidderName } from '@naijabid/shared/proxy-bidding';
import type { BidHistoryEntry, MyBid } from '@naijabid/shared/schemas/bids';
import { listings } from '../../../db/schema';
import { bid, fundedBidder, MANY_LOGINS, sellerId } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { closeAuction } from '../../../workflows/bidding/close-auctions';

let app: TestApp;
let seller: string;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await sellerId(app);
});
afterAll(() => app.close());

const detail = async (listingId: string, token?: string) =>
  (await app.request('GET', `/api/v1/auctions/${listingId}`, { token })).body.data.auction;
const myBids = async (token: string) =>
  (await app.request('GET', '/api/v1/me/bids', { token })).body.data.items as MyBid[];

describe('where a bidder stands', () => {
  it("shows the leader, the minimum next bid and the viewer's own bid on the auction page, then the outcome", async () => {
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    expect(await detail(listing.id)).toMatchObject({
      minNextBid: naira(50_000),
      leader: null,
      outcome: null,
      yourBid: null,
    });

    const ada = await fundedBidder(app, naira(100_000));
    const bola = await fundedBidder(app, naira(100_000));
    expect((await bid(app, ada, listing.id, naira(60_000))).status).toBe(201);
    expect((await bid(app, bola, listing.id, naira(70_000))).status).toBe(201);

    const price = naira(60_000) + bidIncrementFor(naira(60_000));
    const bolaName = maskedBidderName(bola.firstName, bola.lastName);
    expect(await detail(listing.id)).toMatchObject({
      currentPrice: price,
      minNextBid: price + bidIncrementFor(price),
      leader: bolaName,
      yourBid: null,
    });
    expect(await detail(listing.id, ada.token)).toMatchObject({
      yourBid: { maxAmount: naira(60_000), leading: false },
    });
    expect(await detail(listing.id, bola.token)).toMatchObject({
      yourBid: { maxAmount: naira(70_000), leading: true },
    });

    expect(await myBids(ada.token)).toEqual([
      expect.objectContaining({
        standing: 'outbid',
        maxAmount: naira(60_000),
        auction: expect.objectContaining({ id: listing.id, currentPrice: price }),
      }),
    ]);
    expect(await myBids(bola.token)).toEqual([
      expect.objectContaining({ standing: 'leading', maxAmount: naira(70_000) }),
    ]);

    await app.database.db
      .update(listings)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(listings.id, listing.id));
    expect(await closeAuction(app.database.db, listing.id)).toMatchObject({ outcome: 'sold' });
    expect(await detail(listing.id)).toMatchObject({ status: 'ended', outcome: 'sold', leader: bolaName });
    expect((await myBids(ada.token))[0]!.standing).toBe('lost');
    expect((await myBids(bola.token))[0]!.standing).toBe('won');
  });

  it("lists a bidder's auctions newest activity first, and nothing for someone who never bid", async () => {
    const ada = await fundedBidder(app, naira(100_000));
    const first = await insertListingRow(app, seller, {
      startingPriceKobo: naira(1_000),
      currentPriceKobo: naira(1_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    const second = await insertListingRow(app, seller, {
      startingPriceKobo: naira(1_000),
      currentPriceKobo: naira(1_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    await bid(app, ada, first.id, naira(2_000));
    await bid(app, ada, second.id, naira(2_000));
    await bid(app, ada, first.id, naira(3_000));
    expect((await myBids(ada.token)).map((entry) => [entry.auction.id, entry.maxAmount])).toEqual([
      [first.id, naira(3_000)],
      [second.id, naira(2_000)],
    ]);
    const idle = await fundedBidder(app, 0);
    expect(await myBids(idle.token)).toEqual([]);
    expect((await app.request('GET', '/api/v1/me/bids')).status).toBe(401);
  });

  it('names the leader on the bid-history row at the current price when a lower bid only pushed the price up', async () => {
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    const ada = await fundedBidder(app, naira(100_000));
    const bola = await fundedBidder(app, naira(100_000));
    expect((await bid(app, ada, listing.id, naira(80_000))).status).toBe(201);
    // Bola bids under Ada's maximum: Ada's proxy answers, and the price stops one increment above Bola.
    expect((await bid(app, bola, listing.id, naira(60_000))).status).toBe(201);
    const price = naira(60_000) + bidIncrementFor(naira(60_000));
    const history = (await app.request('GET', `/api/v1/auctions/${listing.id}/bids`)).body.data
      .items as BidHistoryEntry[];
    const adaName = maskedBidderName(ada.firstName, ada.lastName);
    const bolaName = maskedBidderName(bola.firstName, bola.lastName);
    expect(history.map(({ bidder, price, automatic }) => ({ bidder, price, automatic }))).toEqual([
      { bidder: adaName, price, automatic: true },
      { bidder: bolaName, price: naira(60_000), automatic: false },
      { bidder: adaName, price: naira(50_000), automatic: false },
    ]);
    expect((await detail(listing.id)).leader).toBe(adaName);
    // Ada's maximum is never published.
    expect(JSON.stringify(history)).not.toContain(String(naira(80_000)));
  });
});
