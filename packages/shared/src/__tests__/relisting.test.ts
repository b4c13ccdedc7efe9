import { describe, expect, it } from 'vitest';
import { relistStartingPriceKobo } from '../relisting';

describe('a relisted auction’s starting price', () => {
  it('is the last one, or lowered by the percentage and rounded down to whole naira', () => {
    expect(relistStartingPriceKobo(65_000_00, 0, 100_00)).toBe(65_000_00);
    expect(relistStartingPriceKobo(65_000_00, 10, 100_00)).toBe(58_500_00);
    expect(relistStartingPriceKobo(58_500_00, 10, 100_00)).toBe(52_650_00);
    expect(relistStartingPriceKobo(999_99, 15, 100_00)).toBe(849_00);
  });

  it('never falls below the least starting price, nor rises above the last', () => {
    expect(relistStartingPriceKobo(150_00, 50, 100_00)).toBe(100_00);
    expect(relistStartingPriceKobo(50_00, 0, 100_00)).toBe(50_00);
  });
});
