import { z } from 'zod';
import { DAILY_REMINDER_KINDS } from './daily-reminders';
import { timeOfDaySchema, timeZoneSchema } from './notifications';

/** PUT /api/reminders/daily/:kind: which daily reminder, one of the DAILY_REMINDERS table's kinds. */
export const dailyReminderParamsSchema = z
  .object({
    kind: z.enum(DAILY_REMINDER_KINDS, { error: `kind must be one of ${DAILY_REMINDER_KINDS.join(', ')}` }),
  })
  .strict();

/**
 * PUT /api/reminders/daily/:kind (and the spec's PUT /api/reminders/mood-check and /wellness-tips): the switch and
 * the time of one daily reminder. Without a time the stored one stays (the kind's default time for a new one).
 */
export const dailyReminderSchema = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    time: timeOfDaySchema.optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();
export type DailyReminderRequest = z.input<typeof dailyReminderSchema>;

/**
 * PUT /api/reminders/medications: the Medication Reminders switch. Off pauses every medication reminder and keeps
 * its times; on restores exactly those times.
 */
export const medicationRemindersSwitchSchema = z
  .object({ enabled: z.boolean({ error: 'enabled must be true or false' }) })
  .strict();
export type MedicationRemindersSwitchRequest = z.input<typeof medicationRemindersSwitchSchema>;

export interface MedicationRemindersSwitchResponse {
  /** True when the person's medication reminders are on (none paused). */
  enabled: boolean;
}
