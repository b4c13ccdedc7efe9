import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNaira, formatNairaCompact, formatNairaForField, nairaToKobo, parseNaira, vatIncludedIn } from '../money';

const safeKobo = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const amount = (amountKobo: number) => ({ kind: 'amount', amountKobo });

describe('money in kobo', () => {
  it('formats whole naira without kobo and other amounts with kobo', () => {
    expect(formatNaira(125_000_00)).toBe('₦125,000');
    expect(formatNaira(150)).toBe('₦1.50');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('writes an amount taken off with the minus sign every page uses, not a hyphen', () => {
    expect(formatNaira(-50_000_00)).toBe('\u2212₦50,000');
    expect(formatNaira(-150)).toBe('\u2212₦1.50');
  });

  it('converts naira to whole kobo without float drift', () => {
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
  });

  it('refuses amounts that are not whole kobo', () => {
    expect(() => formatNaira(1.5)).toThrow(RangeError);
    expect(() => formatNaira(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });

  it('keeps the last kobo of amounts too large for kobo / 100 to be exact', () => {
    expect(formatNaira(Number.MAX_SAFE_INTEGER)).toBe('₦90,071,992,547,409.91');
  });

  it('shows large totals compactly in whole naira', () => {
    expect(formatNairaCompact(250_000_00)).toBe('₦250K');
    expect(formatNairaCompact(2_240_000_00)).toBe('₦2.2M');
    expect(formatNairaCompact(99_950)).toBe('₦999');
  });
});

describe('naira text people type', () => {
  it('reads what people type into whole kobo', () => {
    expect(parseNaira('25,000.50')).toEqual(amount(2_500_050));
    expect(parseNaira(' 1 000 ')).toEqual(amount(100_000));
    expect(parseNaira('₦15,000')).toEqual(amount(1_500_000));
    expect(parseNaira('₦ 2,000')).toEqual(amount(200_000));
    expect(parseNaira('15000.5')).toEqual(amount(1_500_050));
    expect(parseNaira('0.1')).toEqual(amount(10));
    expect(parseNaira('0.29')).toEqual(amount(29));
    expect(parseNaira('0')).toEqual(amount(0));
    expect(parseNaira('90071992547409.91')).toEqual(amount(Number.MAX_SAFE_INTEGER));
  });

  it('tells an empty field from one that is not an amount', () => {
    for (const text of ['', '   ', '₦', ' , ']) expect(parseNaira(text)).toEqual({ kind: 'empty' });
    for (const text of [
      'abc',
      'five thousand',
      '5000.123',
      '-5',
      '+5',
      '1e20',
      'Infinity',
      '0x10',
      '.5',
      '5.',
      '1.2.3',
      '90071992547410',
    ])
      expect(parseNaira(text)).toEqual({ kind: 'invalid' });
  });

  it('reads back every amount exactly as a field or a page shows it', () => {
    fc.assert(
      fc.property(safeKobo, (amountKobo) => {
        expect(parseNaira(formatNairaForField(amountKobo))).toEqual(amount(amountKobo));
        expect(parseNaira(formatNaira(amountKobo))).toEqual(amount(amountKobo));
      }),
    );
  });

  it('reads whole naira with grouping, spaces and a ₦ sign as the same amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom('', '₦', '₦ ', ' '), (naira, prefix) => {
        const grouped = naira.toLocaleString('en-US');
        expect(parseNaira(`${prefix}${grouped} `)).toEqual(amount(naira * 100));
      }),
    );
  });

  it('refuses any text with a character that is not a digit, a separator or one decimal point', () => {
    const stray = fc.constantFrom('-', '+', 'e', 'E', 'x', 'N', '/', '$', 'o', '٣');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,6}$/), stray, fc.nat(6), (digits, character, at) => {
        const position = Math.min(at, digits.length);
        expect(parseNaira(digits.slice(0, position) + character + digits.slice(position))).toEqual({ kind: 'invalid' });
      }),
    );
  });

  it('refuses more than two digits of kobo and more kobo than a safe integer', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}$/), fc.stringMatching(/^\d{3,5}$/), (naira, kobo) => {
        expect(parseNaira(`${naira}.${kobo}`)).toEqual({ kind: 'invalid' });
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(Number.MAX_SAFE_INTEGER) + 1n, max: 10n ** 30n }), (kobo) => {
        expect(parseNaira(`${kobo / 100n}.${String(kobo % 100n).padStart(2, '0')}`)).toEqual({ kind: 'invalid' });
      }),
    );
  });

  it('formats a field amount as plain digits, kobo only when there are some', () => {
    expect(formatNairaForField(2_500_000)).toBe('25000');
    expect(formatNairaForField(2_500_050)).toBe('25000.50');
    expect(formatNairaForField(5)).toBe('0.05');
    expect(formatNairaForField(null)).toBe('');
  });
});

describe('the VAT within our commission', () => {
  it('is 7.5/107.5 of it, rounded half up to the kobo, in integers', () => {
    expect(vatIncludedIn(0)).toBe(0);
    // ₦3,000 holds ₦209.302…: 20,930 kobo; ₦4,000 holds ₦279.069…: 27,907 kobo.
    expect(vatIncludedIn(300_000)).toBe(20_930);
    expect(vatIncludedIn(400_000)).toBe(27_907);
    // 43 kobo hold 3 kobo exactly: 43 × 75 / 1075 = 3.
    expect(vatIncludedIn(43)).toBe(3);
    // To the nearest kobo: 50 hold 3.488… → 3, 100 hold 6.976… → 7. (A whole number of kobo never
    // holds exactly half a kobo: that would need 6 to divide an odd number, so no tie is ever broken.)
    expect([50, 100].map(vatIncludedIn)).toEqual([3, 7]);
  });

  it('is within half a kobo of the exact share for any commission, and never more than it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (commission) => {
        const vat = vatIncludedIn(commission);
        expect(Math.abs(vat - (commission * 75) / 1075)).toBeLessThan(0.5);
        expect(vat).toBeLessThanOrEqual(commission);
      }),
    );
  });
});
