import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@naijabid/shared/messages';
import { bid, fundedBidder, sellerId } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { openEventStream } from '../../../test/sse';
import { startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let seller: string;

beforeAll(async () => {
  app = await startTestApp();
  seller = await sellerId(app);
});
afterAll(() => app.close());

const endsIn = (listingId: string, seconds: number) =>
  app.request('POST', `/api/v1/dev/auctions/${listingId}/ends-in`, { body: { seconds } });

describe('POST /api/v1/dev/auctions/:id/ends-in', () => {
  it("moves a live auction's end to the given number of seconds from now", async () => {
    const listing = await insertListingRow(app, seller);
    const before = Date.now();
    const response = await endsIn(listing.id, 30);
    expect(response.status).toBe(200);
    const endsAt = Date.parse(response.body.data.endsAt);
    expect(endsAt).toBeGreaterThanOrEqual(before + 29_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 31_000);
    expect((await app.request('GET', `/api/v1/auctions/${listing.id}`)).body.data.auction.endsAt).toBe(
      response.body.data.endsAt,
    );
  });

  it("tells watchers the new end, and a page opened afterwards starts from it, not from the last bid's end", async () => {
    const listing = await insertListingRow(app, seller, { startingPriceKobo: 5_000_000, currentPriceKobo: 5_000_000 });
    await bid(app, await fundedBidder(app, 10_000_000), listing.id, 6_000_000);
    const watcher = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listing.id}/events`);
    await watcher.waitFor(1);
    const moved = (await endsIn(listing.id, 30)).body.data.endsAt;
    const [, live] = await watcher.waitFor(2);
    expect(live).toMatchObject({ event: 'end_moved', data: { listingId: listing.id, endsAt: moved, bidCount: 1 } });
    await watcher.close();

    const later = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listing.id}/events`);
    expect((await later.waitFor(1))[0]).toMatchObject({ event: 'end_moved', data: { endsAt: moved } });
    await later.close();
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
      expect(
        (
          await production.request('POST', '/api/v1/dev/auctions/00000000-0000-4000-8000-000000000000/ends-in', {
            body: { seconds: 30 },
          })
        ).status,
      ).toBe(404);
    } finally {
      await production.close();
    }
  });
});
