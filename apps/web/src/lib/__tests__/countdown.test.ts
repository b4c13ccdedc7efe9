import { describe, expect, it } from 'vitest';
import { formatCountdown, formatMinutesLeft } from '../countdown';

const seconds = (s: number) => s * 1000;

describe('formatCountdown (spec 4)', () => {
  it('shows hours and minutes from one hour', () => {
    expect(formatCountdown(seconds(3600))).toEqual({ text: '1h 00m', urgent: false, ended: false });
    expect(formatCountdown(seconds(2 * 3600 + 14 * 60 + 59))).toMatchObject({ text: '2h 14m' });
  });

  it('shows minutes and seconds under an hour, red under ten minutes', () => {
    expect(formatCountdown(seconds(3599))).toEqual({ text: '59m 59s', urgent: false, ended: false });
    expect(formatCountdown(seconds(600))).toMatchObject({ text: '10m 00s', urgent: false });
    expect(formatCountdown(seconds(599))).toMatchObject({ text: '09m 59s', urgent: true });
  });

  it('says Ended at zero and after', () => {
    expect(formatCountdown(0)).toEqual({ text: 'Ended', urgent: false, ended: true });
    expect(formatCountdown(-5000).text).toBe('Ended');
  });
});

describe('formatMinutesLeft', () => {
  it('rounds up to whole minutes', () => {
    expect(formatMinutesLeft(seconds(61))).toBe('2 min left');
    expect(formatMinutesLeft(seconds(3600 + 60 * 5))).toBe('1h 05m left');
    expect(formatMinutesLeft(0)).toBe('Ended');
  });
});
