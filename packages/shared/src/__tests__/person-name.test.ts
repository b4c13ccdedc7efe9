import { describe, expect, it } from 'vitest';
import { nameMatchesPerson } from '../person-name';

const chiamaka = { firstName: 'Chiamaka', lastName: 'Okafor' };

describe('nameMatchesPerson', () => {
  it.each([
    'CHIAMAKA OKAFOR',
    'OKAFOR CHIAMAKA',
    'CHIAMAKA ADAEZE OKAFOR',
    'OKAFOR, CHIAMAKA A.',
    'okafor chiamaka adaeze',
    '  Chiamaka   Okafor ',
  ])('takes %j as the name of Chiamaka Okafor (case, order, middle names and punctuation do not count)', (name) => {
    expect(nameMatchesPerson(name, chiamaka)).toBe(true);
  });

  it.each(['IBRAHIM MUSA BELLO', 'CHIAMAKA EZE', 'NGOZI OKAFOR', 'CHIAMAKAOKAFOR', 'OKAFOR', ''])(
    'does not take %j as the name of Chiamaka Okafor',
    (name) => {
      expect(nameMatchesPerson(name, chiamaka)).toBe(false);
    },
  );

  it('tolerates a middle name the person gave us, and hyphenated or accented names', () => {
    expect(nameMatchesPerson('OKAFOR CHIAMAKA', { firstName: 'Chiamaka Adaeze', lastName: 'Okafor' })).toBe(true);
    expect(nameMatchesPerson('ADEBAYO OKAFOR TUNDE', { firstName: 'Tunde', lastName: 'Adebayo-Okafor' })).toBe(true);
    expect(nameMatchesPerson('ADEBAYO FOLAKE', { firstName: 'Fọlákẹ́', lastName: 'Adébáyọ̀' })).toBe(true);
    expect(nameMatchesPerson("O'NEIL MARY", { firstName: 'Mary', lastName: 'ONeil' })).toBe(true);
  });
});
