import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { formatNaira } from '@naijabid/shared/money';
import { fundedBidder, MANY_LOGINS, sellerId } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: string;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await sellerId(app);
});
afterAll(() => app.close());

const buyNow = (who: { token: string }, listingId: string) =>
  app.request('POST', `/api/v1/auctions/${listingId}/buy-now`, { token: who.token });

describe('Buy Now, as the buyer and others see it afterwards', () => {
  it("counts as the buyer's winning bid: in the auction's bids, its history and the buyer's own bids", async () => {
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      buyNowPriceKobo: naira(90_000),
    });
    const ada = await fundedBidder(app, naira(100_000));
    expect((await buyNow(ada, listing.id)).status).toBe(201);
    // A repeat answers alike and records nothing more.
    expect((await buyNow(ada, listing.id)).status).toBe(201);

    const auction = (await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction;
    expect(auction).toMatchObject({ status: 'ended', outcome: 'sold', currentPrice: naira(90_000), bidCount: 1 });
    const history = (await app.request('GET', `/api/v1/auctions/${listing.id}/bids`)).body.data.items;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ price: naira(90_000) });
    const mine = (await app.request('GET', '/api/v1/me/bids', { token: ada.token })).body.data.items;
    expect(mine).toEqual([
      expect.objectContaining({
        standing: 'won',
        maxAmount: naira(90_000),
        auction: expect.objectContaining({ id: listing.id }),
      }),
    ]);
  });

  it('refuses a buyer who is short in words about buying, not bid security', async () => {
    const listing = await insertListingRow(app, seller, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
      buyNowPriceKobo: naira(90_000),
    });
    const bola = await fundedBidder(app, naira(5_000));
    const refused = await buyNow(bola, listing.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      serverMessages.buyNowInsufficientFunds(formatNaira(naira(90_000)), formatNaira(naira(85_000))),
    );
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction).toMatchObject({
      status: 'live',
      bidCount: 0,
    });
  });
});
