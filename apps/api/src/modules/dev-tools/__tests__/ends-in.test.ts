import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { sellerId } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: string;

beforeAll(async () => {
  app = await startTestApp();
  seller = await sellerId(app);
});
afterAll(() => app.close());

const endsIn = (listingId: string, seconds: number) => app.request('POST', `/api/v1/dev/auctions/${listingId}/ends-in`, { body: { seconds } });

describe('POST /api/v1/dev/auctions/:id/ends-in', () => {
  it('moves a live auction\'s end to the given number of seconds from now', async () => {
    const listing = await insertListingRow(app, seller);
    const before = Date.now();
    const response = await endsIn(listing.id, 30);
    expect(response.status).toBe(200);
    const endsAt = Date.parse(response.body.data.endsAt);
    expect(endsAt).toBeGreaterThanOrEqual(before + 29_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 31_000);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.endsAt).toBe(response.body.data.endsAt);
  });

  it('refuses an auction that is not live, an unknown one and a bad number of seconds', async () => {
    const ended = await insertListingRow(app, seller, { endsAt: new Date(Date.now() - 1000) });
    expect((await endsIn(ended.id, 30)).body.message).toBe(serverMessages.auctionEnded);
    expect((await endsIn('00000000-0000-4000-8000-000000000000', 30)).status).toBe(404);
    const listing = await insertListingRow(app, seller);
    expect((await endsIn(listing.id, 0)).status).toBe(400);
  });
});

describe('in production', () => {
  it('does not exist', async () => {
    const production = await startTestApp({ env: 'production', isProduction: true, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      expect((await production.request('POST', '/api/v1/dev/auctions/00000000-0000-4000-8000-000000000000/ends-in', { body: { seconds: 30 } })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
