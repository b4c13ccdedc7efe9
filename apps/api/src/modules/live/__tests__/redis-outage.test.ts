import { randomUUID } from 'node:crypto';
import net from 'node:net';
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
      // Each is delivered here once its publish has failed, which takes the client's retries.
      const delivered = await stream.waitFor(events.length, 20_000);
      expect(delivered.map((event) => event.id).sort((a, b) => a - b)).toEqual(events.map((event) => event.sequence));
      await stream.close();
      const failures = () => new Set(app.logLines.filter((line) => Number(line.level) >= 50).map((line) => line.msg));
      const expected = ['subscribing to live events in Redis failed'];
      for (let waited = 0; waited < 20_000 && !expected.every((message) => failures().has(message)); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect([...failures()]).toEqual(expected);
      // Forty failed publishes within the quiet period: one warning, as a database outage gives.
      expect(
        app.logLines.filter((line) => line.msg === 'publishing live events through Redis: a dependency is unavailable'),
      ).toHaveLength(1);
      expect(app.logLines.some((line) => line.msg === 'Redis connection failed')).toBe(true);
    } finally {
      // These failures were the point of the test; any other error still fails it on close.
      for (let index = app.logLines.length - 1; index >= 0; index -= 1)
        if (ownLines(app.logLines[index]!)) app.logLines.splice(index, 1);
      await app.close();
    }
  }, 60_000);
});
