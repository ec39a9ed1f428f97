import { type AppPreferences, type AppPreferencesPatch, DAILY_REMINDERS } from '@anchor/contracts';
import type { CurrentReminderChoices, ReminderSchedulesService } from '../reminders/reminder-schedules.service';

/**
 * The reminder fields of the profile-settings preferences. Their truth is reminder_schedules (the Settings card
 * and onboarding write there); app_preferences keeps only what onboarding was answered, never shown as current.
 */
type ReminderField =
  'dailyMoodCheck' | 'moodCheckTime' | 'wellnessTips' | 'wellnessTipsTime' | 'medicationReminders' | 'medicationTime';

const REMINDER_FIELDS: readonly ReminderField[] = [
  ...DAILY_REMINDERS.flatMap((row) => (row.onboarding ? [row.onboarding.enabled, row.onboarding.time] : [])),
  'medicationReminders',
  'medicationTime',
];

/** The reminder fields as the schedules have them now. */
export function reminderPreferences(current: CurrentReminderChoices): Pick<AppPreferences, ReminderField> {
  const fields: Partial<Record<ReminderField, string | boolean>> = {
    medicationReminders: current.medicationReminders,
    medicationTime: current.medicationTime,
  };
  for (const { kind, onboarding } of DAILY_REMINDERS) {
    const schedule = current.daily.find((daily) => daily.kind === kind);
    if (!onboarding || !schedule) continue;
    fields[onboarding.enabled] = schedule.enabled;
    fields[onboarding.time] = schedule.time;
  }
  return fields as Pick<AppPreferences, ReminderField>;
}

/** The patch without its reminder fields: what app_preferences stores. */
export function storedPreferencesOf(patch: AppPreferencesPatch): AppPreferencesPatch {
  return Object.fromEntries(
    Object.entries(patch).filter(([key]) => !REMINDER_FIELDS.includes(key as ReminderField)),
  ) as AppPreferencesPatch;
}

/**
 * A PATCH naming a reminder switch or time schedules it, through the same service as the Settings card: a caller
 * who turns wellness tips off expects them to stop. (medicationTime is refused by the schema: each medication has
 * its own times.)
 */
export async function applyReminderPatch(
  reminders: ReminderSchedulesService,
  userId: number,
  patch: AppPreferencesPatch,
): Promise<void> {
  const current = await reminders.currentChoices(userId);
  for (const { kind, onboarding } of DAILY_REMINDERS) {
    if (!onboarding) continue;
    const enabled = patch[onboarding.enabled];
    const time = patch[onboarding.time];
    if (enabled === undefined && time === undefined) continue;
    const now = current.daily.find((daily) => daily.kind === kind);
    await reminders.setDaily(userId, kind, { enabled: enabled ?? now?.enabled ?? false, time });
  }
  if (patch.medicationReminders !== undefined) {
    await reminders.setMedicationReminders(userId, patch.medicationReminders);
  }
}
