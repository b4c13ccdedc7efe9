import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewListing } from '../repository';
import { signUpAndLogIn } from '../../../test/accounts';
import { bid, fundedBidder, MANY_LOGINS, type Bidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: { id: string; token: string };
let ada: Bidder;
let bola: Bidder;
const naira = (amount: number) => amount * 100;
const minutes = (count: number) => new Date(Date.now() + count * 60_000);

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  const account = await signUpAndLogIn(app, { accountType: 'seller' });
  seller = {
    id: (await app.request('GET', '/api/v1/me', { token: account.token })).body.data.user.id,
    token: account.token,
  };
  ada = await bidder();
  bola = await bidder();
});
afterAll(() => app.close());

function bidder() {
  return fundedBidder(app, naira(500_000));
}

function listing(overrides: Partial<NewListing> = {}) {
  return insertListingRow(app, seller.id, {
    startingPriceKobo: naira(50_000),
    currentPriceKobo: naira(50_000),
    buyNowPriceKobo: naira(90_000),
    ...overrides,
  });
}

async function shown(listingId: string, token?: string): Promise<boolean> {
  const response = await app.request('GET', `/api/v1/auctions/${listingId}`, { token });
  expect(response.status).toBe(200);
  return response.body.data.auction.hasBuyNow;
}

async function allowed(listingId: string): Promise<boolean> {
  return (await app.request('POST', `/api/v1/auctions/${listingId}/buy-now`, { token: bola.token })).status === 201;
}

describe('Buy Now on the auction page', () => {
  it('is shown after bids while a reserve is not met, and the server takes it', async () => {
    const reserved = await listing({ reservePriceKobo: naira(80_000) });
    expect((await bid(app, ada, reserved.id, naira(60_000))).status).toBe(201);
    expect(await shown(reserved.id)).toBe(true);
    const live = (await app.request('GET', '/api/v1/auctions?status=live&limit=60')).body.data.items;
    expect(live.find((item: { id: string }) => item.id === reserved.id)).toMatchObject({ hasBuyNow: true });
    expect(await allowed(reserved.id)).toBe(true);
    expect(await shown(reserved.id)).toBe(false);
  });

  it('is gone once the reserve is met, or after the first bid without a reserve, and the server refuses it', async () => {
    const reserved = await listing({ reservePriceKobo: naira(80_000) });
    const plain = await listing();
    expect((await bid(app, ada, reserved.id, naira(85_000))).status).toBe(201);
    expect((await bid(app, ada, plain.id, naira(60_000))).status).toBe(201);
    for (const { id } of [reserved, plain]) {
      expect(await shown(id)).toBe(false);
      expect(await allowed(id)).toBe(false);
    }
  });

  it('is not shown on an auction that has ended, is cancelled or has not started, even with no bids', async () => {
    const ended = await listing({ startsAt: minutes(-120), endsAt: minutes(-1) });
    const upcoming = await listing({ startsAt: minutes(60), endsAt: minutes(24 * 60) });
    const cancelled = await listing({ status: 'cancelled' });
    expect(await shown(ended.id)).toBe(false);
    expect(await shown(upcoming.id)).toBe(false);
    expect(await shown(cancelled.id, seller.token)).toBe(false);
    const endedPage = (await app.request('GET', '/api/v1/auctions?status=ended&limit=60')).body.data.items;
    expect(endedPage.find((item: { id: string }) => item.id === ended.id)).toMatchObject({ hasBuyNow: false });
    for (const { id } of [ended, upcoming, cancelled]) expect(await allowed(id)).toBe(false);
  });
});
