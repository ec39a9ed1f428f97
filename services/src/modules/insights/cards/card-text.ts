import type { InsightBasis } from '@anchor/contracts';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

export function basisOf(days: number, from: string, to: string, assessments?: number): InsightBasis {
  return assessments === undefined ? { days, from, to } : { days, from, to, assessments };
}

/** "28 days, 1 Mar 2026 to 28 Mar 2026": the data a finding rests on, always shown with it. */
export function describeBasis(basis: InsightBasis): string {
  return `${basis.days} days, ${formatDay(basis.from)} to ${formatDay(basis.to)}`;
}

export function round1(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
