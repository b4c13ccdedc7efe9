import { describe, expect, it } from 'vitest';
import { formatLagosDate, formatLagosTime } from '../date-time';

describe('times as people in Nigeria read them', () => {
  it('shows Lagos time on the 12-hour clock, never 24-hour', () => {
    expect(formatLagosTime('2026-11-22T14:30:00Z')).toBe('Sun, 22 Nov 2026, 3:30 pm');
    expect(formatLagosTime(new Date('2026-11-22T07:05:00Z'))).toBe('Sun, 22 Nov 2026, 8:05 am');
    // Midnight in Lagos is 23:00 UTC the day before; 23:30 UTC on 31 December is the new year there.
    expect(formatLagosTime('2026-11-21T23:00:00Z')).toBe('Sun, 22 Nov 2026, 12:00 am');
    expect(formatLagosTime('2025-12-31T23:30:00Z')).toBe('Thu, 1 Jan 2026, 12:30 am');
  });

  it('gives a day on its own, in Lagos', () => {
    expect(formatLagosDate('2026-11-21T23:30:00Z')).toBe('22 Nov 2026');
  });
});
