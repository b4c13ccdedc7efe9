import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../../test/accounts';
import { bid, fundedBidder, MANY_LOGINS } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { startServerProcess, stop } from '../../../test/server-process';
import { openEventStream } from '../../../test/sse';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { SESSION_CHECK_INTERVAL_MS } from '../session-watch';

const naira = (amount: number) => amount * 100;
const onRealServers = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

// Two processes share PostgreSQL; the one that takes the logout has lost Redis, so the
// logout cannot be published to the other, which holds the user's notices stream.
describe.runIf(onRealServers)('a logout on a process that has lost Redis', () => {
  let app: TestApp;
  let redisProxy: TcpProxy;
  let other: Awaited<ReturnType<typeof startServerProcess>>;

  beforeAll(async () => {
    app = await startTestApp(MANY_LOGINS);
    const redisUrl = new URL(process.env.REDIS_URL!);
    redisProxy = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
    other = await startServerProcess(app.databaseUrl!, `redis://127.0.0.1:${redisProxy.port}`);
  }, 90_000);
  afterAll(async () => {
    await redisProxy.restore().catch(() => undefined);
    if (other) await stop(other.child);
    await redisProxy?.close();
    // The other process's failed publication is its own log's business, not this app's.
    await app.close();
  });

  it("still ends the session's stream elsewhere before any later private event reaches it", async () => {
    const seller = await signUpAndLogIn(app, { accountType: 'seller' });
    const sellerId = (await app.request('GET', '/api/v1/me', { token: seller.token })).body.data.user.id;
    const listing = await insertListingRow(app, sellerId, {
      startingPriceKobo: naira(20_000),
      currentPriceKobo: naira(20_000),
    });
    const ada = await fundedBidder(app, naira(50_000));
    const bola = await fundedBidder(app, naira(50_000));
    expect((await bid(app, ada, listing.id, naira(25_000))).status).toBe(201);

    const notices = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${ada.token}`);
    await notices.waitForReady();
    await redisProxy.cut();
    const loggedOut = await fetch(`${other.url}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(loggedOut.status).toBe(200);

    // Outbid: a private event for Ada, published through Redis by this process.
    expect((await bid(app, bola, listing.id, naira(30_000))).status).toBe(201);
    await notices.waitForEnd(10_000);
    expect(notices.messages.map((message) => message.event)).not.toContain('outbid');
  }, 60_000);

  it("ends the session's stream elsewhere within seconds when no later event comes", async () => {
    const ada = await fundedBidder(app, 0);
    const notices = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${ada.token}`);
    await notices.waitForReady();
    await redisProxy.cut();
    const loggedOut = await fetch(`${other.url}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(loggedOut.status).toBe(200);
    const loggedOutAt = Date.now();

    await notices.waitForEnd(SESSION_CHECK_INTERVAL_MS + 5_000);
    expect(Date.now() - loggedOutAt).toBeLessThan(SESSION_CHECK_INTERVAL_MS + 5_000);
    expect(notices.messages).toEqual([]);
  }, 60_000);
});
