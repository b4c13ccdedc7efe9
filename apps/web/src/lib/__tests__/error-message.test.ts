import { describe, expect, it } from 'vitest';
import { clientErrorMessages as m } from '@naijabid/shared/messages';
import { chooseErrorMessage } from '../error-message';

describe('the generic error message (docs/product.md#errors)', () => {
  it.each([
    [400, m.status400],
    [401, m.status401],
    [403, m.status403],
    [404, m.status404],
    [408, m.status408],
    [429, m.status429],
    [500, m.status500],
    [502, m.status502],
    [503, m.status503],
    [504, m.status504],
    [501, m.otherServerError],
    [599, m.otherServerError],
    [409, m.otherClientError],
    [422, m.otherClientError],
  ])('answers status %i without a detail with its catalogue sentence', (status, expected) => {
    expect(chooseErrorMessage({ kind: 'response', status })).toBe(expected);
  });

  it('shows a detail field as is, before any status rule', () => {
    expect(
      chooseErrorMessage({ kind: 'response', status: 409, detail: 'An account with this email already exists.' }),
    ).toBe('An account with this email already exists.');
    expect(chooseErrorMessage({ kind: 'response', status: 500, detail: 'Database down.' })).toBe('Database down.');
  });

  it('names a failed connection, a timeout and a missing answer', () => {
    expect(chooseErrorMessage({ kind: 'network' })).toBe(m.network);
    expect(chooseErrorMessage({ kind: 'timeout' })).toBe(m.timeout);
    expect(chooseErrorMessage({ kind: 'no-response' })).toBe(m.noResponse);
  });

  it('falls back to the processing and unexpected sentences', () => {
    expect(chooseErrorMessage({ kind: 'unreadable' })).toBe(m.processingFailed);
    expect(chooseErrorMessage({ kind: 'unexpected' })).toBe(m.unexpected);
  });
});
