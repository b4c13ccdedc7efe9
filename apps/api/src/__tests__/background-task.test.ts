import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundTask } from '../background-task';

afterEach(() => vi.useRealTimers());

describe('a background task', () => {
  it('runs one at a time, reports failures and goes on, and its stop waits for a run under way', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let finishRun: () => void = () => undefined;
    let runs = 0;
    const stop = startBackgroundTask(
      1000,
      () => {
        runs += 1;
        if (runs === 1) return Promise.reject(new Error('database away'));
        return new Promise<void>((resolve) => (finishRun = resolve));
      },
      (error) => errors.push(error),
    );

    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([new Error('database away')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    // The second run is still going: later ticks do not start a third.
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishRun();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
