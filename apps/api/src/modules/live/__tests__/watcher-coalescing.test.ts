import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, fundedBidder, MANY_LOGINS, sellerId } from '../../../test/bidding';
import { insertListingRow } from '../../../test/listings';
import { openEventStream, type SseMessage } from '../../../test/sse';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { WATCHER_WINDOW_MS } from '../auction-fanout';
import { appendEvent, auctionChannel } from '../repository';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(MANY_LOGINS);
  // An event published before Redis confirmed the process's live-events subscription never
  // reaches it: these cases time what watchers get, so they start once the process is ready.
  for (let deadline = Date.now() + 20_000; (await app.request('GET', '/api/v1/health/ready')).status !== 200;) {
    if (Date.now() > deadline) throw new Error('the process was not ready in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(() => app.close());

const naira = (amount: number) => amount * 100;
const ids = (messages: SseMessage[]) => messages.map((message) => message.id);

/** Logs events on an auction's channel in one transaction. */
function log(listingId: string, events: Array<{ type: string; data: object }>) {
  return app.database.db.transaction(async (tx) => {
    const appended = [];
    for (const { type, data } of events) appended.push(await appendEvent(tx, auctionChannel(listingId), type, data));
    return appended;
  });
}

/** Logs events on an auction's channel in one transaction and publishes them together, as a busy auction would. */
async function publish(listingId: string, events: Array<{ type: string; data: object }>) {
  app.events.publish(await log(listingId, events));
}

const bidState = (bidCount: number) => ({ type: 'bid', data: { bidCount, currentPrice: naira(50_000 + bidCount) } });

/** Waits until the watcher has the message with id `id`. */
async function untilId(watcher: Awaited<ReturnType<typeof openEventStream>>, id: number): Promise<void> {
  while ((watcher.messages.at(-1)?.id ?? 0) < id) await watcher.waitFor(watcher.messages.length + 1);
}

/**
 * Waits until the watcher gets the room's writes rather than its replay, and answers the
 * next free bid count. A stream is ready before its replay of the log has ended, and the
 * replay sends every event it reads, so a burst read by it is not coalesced. The room sends
 * only the newest of the events published together, so a pair that arrives as one message
 * came from the room.
 */
async function untilJoined(listingId: string, watcher: Awaited<ReturnType<typeof openEventStream>>) {
  for (let bidCount = 1; ; bidCount += 2) {
    const before = watcher.messages.length;
    const pair = await log(listingId, [bidState(bidCount), bidState(bidCount + 1)]);
    app.events.publish(pair);
    await untilId(watcher, pair[1]!.sequence);
    if (watcher.messages.length - before === 1) return bidCount + 2;
  }
}

describe('watchers of one auction get its newest state, a few times a second at most', () => {
  it('sends a burst of bids as its newest state within the window, never an older state after a newer one', async () => {
    const listingId = randomUUID();
    const watcher = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listingId}/events`);
    expect(await watcher.waitForReady()).toBe(0);
    const first = await untilJoined(listingId, watcher);
    const joinedAt = watcher.messages.length;
    const burst = [0, 1, 2, 3, 4, 5].map((offset) => bidState(first + offset));
    const burstAt = performance.now();
    const logged = await log(listingId, burst);
    app.events.publish(logged);
    const newest = logged.at(-1)!.sequence;
    await untilId(watcher, newest);
    // Redis may hand the burst over in two turns: the first goes at once, the rest at the window's end.
    expect(performance.now() - burstAt).toBeLessThan(WATCHER_WINDOW_MS + 1_000);
    const received = watcher.messages.slice(joinedAt);
    expect(received.length).toBeLessThanOrEqual(2);
    expect(ids(received)).toEqual([...ids(received)].sort((a, b) => a - b));
    expect(received.at(-1)).toEqual({ id: newest, event: 'bid', data: burst.at(-1)!.data });
    await watcher.close();

    // Resuming after an event it never got, the watcher gets what follows, up to the newest state.
    const resumed = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listingId}/events`, {
      'last-event-id': String(newest - 3),
    });
    await untilId(resumed, newest);
    expect(ids(resumed.messages)).toEqual([newest - 2, newest - 1, newest]);
    await resumed.close();
  });

  it('never sends a joining watcher again what its replay gave it', async () => {
    const listingId = randomUUID();
    const first = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listingId}/events`);
    await first.waitForReady();
    await publish(listingId, [bidState(1)]);
    await first.waitFor(1);
    // Event 2 is committed but reaches this process later (Redis lags, or the window holds
    // it); a watcher joining from event 1 meanwhile replays it from the log.
    const late = await log(listingId, [bidState(2)]);
    const joined = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listingId}/events`, {
      'last-event-id': '1',
    });
    await joined.waitFor(1);
    app.events.publish(late);
    await first.waitFor(2);
    await publish(listingId, [bidState(3)]);
    while ((joined.messages.at(-1)?.id ?? 0) < 3) await joined.waitFor(joined.messages.length + 1);
    expect(ids(joined.messages)).toEqual([2, 3]);
    await Promise.all([first.close(), joined.close()]);
  });

  it('keeps an end move after the newest bid, and every close, in order', async () => {
    const listingId = randomUUID();
    const watcher = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listingId}/events`);
    await watcher.waitForReady();
    await publish(listingId, [
      bidState(1),
      { type: 'end_moved', data: { endsAt: '2030-01-01T00:00:00.000Z', bidCount: 1 } },
      bidState(2),
      { type: 'end_moved', data: { endsAt: '2030-01-02T00:00:00.000Z', bidCount: 2 } },
      { type: 'closed', data: { outcome: 'sold', price: naira(50_002), winner: 'Ada O***' } },
    ]);
    await watcher.waitFor(1);
    while (watcher.messages.at(-1)!.id < 5) await watcher.waitFor(watcher.messages.length + 1);
    expect(watcher.messages.slice(-3).map((message) => [message.id, message.event])).toEqual([
      [3, 'bid'],
      [4, 'end_moved'],
      [5, 'closed'],
    ]);
    expect(ids(watcher.messages)).toEqual([...ids(watcher.messages)].sort((a, b) => a - b));
    await watcher.close();
  });

  it('still tells each bidder of every outbid of theirs at once, whatever watchers get', async () => {
    const listing = await insertListingRow(app, await sellerId(app), {
      startingPriceKobo: naira(50_000),
      currentPriceKobo: naira(50_000),
    });
    const [ada, bola] = await Promise.all([fundedBidder(app, naira(500_000)), fundedBidder(app, naira(500_000))]);
    const watcher = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listing.id}/events`);
    const adaStream = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${ada.token}`);
    const bolaStream = await openEventStream(`${app.baseUrl}/api/v1/me/events?access_token=${bola.token}`);
    await Promise.all([watcher.waitForReady(), adaStream.waitForReady(), bolaStream.waitForReady()]);

    // Each bid outbids the other bidder's maximum: Ada, Bola, Ada and Bola lead in turn.
    for (const [who, maximum] of [
      [ada, 60_000],
      [bola, 90_000],
      [ada, 120_000],
      [bola, 150_000],
    ] as const)
      expect((await bid(app, who, listing.id, naira(maximum))).status).toBe(201);

    expect((await adaStream.waitFor(2)).map((notice) => [notice.event, notice.data.currentPrice])).toEqual([
      ['outbid', naira(61_000)],
      ['outbid', naira(121_000)],
    ]);
    expect((await bolaStream.waitFor(1)).map((notice) => [notice.event, notice.data.currentPrice])).toEqual([
      ['outbid', naira(91_000)],
    ]);
    await watcher.waitFor(1);
    while (watcher.messages.at(-1)!.data.bidCount < 4) await watcher.waitFor(watcher.messages.length + 1);
    expect(watcher.messages.at(-1)).toMatchObject({
      event: 'bid',
      data: { bidCount: 4, currentPrice: naira(121_000) },
    });
    await Promise.all([watcher.close(), adaStream.close(), bolaStream.close()]);
  });
});
