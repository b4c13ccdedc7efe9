import { COUNTDOWN_URGENT_SECONDS } from '@naijabid/shared/constants';

export interface CountdownView {
  text: string;
  /** Under ten minutes left: shown in red (docs/product.md#interface-behaviour). */
  urgent: boolean;
  ended: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "5h", or "4d 23h" from a day on. */
function hoursText(hours: number): string {
  return hours >= 24 ? `${Math.floor(hours / 24)}d ${pad(hours % 24)}h` : `${hours}h`;
}

/**
 * docs/product.md#interface-behaviour: hours and minutes while at least an hour remains, otherwise minutes and seconds,
 * red under ten minutes, "Ended" at zero. From a day on, the days go in front of the hours
 * and minutes ("4d 23h 46m"), since "119h 46m" makes people do the sum.
 */
export function formatCountdown(remainingMs: number): CountdownView {
  const totalSeconds = Math.max(0, Math.floor(remainingMs / 1000));
  if (totalSeconds === 0) return { text: 'Ended', urgent: false, ended: true };
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const text = hours >= 1 ? `${hoursText(hours)} ${pad(minutes)}m` : `${pad(minutes)}m ${pad(seconds)}s`;
  return { text, urgent: totalSeconds < COUNTDOWN_URGENT_SECONDS, ended: false };
}

/** A spoken form for screen readers, e.g. "2 hours 5 minutes left". */
export function describeRemaining(remainingMs: number): string {
  const totalMinutes = Math.max(0, Math.floor(remainingMs / 60_000));
  if (remainingMs <= 0) return 'Ended';
  if (totalMinutes < 1) return 'less than a minute left';
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (minutes) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  return `${parts.join(' ')} left`;
}

/**
 * For lists refreshed once a minute (Ending Soon): whole minutes, never stale seconds. The
 * minutes are counted down as the live countdown counts them, so the same auction never
 * says "8 min left" here beside "07m 09s" there; under a minute it says so.
 */
export function formatMinutesLeft(remainingMs: number): string {
  if (remainingMs <= 0) return 'Ended';
  const totalMinutes = Math.floor(remainingMs / 60_000);
  if (totalMinutes < 1) return 'Under 1 min left';
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours >= 1 ? `${hoursText(hours)} ${pad(minutes)}m left` : `${minutes} min left`;
}
