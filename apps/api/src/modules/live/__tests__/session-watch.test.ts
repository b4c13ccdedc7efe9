import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionWatch, SESSION_CHECK_INTERVAL_MS } from '../session-watch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session watch of user streams', () => {
  it("checks all of the process's sessions with a few queries per interval and ends only the gone ones' streams", async () => {
    const sessionIds = Array.from({ length: 2_500 }, () => randomUUID());
    const revoked = new Set<string>(sessionIds.slice(0, 3));
    const queries: string[][] = [];
    const watch = createSessionWatch(async (ids) => {
      queries.push(ids);
      return new Set(ids.filter((id) => !revoked.has(id)));
    }, vi.fn());
    const ended: string[] = [];
    for (const sessionId of sessionIds) {
      // Two tabs of each session.
      watch.watch(sessionId, () => ended.push(sessionId));
      watch.watch(sessionId, () => ended.push(sessionId));
    }

    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(queries.map((ids) => ids.length)).toEqual([1_000, 1_000, 500]);
    expect(new Set(queries.flat())).toEqual(new Set(sessionIds));
    expect(ended.sort()).toEqual([...revoked, ...revoked].sort());
    await watch.close();
  });

  it('stops checking a stream that closed, checks nothing with no streams, and ends nothing when a check fails', async () => {
    const queries: string[][] = [];
    let failing = true;
    const onError = vi.fn();
    const watch = createSessionWatch(async (ids) => {
      queries.push(ids);
      if (failing) throw new Error('database down');
      return new Set();
    }, onError);
    const end = vi.fn();
    const closed = watch.watch('closed-stream-session', vi.fn());
    watch.watch('live-stream-session', end);
    closed();

    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(queries).toEqual([['live-stream-session']]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(end).not.toHaveBeenCalled();

    failing = false;
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(end).toHaveBeenCalledTimes(1);
    await watch.close();
  });

  it('asks nothing while no stream is open', async () => {
    const liveSessions = vi.fn(async () => new Set<string>());
    const watch = createSessionWatch(liveSessions, vi.fn());
    await vi.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);
    expect(liveSessions).not.toHaveBeenCalled();
    await watch.close();
  });
});
