/**
 * Business days as Nigerian shipping deadlines count them: Monday to Friday in Lagos time,
 * less the public holidays that fall on a fixed date. Holidays set by the moon or by Easter
 * (Eid, Good Friday) are announced each year and are not counted here, so a deadline may fall
 * on one; a seller gains no day then.
 */

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Nigeria's public holidays on a fixed date, by month-day; the shipping policy names them. */
export const FIXED_PUBLIC_HOLIDAYS = [
  { monthDay: '01-01', name: "New Year's Day" },
  { monthDay: '05-01', name: "Workers' Day" },
  { monthDay: '06-12', name: 'Democracy Day' },
  { monthDay: '10-01', name: 'Independence Day' },
  { monthDay: '12-25', name: 'Christmas Day' },
  { monthDay: '12-26', name: 'Boxing Day' },
] as const;
const FIXED_HOLIDAYS = new Set<string>(FIXED_PUBLIC_HOLIDAYS.map((holiday) => holiday.monthDay));

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
