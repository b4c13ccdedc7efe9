import { describe, expect, it } from 'vitest';
import { formatNaira, nairaToKobo } from '../money';

describe('money in kobo', () => {
  it('formats whole naira without kobo and other amounts with kobo', () => {
    expect(formatNaira(125_000_00)).toBe('₦125,000');
    expect(formatNaira(150)).toBe('₦1.50');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('converts naira to whole kobo without float drift', () => {
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
  });

  it('refuses amounts that are not whole kobo', () => {
    expect(() => formatNaira(1.5)).toThrow(RangeError);
    expect(() => formatNaira(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});
