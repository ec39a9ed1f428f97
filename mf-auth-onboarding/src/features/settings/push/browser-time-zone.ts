/** The IANA zone the reminders' local times are meant in: the browser's own. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
