/**
 * How every page, list and mail shows a moment: Lagos time (WAT, whatever the device's or
 * server's zone) on the 12-hour clock people in Nigeria say, "Sun, 22 Nov 2026, 3:30 pm".
 * en-NG's own default is a 24-hour clock ("15:30"), which some lists showed beside others
 * in am/pm. The year is always there: a wallet or an order is read long after.
 */
const LAGOS = 'Africa/Lagos';
const lagosTime = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: LAGOS,
});
const lagosDay = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: LAGOS });

/** "Sun, 22 Nov 2026, 3:30 pm". */
export function formatLagosTime(at: string | Date): string {
  return lagosTime.format(new Date(at));
}

/** A day without its time, "22 Nov 2026": when an auction ended, when a rating was given. */
export function formatLagosDate(at: string | Date): string {
  return lagosDay.format(new Date(at));
}
