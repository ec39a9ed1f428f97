import {
  DAILY_REMINDER_KINDS,
  DAILY_REMINDERS,
  type DailyNotificationType,
  type DailyReminderKind,
} from './daily-reminders';

export * from './daily-reminders';

/** medication, emergency, 'reminder' for a monthly assessment that is due, and each daily reminder's own type. */
export type NotificationType = 'medication' | 'emergency' | 'reminder' | DailyNotificationType;

export const NOTIFICATION_TYPES: readonly [NotificationType, ...NotificationType[]] = [
  'medication',
  ...new Set(DAILY_REMINDERS.map((row) => row.notificationType)),
  'emergency',
  'reminder',
];

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Actions a push or in-app notification can offer; medication reminders offer both. */
export const NOTIFICATION_ACTIONS = ['taken', 'snooze'] as const;

/** Snooze creates a one-off reminder this many minutes later. */
export const SNOOZE_MINUTES = 10;

/** What a reminder schedule is: a daily kind of the table, a medication's daily time, or a one-off ('custom'). */
export type ReminderKind = DailyReminderKind | 'medication' | 'custom';

export const REMINDER_KINDS: readonly [ReminderKind, ...ReminderKind[]] = [
  ...DAILY_REMINDER_KINDS,
  'medication',
  'custom',
];

/** The time a new medication reminder gets when none is given. */
export const DEFAULT_MEDICATION_TIME = '08:00';

export const NOTIFICATION_TITLE_MAX = 120;

export const NOTIFICATION_BODY_MAX = 500;

/** Web push payloads must stay under ~4 KB once encrypted; data is kept well below that. */
export const NOTIFICATION_DATA_MAX_BYTES = 1024;
