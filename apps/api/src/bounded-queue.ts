/**
 * Runs at most `concurrency` tasks at a time and lets at most `maxWaiting` more wait;
 * past that `run` refuses at once (`undefined`) instead of queueing without bound.
 */
export function createBoundedQueue(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function run<T>(task: () => Promise<T>): Promise<{ value: T } | undefined> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) return undefined;
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return { value: await task() };
    } finally {
      // The finished task's place passes straight to the next in line, if any.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return { run, stats: () => ({ running, waiting: waiting.length }) };
}
