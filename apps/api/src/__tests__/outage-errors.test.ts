import { describe, expect, it } from 'vitest';
import { isOutageError } from '../outages';

describe('what counts as PostgreSQL or Redis being away', () => {
  it.each([
    'Connection terminated unexpectedly',
    // A transaction's next query after its connection was cut: answered 503, not 500.
    'Client has encountered a connection error and is not queryable',
    'timeout exceeded when trying to connect',
  ])('recognises pg saying %j', (message) => {
    expect(isOutageError(new Error(message))).toBe(true);
  });

  it('recognises a refused connection by its code, however deep the cause', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isOutageError(new Error('query failed', { cause: refused }))).toBe(true);
  });

  it('leaves a mistake of ours a mistake', () => {
    expect(isOutageError(new Error('column "x" does not exist'))).toBe(false);
    expect(isOutageError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
