import { parseExpression } from 'cron-parser';

/**
 * Daily reminder times. BullMQ's job schedulers compute their runs with this same cron-parser and `tz`,
 * so "09:00 Europe/Paris" stays 09:00 local across daylight-saving changes.
 */
export function dailyCronPattern(localTime: string): string {
  const [hours, minutes] = localTime.split(':').map(Number);
  return `${minutes} ${hours} * * *`;
}

export function nextDailyRun(localTime: string, timeZone: string, after: Date): Date {
  return parseExpression(dailyCronPattern(localTime), { currentDate: after, tz: timeZone }).next().toDate();
}

export function previousDailyRun(localTime: string, timeZone: string, before: Date): Date {
  return parseExpression(dailyCronPattern(localTime), { currentDate: before, tz: timeZone }).prev().toDate();
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The hour (0-23) of an instant in a time zone. */
export function localHour(instant: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant);
  return Number(hour);
}

/** A time earlier than now moves to the next day as many days as it takes: a one-off reminder is never dropped for being late. */
export function notBefore(requested: Date, now: Date): Date {
  const DAY = 24 * 60 * 60 * 1000;
  if (requested.getTime() >= now.getTime()) return requested;
  const days = Math.ceil((now.getTime() - requested.getTime()) / DAY);
  return new Date(requested.getTime() + days * DAY);
}
