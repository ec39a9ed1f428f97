import { z } from 'zod';
import { visibleName } from './display-text';
import { timeOfDaySchema, timeZoneSchema } from './notifications';

export const MAX_MEDICATION_TIMES = 6;

const MedicationMessages = {
  nameRequired: 'Medication name is required',
  timesRequired: 'Add at least one time for the reminder',
  timesTooMany: `At most ${MAX_MEDICATION_TIMES} times a day`,
  timesRepeated: 'Each time may be listed once',
  notFound: 'Medication not found',
} as const;

/**
 * POST /api/medications and PUT /api/medications/:id: a medication, its dosage and its daily times. Each time
 * is one daily reminder; editing the times moves, adds or stops those reminders at once.
 */
export const medicationSchema = z
  .object({
    name: visibleName(
      z
        .string({ error: MedicationMessages.nameRequired })
        .trim()
        .min(1, { error: MedicationMessages.nameRequired })
        .max(100),
      'Medication name',
    ),
    dosage: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((value) => (value ? value : null)),
    times: z
      .array(timeOfDaySchema, { error: MedicationMessages.timesRequired })
      .min(1, { error: MedicationMessages.timesRequired })
      .max(MAX_MEDICATION_TIMES, { error: MedicationMessages.timesTooMany })
      .refine((times) => new Set(times).size === times.length, { error: MedicationMessages.timesRepeated })
      .transform((times) => [...times].sort()),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();
export type MedicationRequest = z.input<typeof medicationSchema>;
export type MedicationInputDto = z.output<typeof medicationSchema>;

/** One medication as Settings shows it: its daily reminder times come from its schedules. */
export interface MedicationView {
  id: number;
  name: string;
  dosage: string | null;
  /** Its daily reminder times, kept while its reminders are paused. */
  times: string[];
  /** True while the Medication Reminders switch is off: the times stay, nothing is sent. */
  remindersPaused: boolean;
  createdAt: string;
}

export interface MedicationListResponse {
  items: MedicationView[];
}
