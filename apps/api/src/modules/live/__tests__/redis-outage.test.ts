import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/sse';
import { startTestApp } from '../../../test/test-app';
import { auctionChannel } from '../repository';

/** A local port nothing listens on: Redis there is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('live events while Redis is down', () => {
  it("keeps the process up, logs the failures once per quiet period and still serves this process's watchers", async () => {
    const app = await startTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    const ownLines = (line: Record<string, unknown>) => typeof line.msg === 'string' && line.msg.includes('Redis');
    try {
      const listingId = randomUUID();
      const stream = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listingId}/events`);
      await stream.waitForReady();
      const events = Array.from({ length: 40 }, (_, index) => ({
        channel: auctionChannel(listingId),
        sequence: index + 1,
        type: 'bid',
        data: { listingId },
      }));
      app.events.publish(events);
      // Each is delivered here once its publish has failed, which takes the client's retries;
      // the watcher gets the burst as its newest state, in order.
      await stream.waitFor(1, 20_000);
      while (stream.messages.at(-1)!.id < events.length) await stream.waitFor(stream.messages.length + 1, 20_000);
      const delivered = stream.messages.map((event) => event.id);
      expect(delivered).toEqual([...new Set(delivered)].sort((a, b) => a - b));
      await stream.close();
      const warned = (message: string) => app.logLines.filter((line) => line.msg === message);
      const subscribeWarning = 'subscribing to live events in Redis: a dependency is unavailable';
      for (let waited = 0; waited < 20_000 && warned(subscribeWarning).length === 0; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      // The subscription is asked for again every second, and warned of once per quiet period.
      expect(warned(subscribeWarning)).toHaveLength(1);
      // Forty failed publishes within the quiet period: one warning, as a database outage gives.
      expect(warned('publishing live events through Redis: a dependency is unavailable')).toHaveLength(1);
      expect(app.logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
      expect(app.logLines.some((line) => line.msg === 'Redis connection failed')).toBe(true);
    } finally {
      // These failures were the point of the test; any other error still fails it on close.
      for (let index = app.logLines.length - 1; index >= 0; index -= 1)
        if (ownLines(app.logLines[index]!)) app.logLines.splice(index, 1);
      await app.close();
    }
  }, 120_000);

  it.runIf(process.env.REDIS_URL)(
    'a process started while Redis is down is not ready until Redis is back, then hears the events other processes publish',
    async () => {
      const port = await closedPort();
      const keyPrefix = `test:${randomUUID()}`;
      const app = await startTestApp({ redisUrl: `redis://127.0.0.1:${port}`, rateLimitKeyPrefix: keyPrefix });
      const otherProcess = new Redis(process.env.REDIS_URL!);
      const redisAddress = new URL(process.env.REDIS_URL!);
      const relayed = new Set<net.Socket>();
      // Redis "comes back" on the address the app was given: a relay to the real one.
      const relay = net.createServer((client) => {
        const upstream = net.connect(Number(redisAddress.port || 6379), redisAddress.hostname);
        for (const socket of [client, upstream]) {
          relayed.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => relayed.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      try {
        const before = await app.request('GET', '/api/v1/health/ready');
        expect(before.status).toBe(503);
        expect(before.body.data.checks).toMatchObject({ redis: 'down', liveEvents: 'not_subscribed' });

        // Redis stays away until the process's request to subscribe has failed for good.
        const subscribeFailed = () =>
          app.logLines.some((line) => line.msg === 'subscribing to live events in Redis: a dependency is unavailable');
        for (let waited = 0; waited < 20_000 && !subscribeFailed(); waited += 100)
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect(subscribeFailed()).toBe(true);
        await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
        let ready = before;
        for (let waited = 0; waited < 20_000 && ready.status !== 200; waited += 200) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          ready = await app.request('GET', '/api/v1/health/ready');
        }
        expect(ready.status).toBe(200);
        expect(ready.body.data.checks).toMatchObject({ redis: 'up', liveEvents: 'subscribed' });

        const listingId = randomUUID();
        const stream = await openEventStream(`${app.baseUrl}/api/v1/auctions/${listingId}/events`);
        await stream.waitForReady();
        const event = { channel: auctionChannel(listingId), sequence: 1, type: 'bid', data: { listingId } };
        await otherProcess.publish(`${keyPrefix}:events`, JSON.stringify(event));
        await stream.waitFor(1, 10_000);
        expect(stream.messages.map((message) => message.id)).toEqual([1]);
        await stream.close();
      } finally {
        // The failures while Redis was down were the point of the test; any other error still fails it on close.
        for (let index = app.logLines.length - 1; index >= 0; index -= 1) {
          const message = app.logLines[index]!.msg;
          if (typeof message === 'string' && message.includes('Redis')) app.logLines.splice(index, 1);
        }
        await app.close();
        await otherProcess.quit();
        for (const socket of relayed) socket.destroy();
        await new Promise((resolve) => relay.close(resolve));
      }
    },
    60_000,
  );
});
