const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** A time as the console shows it: Lagos time, date and minutes. */
export function formatWhen(at: string): string {
  return dateTime.format(new Date(at));
}
