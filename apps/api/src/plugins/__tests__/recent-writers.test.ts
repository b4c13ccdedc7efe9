import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRecentWriters } from '../recent-writers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on: Redis there refuses every connection. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('recent writers', () => {
  it('counts a user as a recent writer for the window after their write, and nobody else', async () => {
    const failures: unknown[] = [];
    const writers = createRecentWriters({ windowMs: 200, keyPrefix: 'test', onRedisFailure: (e) => failures.push(e) });
    await writers.wrote('ada');
    expect(await writers.wroteRecently('ada')).toBe(true);
    expect(await writers.wroteRecently('bola')).toBe(false);
    await sleep(250);
    expect(await writers.wroteRecently('ada')).toBe(false);
    expect(failures).toEqual([]);
  });

  it('sends a user to the primary when Redis cannot tell, and reports the write it could not share', async () => {
    const redis = new Redis({ port: await closedPort(), lazyConnect: true, maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    const failures: unknown[] = [];
    const writers = createRecentWriters({
      windowMs: 60_000,
      redis,
      keyPrefix: 'test',
      onRedisFailure: (e) => failures.push(e),
    });
    try {
      // Another process may have noted this user's write: unknowable, so counted as recent.
      expect(await writers.wroteRecently('bola')).toBe(true);
      await writers.wrote('ada');
      expect(failures).toHaveLength(1);
      // This process's own memory still knows.
      expect(await writers.wroteRecently('ada')).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
