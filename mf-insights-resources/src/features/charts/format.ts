const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 Jun" for a YYYY-MM-DD day (or the day of an ISO instant). */
export function shortDay(day: string): string {
  return dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** "3 Jun 2026". */
export function fullDay(day: string): string {
  return fullDayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** The average to one decimal, or null for no values. */
export function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

export function oneDecimal(value: number): string {
  return value.toFixed(1);
}

/** The day `days` before a YYYY-MM-DD day. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A chart's table scrolls inside this height (90 days are 90 rows), its column heads staying in view. */
export const TABLE_HEIGHT = '24rem';
