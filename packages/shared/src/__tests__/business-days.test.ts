import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../business-days';

describe('addBusinessDays', () => {
  it('skips weekends: seven business days from a Monday end on the Wednesday of the next week', () => {
    // Monday 2026-11-23 10:00 Lagos time.
    expect(addBusinessDays(new Date('2026-11-23T09:00:00Z'), 7).toISOString()).toBe('2026-12-02T09:00:00.000Z');
  });

  it('counts from a Saturday payment as from the Friday before it', () => {
    expect(addBusinessDays(new Date('2026-11-28T12:00:00Z'), 1).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it('skips the fixed public holidays (Christmas and Boxing Day, Independence Day)', () => {
    // Thursday 2026-12-24: Friday 25 and Saturday 26 are off, so one business day is Monday 28.
    expect(addBusinessDays(new Date('2026-12-24T08:00:00Z'), 1).toISOString()).toBe('2026-12-28T08:00:00.000Z');
    // Wednesday 2025-10-01 is Independence Day: one business day from Tuesday 30 September is Thursday.
    expect(addBusinessDays(new Date('2025-09-30T08:00:00Z'), 1).toISOString()).toBe('2025-10-02T08:00:00.000Z');
  });

  it('takes the day by Lagos time: 23:30 UTC on a Friday is 00:30 on Saturday in Lagos', () => {
    expect(addBusinessDays(new Date('2026-11-27T23:30:00Z'), 1).toISOString()).toBe('2026-11-29T23:30:00.000Z'); // Monday 00:30 in Lagos;
  });
});
