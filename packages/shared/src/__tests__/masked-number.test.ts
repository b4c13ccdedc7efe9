import { describe, expect, it } from 'vitest';
import { maskLikePaystack, sameMaskedNumber } from '../masked-number';

describe('masked numbers', () => {
  it('shows the first and last three digits, as Paystack does', () => {
    expect(maskLikePaystack('0123456785')).toBe('012****785');
    expect(maskLikePaystack('22187654321')).toBe('221*****321');
  });

  it('matches a full number to its masked form, and two masked forms of one number', () => {
    expect(sameMaskedNumber('012****785', '0123456785')).toBe(true);
    expect(sameMaskedNumber('0123456785', '012****785')).toBe(true);
    expect(sameMaskedNumber('012****785', '012****785')).toBe(true);
    expect(sameMaskedNumber('012****785', '0123456786')).toBe(false);
    expect(sameMaskedNumber('012****785', '055****785')).toBe(false);
    expect(sameMaskedNumber('012****785', '01234567855')).toBe(false);
  });
});
