import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { openEventStream } from '../../../test/sse';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { auctionChannel } from '../repository';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds; the machine is shared, so deadlines are generous. */
async function until(done: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** Fails if `promise` has not settled within `timeoutMs`, instead of hanging the test. */
function within<T>(promise: Promise<T>, what: string, timeoutMs = 15_000): Promise<T> {
  return Promise.race([
    promise,
    sleep(timeoutMs).then(() => Promise.reject(new Error(`Timed out waiting for ${what}`))),
  ]);
}

/**
 * Locks the channel counters, so a stream's handler stops at its first query (the starting
 * point) until the returned function releases them.
 */
async function holdChannelCounters(db: Database): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.execute(sql`lock table event_channels in access exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await transaction;
  };
}

/** Resolves once `server` has logged the request for `path`, so its handler has begun. */
function requestReached(server: TestApp, path: string): Promise<void> {
  return until(
    () => server.logLines.some((line) => line.msg === 'incoming request' && JSON.stringify(line.req).includes(path)),
    `the request for ${path}`,
  );
}

beforeEach(async () => {
  // Each test counts this process's watchers, so the previous test's streams must be gone.
  await until(() => app.events.watcherCount() === 0, 'earlier streams to close');
});

describe('live streams and their connections', () => {
  it('leaves no watcher behind when the client leaves while the stream is being set up', async () => {
    const path = `/api/v1/auctions/${randomUUID()}/events`;
    const release = await holdChannelCounters(app.database.db);
    const controller = new AbortController();
    const request = fetch(`${app.baseUrl}${path}`, { signal: controller.signal }).catch(() => undefined);
    await requestReached(app, path);
    controller.abort();
    await request;
    // The server notices the closed connection before its handler goes on.
    await sleep(500);
    await release();
    await sleep(1_500);
    expect(app.events.watcherCount()).toBe(0);
  });

  it('ends a stream whose setup finishes after the server began closing, so the server can close', async () => {
    const closingApp = await startTestApp();
    const path = `/api/v1/auctions/${randomUUID()}/events`;
    const release = await holdChannelCounters(closingApp.database.db);
    const opening = openEventStream(`${closingApp.baseUrl}${path}`);
    await requestReached(closingApp, path);
    const closed = closingApp.close();
    // The server has begun closing (and ended the streams it had) before this one opens.
    await sleep(500);
    await release();
    await within(closed, 'the server to close');
    const stream = await opening;
    await within(stream.ended, 'the stream to end');
    expect(stream.messages).toEqual([]);
  });

  it('drops a client that stays connected but stops reading', async () => {
    const listingId = randomUUID();
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${app.baseUrl}/api/v1/auctions/${listingId}/events`, resolve).on('error', reject);
    });
    // A frozen tab: the connection stays open and nothing is read from it.
    response.pause();
    response.on('error', () => undefined);
    await until(() => app.events.watcherCount() === 1, 'the stream to subscribe');
    const padding = 'x'.repeat(128 * 1024);
    // Closes, unlike bids, are never coalesced into a newer state: every one is written.
    for (let sequence = 1; sequence <= 128; sequence += 1) {
      app.events.publish([
        { channel: auctionChannel(listingId), sequence, type: 'closed', data: { listingId, padding } },
      ]);
    }
    await until(() => app.events.watcherCount() === 0, 'the unread stream to be dropped', 20_000);
    response.destroy();
  });

  it('drops the stream and logs why when the replay cannot be read, so the client reconnects', async () => {
    const db = app.database.db;
    const path = `/api/v1/auctions/${randomUUID()}/events`;
    await db.execute(sql`alter table events rename to events_unreadable`);
    try {
      // Dropped at once, the connection may close before the response's first bytes left.
      const received = openEventStream(`${app.baseUrl}${path}`, { 'last-event-id': '0' }).then(
        (stream) => stream.ended.then(() => stream.messages),
        () => [],
      );
      expect(await within(received, 'the stream to be dropped')).toEqual([]);
    } finally {
      await db.execute(sql`alter table events_unreadable rename to events`);
    }
    const failures = app.logLines.filter((line) => Number(line.level) >= 50);
    expect(failures).toEqual([expect.objectContaining({ msg: 'live stream failed', reqId: expect.any(String) })]);
    // The failure was expected: the server's log is otherwise checked for errors on close.
    app.logLines.splice(app.logLines.indexOf(failures[0]!), 1);
  });
});
