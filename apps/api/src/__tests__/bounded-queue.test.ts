import { describe, expect, it } from 'vitest';
import { createBoundedQueue } from '../bounded-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a bounded queue', () => {
  it('runs at most its concurrency at once, queues up to its limit, refuses past it, and drains in order', async () => {
    const queue = createBoundedQueue(2, 2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        peak = Math.max(peak, queue.stats().running);
        await gate.promise;
        return index;
      }),
    );
    expect(await runs[4]).toBeUndefined();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 2 });
    gates[0]!.resolve();
    gates[1]!.resolve();
    await Promise.all([runs[0], runs[1]]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(runs.slice(0, 4))).toEqual([0, 1, 2, 3].map((value) => ({ value })));
    expect(peak).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a task that failed', async () => {
    const queue = createBoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await queue.run(async () => 'next')).toEqual({ value: 'next' });
  });
});
