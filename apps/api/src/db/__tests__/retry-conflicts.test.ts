import { describe, expect, it } from 'vitest';
import { retryingConflicts } from '../retry-conflicts';

function databaseError(code: string): Error {
  // As Drizzle reports it: its own error, caused by the driver's.
  return new Error('database query failed', { cause: Object.assign(new Error('deadlock detected'), { code }) });
}

function failingFirst(failures: Error[]) {
  let tries = 0;
  return {
    work: async () => {
      tries += 1;
      const failure = failures[tries - 1];
      if (failure) throw failure;
      return 'done';
    },
    tries: () => tries,
  };
}

describe('retryingConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure', async () => {
    const work = failingFirst([databaseError('40P01'), databaseError('40001')]);
    await expect(retryingConflicts(work.work)).resolves.toBe('done');
    expect(work.tries()).toBe(3);
  });

  it('gives up after the tries it was given, with the last error', async () => {
    const last = databaseError('40P01');
    const work = failingFirst([databaseError('40P01'), databaseError('40P01'), last]);
    await expect(retryingConflicts(work.work)).rejects.toBe(last);
    expect(work.tries()).toBe(3);
  });

  it('answers any other failure at once', async () => {
    const refused = databaseError('23505');
    const work = failingFirst([refused]);
    await expect(retryingConflicts(work.work)).rejects.toBe(refused);
    expect(work.tries()).toBe(1);
  });
});
