import { describe, expect, it } from 'vitest';
import { nubanCheckApplies, nubanCheckDigit, nubanLooksMistyped } from '../nuban';

describe('the NUBAN check digit', () => {
  it('gives the CBN examples: First Bank serials 000001457 and 000000022', () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(nubanCheckDigit('011', '000000022')).toBe(0);
    // The 2020 six-digit institution code of a bank is its code padded with zeros.
    expect(nubanCheckDigit('000011', '000001457')).toBe(9);
  });

  it('accepts well-formed account numbers at GTBank, Access, UBA and Zenith', () => {
    for (const [bankCode, serial] of [
      ['058', '012345678'],
      ['044', '069482731'],
      ['033', '210987654'],
      ['057', '225813407'],
    ] as const) {
      const accountNumber = `${serial}${nubanCheckDigit(bankCode, serial)}`;
      expect(nubanLooksMistyped(bankCode, accountNumber), accountNumber).toBe(false);
    }
  });

  it('calls any one mistyped digit of a valid number a typo', () => {
    const valid = '0000014579';
    for (let position = 0; position < 10; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === valid[position]) continue;
        const typo = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
        expect(nubanLooksMistyped('011', typo), typo).toBe(true);
      }
    }
  });

  it('leaves banks listed under codes that are not the CBN’s to the account lookup', () => {
    for (const fintech of ['50211', '50515', '999992', '999991', '565']) {
      expect(nubanCheckApplies(fintech)).toBe(false);
      expect(nubanLooksMistyped(fintech, '0000014570')).toBe(false);
    }
  });

  it('does not judge what is not 10 digits (the shape has its own message)', () => {
    expect(nubanLooksMistyped('011', '000001457')).toBe(false);
    expect(nubanLooksMistyped('011', '00000145790')).toBe(false);
  });
});
