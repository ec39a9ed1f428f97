/**
 * The daily reminder kinds, one row each: the notification a schedule of that kind sends, the time a new schedule
 * gets, the onboarding answers that choose it, and the words people read for it. Settings, onboarding, the server's
 * schedules and their content are built from this table. A new kind is a row here, its message in the server's
 * reminder content (an exhaustive switch asks for it) and a migration that lets reminder_schedules store it.
 */
/** The onboarding answers (and profile-settings preferences) that switch a daily kind and set its time. */
export interface DailyReminderAnswers {
  enabled: 'dailyMoodCheck' | 'wellnessTips';
  time: 'moodCheckTime' | 'wellnessTipsTime';
}

export interface DailyReminderRow<Kind extends string = string> {
  kind: Kind;
  /** The NotificationType its notifications carry. */
  notificationType: string;
  defaultTime: string;
  data: Readonly<Record<string, string>>;
  /** Null for a kind onboarding does not ask about. */
  onboarding: DailyReminderAnswers | null;
  /** Where the Settings Push card lists it: the spec's order is Daily Mood Check, Medication Reminders, Wellness Tips. */
  listed: 'before-medication' | 'after-medication';
  copy: {
    label: string;
    timeLabel: string;
    scheduleLabel: string;
    title: string;
    /** Null when the message changes every day (written by the server). */
    body: string | null;
    scheduled: string;
    scheduleFailed: string;
  };
}

const ROWS = [
  {
    kind: 'mood_check',
    notificationType: 'mood_check',
    defaultTime: '09:00',
    data: { checkType: 'daily_mood' },
    onboarding: { enabled: 'dailyMoodCheck', time: 'moodCheckTime' },
    listed: 'before-medication',
    copy: {
      label: 'Daily Mood Check',
      timeLabel: 'Mood check time',
      scheduleLabel: 'Schedule mood check',
      title: 'Daily mood check',
      body: 'How are you feeling right now?',
      scheduled: 'Mood check scheduled',
      scheduleFailed: 'Could not schedule mood check',
    },
  },
  {
    kind: 'wellness_tip',
    notificationType: 'wellness_tip',
    defaultTime: '12:00',
    data: { category: 'daily_tip' },
    onboarding: { enabled: 'wellnessTips', time: 'wellnessTipsTime' },
    listed: 'after-medication',
    copy: {
      label: 'Wellness Tips',
      timeLabel: 'Wellness tip time',
      scheduleLabel: 'Schedule wellness tips',
      title: 'Wellness tip',
      body: null,
      scheduled: 'Wellness tips scheduled',
      scheduleFailed: 'Could not schedule wellness tips',
    },
  },
] as const satisfies readonly DailyReminderRow[];

export type DailyReminderKind = (typeof ROWS)[number]['kind'];

/** The notification types of the daily kinds. */
export type DailyNotificationType = (typeof ROWS)[number]['notificationType'];

export type DailyReminder = DailyReminderRow<DailyReminderKind> & { notificationType: DailyNotificationType };

export const DAILY_REMINDERS: readonly DailyReminder[] = ROWS;

export const DAILY_REMINDER_KINDS = ROWS.map((row) => row.kind) as [DailyReminderKind, ...DailyReminderKind[]];

export function dailyReminderOf(kind: DailyReminderKind): DailyReminder {
  return DAILY_REMINDERS.find((row) => row.kind === kind) as DailyReminder;
}
