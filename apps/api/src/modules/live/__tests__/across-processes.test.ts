import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/accounts';
import { bid, fundedBidder } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startServerProcess, stop } from '../../../test/server-process';
import { openEventStream } from '../../../test/sse';
import { startTestApp, type TestApp } from '../../../test/test-app';

const naira = (amount: number) => amount * 100;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    loginLimits: {
      maxAttemptsPerAddress: 10_000,
      maxFailuresPerAccountAddress: 10,
      maxFailuresPerAccount: 100,
      windowSeconds: 900,
    },
  });
});
afterAll(() => app.close());

describe('live events across server processes', () => {
  // Two processes need a database both can open and Redis between them: the real servers of
  // TEST_DATABASE_URL and REDIS_URL. On the embedded database there is only ever one
  // process, and then this checks the same path between this process and itself.
  it('shows a watcher connected to one process a bid placed on another', async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const sellerId = (await app.request('GET', '/api/v1/me', { token: seller.token })).body.data.user.id;
    const listing = await insertListingRow(app, sellerId, {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
    });
    const ada = await fundedBidder(app, naira(100_000));
    const redisUrl = process.env.REDIS_URL;
    const others =
      app.databaseUrl && redisUrl
        ? await Promise.all([
            startServerProcess(app.databaseUrl, redisUrl),
            startServerProcess(app.databaseUrl, redisUrl),
          ])
        : [];
    try {
      const [watcherServer, bidServer] = others.length ? others.map((other) => other.url) : [app.baseUrl, app.baseUrl];
      const stream = await openEventStream(`${watcherServer}/api/v1/auctions/${listing.id}/events`);
      const placed = await fetch(`${bidServer}/api/v1/auctions/${listing.id}/bids`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${ada.token}`,
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ maxAmount: naira(70_000) }),
      });
      expect(placed.status).toBe(201);
      const [event] = await stream.waitFor(1, 10_000);
      expect(event).toMatchObject({ id: 1, event: 'bid', data: { bidCount: 1, currentPrice: naira(50_000) } });
      await stream.close();

      // A logout on one process ends that session's notices stream on another.
      const bola = await signUpAndLogIn(app);
      const notices = await openEventStream(`${watcherServer}/api/v1/me/events?access_token=${bola.token}`);
      await notices.waitForReady();
      const loggedOut = await fetch(`${bidServer}/api/v1/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bola.token}` },
      });
      expect(loggedOut.status).toBe(200);
      await notices.waitForEnd(10_000);
    } finally {
      await Promise.all(others.map((other) => stop(other.child)));
    }
    // The first process's own bid route still works alongside.
    expect((await bid(app, ada, listing.id, naira(90_000))).status).toBe(201);
  }, 120_000);
});
