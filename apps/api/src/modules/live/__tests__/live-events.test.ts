import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MAX_WATCHED_AUCTIONS } from '@naijabid/shared/schemas/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueAuctions } from '../../../workflows/bidding/close-auctions';
import { logOut } from '../../../workflows/accounts/log-out';
import { maskedBidderName } from '@naijabid/shared/proxy-bidding';
import { signUpAndLogIn } from '../../../test/accounts';
import { bid, fundedBidder, MANY_LOGINS, sellerId } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { openEventStream } from '../../../test/sse';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { appendEvent, auctionChannel, userChannel } from '../repository';
import { SESSION_CHECK_INTERVAL_MS } from '../session-watch';

/** The session a token was issued for (its `sid` claim). */
const sessionOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

let app: TestApp;
let seller: string;
const naira = (amount: number) => amount * 100;

beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  seller = await sellerId(app);
});
afterAll(() => app.close());

const liveAuction = () =>
  insertListingRow(app, seller, { startingPriceKobo: naira(50_000), currentPriceKobo: naira(50_000) });

describe('GET /api/v1/auctions/:id/events', () => {
  it('streams each accepted bid to watchers with a sequence id: price, leader, count and end', async () => {
    const listing = await liveAuction();
    const stream = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listing.id}/events`);
    expect(stream.status).toBe(200);
    const ada = await fundedBidder(app, naira(100_000));
    const placed = await bid(app, ada, listing.id, naira(70_000));
    const [event] = await stream.waitFor(1);
    expect(event).toEqual({
      id: 1,
      event: 'bid',
      data: {
        listingId: listing.id,
        currentPrice: naira(50_000),
        bidCount: 1,
        endsAt: placed.body.data.endsAt,
        minNextBid: placed.body.data.minNextBid,
        leader: maskedBidderName(ada.firstName, ada.lastName),
      },
    });
    await stream.close();
  });

  it('opens a new watcher with the newest state only, not the whole history', async () => {
    const listing = await liveAuction();
    const bidders = await Promise.all([1, 2, 3].map(() => fundedBidder(app, naira(500_000))));
    for (const [index, who] of bidders.entries()) await bid(app, who, listing.id, naira(60_000 + index * 10_000));

    const fresh = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listing.id}/events`);
    expect(await fresh.waitFor(1)).toEqual([
      expect.objectContaining({ id: 3, event: 'bid', data: expect.objectContaining({ bidCount: 3 }) }),
    ]);
    await bid(app, bidders[0]!, listing.id, naira(200_000));
    expect((await fresh.waitFor(2)).map((event) => event.id)).toEqual([3, 4]);
    await fresh.close();
  });

  it('replays exactly what was missed after Last-Event-ID, then goes on live', async () => {
    const listing = await liveAuction();
    const bidders = await Promise.all([1, 2, 3].map(() => fundedBidder(app, naira(500_000))));
    for (const [index, who] of bidders.entries()) await bid(app, who, listing.id, naira(60_000 + index * 10_000));

    const resumed = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listing.id}/events`, {
      'last-event-id': '1',
    });
    expect((await resumed.waitFor(2)).map((event) => event.id)).toEqual([2, 3]);
    await bid(app, bidders[0]!, listing.id, naira(200_000));
    expect((await resumed.waitFor(3)).map((event) => event.id)).toEqual([2, 3, 4]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resumed.messages).toHaveLength(3);
    await resumed.close();
  });

  it('replays a long absence in full and in order, page after page', async () => {
    const listingId = randomUUID();
    const missed = 1_234;
    await app.database.db.execute(
      sql`select append_live_event(${auctionChannel(listingId)}, 'bid', jsonb_build_object('n', n)) from generate_series(1, ${missed}::int) as n`,
    );
    const resumed = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listingId}/events`, {
      'last-event-id': '0',
    });
    const replayed = await resumed.waitFor(missed, 20_000);
    expect(replayed.map((event) => event.id)).toEqual(Array.from({ length: missed }, (_, index) => index + 1));
    await resumed.close();
  });

  it('resumes a client whose Last-Event-ID is ahead of the channel (a restored database) from the newest event', async () => {
    const listing = await liveAuction();
    const [ada, bola] = await Promise.all([fundedBidder(app, naira(500_000)), fundedBidder(app, naira(500_000))]);
    await bid(app, ada, listing.id, naira(60_000));
    const ahead = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listing.id}/events`, {
      'last-event-id': '40',
    });
    expect(await ahead.waitForReady()).toBe(1);
    await bid(app, bola, listing.id, naira(90_000));
    expect(await ahead.waitFor(1)).toEqual([
      expect.objectContaining({ id: 2, event: 'bid', data: expect.objectContaining({ bidCount: 2 }) }),
    ]);
    await ahead.close();
  });
});

describe('GET /api/v1/auctions/events?ids=', () => {
  it("watches many auctions on one stream: each one's newest state, then their bids as they come", async () => {
    const [quiet, busy, other] = await Promise.all([liveAuction(), liveAuction(), liveAuction()]);
    const ada = await fundedBidder(app, naira(500_000));
    await bid(app, ada, busy.id, naira(60_000));
    await bid(app, ada, busy.id, naira(80_000));

    const stream = await openEventStream(`${app.baseUrl}/api/v1/auctions/events?ids=${quiet.id},${busy.id}`);
    expect(await stream.waitFor(1)).toEqual([
      expect.objectContaining({
        id: 2,
        event: 'bid',
        data: expect.objectContaining({ listingId: busy.id, bidCount: 2 }),
      }),
    ]);
    await bid(app, ada, other.id, naira(60_000));
    await bid(app, ada, quiet.id, naira(60_000));
    const [, next] = await stream.waitFor(2);
    expect(next).toMatchObject({ id: 1, event: 'bid', data: { listingId: quiet.id, bidCount: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.messages).toHaveLength(2);
    await stream.close();
  });

  it('refuses a missing, malformed or too long list of auctions', async () => {
    const tooMany = Array.from({ length: MAX_WATCHED_AUCTIONS + 1 }, () => randomUUID()).join(',');
    for (const ids of ['', 'not-a-uuid', tooMany]) {
      const response = await fetch(`${app.baseUrl}/api/v1/auctions/events?ids=${ids}`);
      expect(response.status).toBe(400);
    }
  });
});

describe('GET /api/v1/me/events', () => {
  it('tells the outbid bidder, and the winner and the loser when the auction closes', async () => {
    const listing = await liveAuction();
    const ada = await fundedBidder(app, naira(500_000));
    const bola = await fundedBidder(app, naira(500_000));
    const adaStream = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${ada.token}`);
    const bolaStream = await openEventStream(`${app.baseUrl}/api/v1/me/events`, {
      authorization: `Bearer ${bola.token}`,
    });
    await bid(app, ada, listing.id, naira(60_000));
    await bid(app, bola, listing.id, naira(90_000));
    const [outbid] = await adaStream.waitFor(1);
    expect(outbid).toMatchObject({
      event: 'outbid',
      data: { listingId: listing.id, title: listing.title, currentPrice: naira(61_000) },
    });

    await app.database.db.execute(
      sql`update listings set ends_at = now() - interval '1 second' where id = ${listing.id}`,
    );
    const closed = await closeDueAuctions(app.database.db);
    app.events.publish(closed.flatMap((entry) => entry.events));
    expect((await adaStream.waitFor(2))[1]).toMatchObject({
      event: 'lost',
      data: { listingId: listing.id, price: naira(61_000) },
    });
    expect((await bolaStream.waitFor(1))[0]).toMatchObject({
      event: 'won',
      data: { listingId: listing.id, price: naira(61_000) },
    });
    await adaStream.close();
    await bolaStream.close();
  });

  it('starts a new user stream with what comes next, not old notices', async () => {
    const listing = await liveAuction();
    const ada = await fundedBidder(app, naira(500_000));
    const bola = await fundedBidder(app, naira(500_000));
    await bid(app, ada, listing.id, naira(60_000));
    await bid(app, bola, listing.id, naira(90_000));
    const adaStream = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${ada.token}`);
    await bid(app, ada, listing.id, naira(120_000));
    await bid(app, bola, listing.id, naira(150_000));
    const [outbid] = await adaStream.waitFor(1);
    expect(outbid).toMatchObject({ id: 2, event: 'outbid', data: { listingId: listing.id } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(adaStream.messages).toHaveLength(1);
    await adaStream.close();
  });

  it('gives a new user stream a resume point before any notice, so a reconnect misses nothing', async () => {
    const listing = await liveAuction();
    const ada = await fundedBidder(app, naira(500_000));
    const bola = await fundedBidder(app, naira(500_000));
    await bid(app, ada, listing.id, naira(60_000));
    await bid(app, bola, listing.id, naira(90_000));
    const before = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${ada.token}`);
    const resumeFrom = await before.waitForReady();
    expect(resumeFrom).toBe(1);
    // The tab is hidden (the stream closed) before any notice came; one comes meanwhile.
    await before.close();
    await bid(app, ada, listing.id, naira(120_000));
    await bid(app, bola, listing.id, naira(150_000));
    const after = await openEventStream(
      `${app.baseUrl}/api/v1/me/events?access_token=${ada.token}&lastEventId=${resumeFrom}`,
    );
    expect(await after.waitFor(1)).toEqual([
      expect.objectContaining({ id: 2, event: 'outbid', data: expect.objectContaining({ listingId: listing.id }) }),
    ]);
    await after.close();
  });

  it('delivers a notice published after a later one in commit order, once each', async () => {
    const ada = await fundedBidder(app, 0);
    const stream = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${ada.token}`);
    const start = await stream.waitForReady();
    const db = app.database.db;
    const channel = userChannel(ada.id);
    const notice = { listingId: randomUUID(), title: 'Samsung Galaxy A15', price: naira(61_000) };
    // The closer committed 'lost' first but publishes it after a run of closes; an 'outbid'
    // and a deposit committed later went out before it.
    const lost = await appendEvent(db, channel, 'lost', notice);
    const outbid = await appendEvent(db, channel, 'outbid', { ...notice, currentPrice: naira(70_000) });
    const credited = await appendEvent(db, channel, 'deposit_credited', { amount: naira(5_000) });
    app.events.publish([outbid]);
    app.events.publish([credited]);
    app.events.publish([lost]);
    const delivered = await stream.waitFor(3);
    expect(delivered.map((event) => [event.id, event.event])).toEqual([
      [start + 1, 'lost'],
      [start + 2, 'outbid'],
      [start + 3, 'deposit_credited'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.messages).toHaveLength(3);
    await stream.close();
  });

  it('ends a user stream when its session logs out, and refuses to reopen it with that token', async () => {
    const ada = await fundedBidder(app, 0);
    const url = `${app.baseUrl}/api/v1/me/events?access_token=${ada.token}`;
    const stream = await openEventStream(url);
    await stream.waitForReady();
    expect((await app.request('POST', '/api/v1/auth/logout', { token: ada.token })).status).toBe(200);
    await stream.waitForEnd();
    expect((await fetch(url)).status).toBe(401);
  });

  it("ends a user stream within seconds of a logout this process never heard of, and not the same user's other session", async () => {
    const ada = await signUpAndLogIn(app);
    const adaId = (await app.request('GET', '/api/v1/me', { token: ada.token })).body.data.user.id as string;
    const otherLogin = await app.request('POST', '/api/v1/auth/login', {
      body: { email: ada.email, password: ada.password },
    });
    const otherToken = otherLogin.body.data.accessToken as string;
    const stream = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${ada.token}`);
    const otherStream = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${otherToken}`);
    await stream.waitForReady();
    await otherStream.waitForReady();

    // As another process logs out when it cannot publish (Redis down): committed, never published here.
    await logOut(app.database.db, { sessionId: sessionOf(ada.token), userId: adaId });
    const loggedOutAt = Date.now();
    await stream.waitForEnd(SESSION_CHECK_INTERVAL_MS + 5_000);
    expect(Date.now() - loggedOutAt).toBeLessThan(SESSION_CHECK_INTERVAL_MS + 5_000);
    // The check that ended it found the other session live.
    let otherEnded = false;
    void otherStream.ended.then(() => (otherEnded = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherEnded).toBe(false);
    await otherStream.close();
  }, 30_000);

  it('ends a user stream when the token that opened it expires', async () => {
    const shortLived = await startTestApp({ ...MANY_LOGINS, jwtTtlSeconds: 2 });
    try {
      const ada = await fundedBidder(shortLived, 0);
      const stream = await openEventStream(`${shortLived.baseUrl}/api/v1/me/events?access_token=${ada.token}`);
      await stream.waitForReady();
      await stream.waitForEnd(5_000);
    } finally {
      await shortLived.close();
    }
  });

  it('refuses a stream without a valid token', async () => {
    const response = await fetch(`${app.baseUrl}/api/v1/me/events?access_token=nope`);
    expect(response.status).toBe(401);
  });
});
