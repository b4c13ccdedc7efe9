/**
 * Business days as Nigerian shipping deadlines count them: Monday to Friday in Lagos time,
 * less the public holidays that fall on a fixed date. Holidays set by the moon or by Easter
 * (Eid, Good Friday) are announced each year and are not counted here, so a deadline may fall
 * on one; a seller gains no day then.
 */

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Month-day of New Year, Workers' Day, Democracy Day, Independence Day, Christmas and Boxing Day. */
const FIXED_HOLIDAYS = new Set(['01-01', '05-01', '06-12', '10-01', '12-25', '12-26']);

function isBusinessDay(lagosDate: Date): boolean {
  const weekday = lagosDate.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = lagosDate.toISOString().slice(5, 10);
  return !FIXED_HOLIDAYS.has(monthDay);
}

/** The same Lagos time of day `days` business days after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  let lagos = new Date(from.getTime() + LAGOS_OFFSET_MS);
  let counted = 0;
  while (counted < days) {
    lagos = new Date(lagos.getTime() + DAY_MS);
    if (isBusinessDay(lagos)) counted += 1;
  }
  return new Date(lagos.getTime() - LAGOS_OFFSET_MS);
}
