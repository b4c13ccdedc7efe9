import { describe, expect, it } from 'vitest';
import { formatCountdown, formatMinutesLeft } from '../countdown';

const seconds = (s: number) => s * 1000;

describe('formatCountdown (docs/product.md#interface-behaviour)', () => {
  it('shows hours and minutes from one hour', () => {
    expect(formatCountdown(seconds(3600))).toEqual({ text: '1h 00m', urgent: false, ended: false });
    expect(formatCountdown(seconds(2 * 3600 + 14 * 60 + 59))).toMatchObject({ text: '2h 14m' });
  });

  it('shows minutes and seconds under an hour, red under ten minutes', () => {
    expect(formatCountdown(seconds(3599))).toEqual({ text: '59m 59s', urgent: false, ended: false });
    expect(formatCountdown(seconds(600))).toMatchObject({ text: '10m 00s', urgent: false });
    expect(formatCountdown(seconds(599))).toMatchObject({ text: '09m 59s', urgent: true });
  });

  it('puts the days in front of the hours and minutes from a day on', () => {
    expect(formatCountdown(seconds(119 * 3600 + 46 * 60))).toMatchObject({ text: '4d 23h 46m' });
    expect(formatCountdown(seconds(24 * 3600))).toMatchObject({ text: '1d 00h 00m' });
    expect(formatCountdown(seconds(23 * 3600 + 59 * 60))).toMatchObject({ text: '23h 59m' });
  });

  it('says Ended at zero and after', () => {
    expect(formatCountdown(0)).toEqual({ text: 'Ended', urgent: false, ended: true });
    expect(formatCountdown(-5000).text).toBe('Ended');
  });
});

describe('formatMinutesLeft', () => {
  it('counts whole minutes as the live countdown does, so both agree on the same auction', () => {
    const remaining = seconds(7 * 60 + 9);
    expect(formatCountdown(remaining).text).toBe('07m 09s');
    expect(formatMinutesLeft(remaining)).toBe('7 min left');
    expect(formatMinutesLeft(seconds(59))).toBe('Under 1 min left');
    expect(formatMinutesLeft(seconds(3600 + 60 * 5))).toBe('1h 05m left');
    expect(formatMinutesLeft(seconds(50 * 3600))).toBe('2d 02h 00m left');
    expect(formatMinutesLeft(0)).toBe('Ended');
  });
});
