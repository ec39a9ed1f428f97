import { z } from 'zod';
import { MAX_ROW_ID, rowIdTextSchema } from './row-id';
import {
  BREATHING_SESSION_SECONDS,
  BREATHING_SUBTYPE,
  EXERCISE_DURATIONS,
  JOURNAL_LIST_MAX_LIMIT,
  JOURNAL_TEXT_MAX_LENGTH,
  MEDITATION_DURATIONS,
  MINDFULNESS_NOTES_MAX_LENGTH,
  MINDFULNESS_SUBTYPES,
  MINDFULNESS_TYPES,
  STREAK_GRACE_DAYS,
  SUDS_SCALE,
  type MindfulnessSession,
  type MindfulnessType,
  type RecordedMindfulnessSession,
} from './mindfulness';
import { crisisCheckSchema } from './crisis-check-schema';

// The package index exports the mindfulness contract through this one file; mindfulness.ts stays zod-free.
export * from './mindfulness';

const sudsMessage = `must be a whole number from ${SUDS_SCALE.min} to ${SUDS_SCALE.max}`;
const sudsRating = z
  .number({ error: sudsMessage })
  .int({ error: sudsMessage })
  .min(SUDS_SCALE.min, { error: sudsMessage })
  .max(SUDS_SCALE.max, { error: sudsMessage })
  .nullish()
  .transform((value) => value ?? null);

/** Empty text is stored as null rather than as an encrypted empty string. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const practiceMoment = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date and time' })
  .nullish()
  .transform((value) => value ?? null);

/** Every practice has fixed lengths: the meditation choices, or the one length of the exercise. */
function allowedDurations(type: MindfulnessType, subtype: string | null): readonly number[] {
  if (type === 'meditation') return MEDITATION_DURATIONS;
  if (type === 'breathing') return [BREATHING_SESSION_SECONDS];
  const fixed = subtype ? EXERCISE_DURATIONS[subtype as keyof typeof EXERCISE_DURATIONS] : undefined;
  return fixed ? [fixed] : [];
}

/** Only an EMDR-style exercise has an Emergency Stop, and a stopped practice brings the time it really took. */
function refineStoppedEarly(
  { type, stoppedEarly, startedAt }: { type: string; stoppedEarly: boolean; startedAt: string | null },
  context: z.RefinementCtx,
) {
  if (!stoppedEarly) return;
  if (type !== 'emdr') {
    context.addIssue({ code: 'custom', path: ['stoppedEarly'], message: 'is only for EMDR exercises' });
  } else if (startedAt === null) {
    context.addIssue({ code: 'custom', path: ['startedAt'], message: 'is required for a practice stopped early' });
  }
}

/** The start and end come together (a client that measures nothing sends neither), the end not before the start. */
function refinePracticeTimes(
  { startedAt, endedAt }: { startedAt: string | null; endedAt: string | null },
  context: z.RefinementCtx,
) {
  if (startedAt === null && endedAt === null) return;
  if (startedAt === null || endedAt === null) {
    const missing = startedAt === null ? 'startedAt' : 'endedAt';
    const given = startedAt === null ? 'endedAt' : 'startedAt';
    context.addIssue({ code: 'custom', path: [missing], message: `is required with ${given}` });
    return;
  }
  if (Date.parse(endedAt) < Date.parse(startedAt)) {
    context.addIssue({ code: 'custom', path: ['endedAt'], message: 'must not be before startedAt' });
  }
}

export const createMindfulnessSessionSchema = z
  .object({
    type: z.enum(MINDFULNESS_TYPES, { error: `must be one of ${MINDFULNESS_TYPES.join(', ')}` }),
    subtype: z
      .string({ error: 'must be text' })
      .nullish()
      .transform((value) => value ?? null),
    duration: z
      .number({ error: 'must be a number of seconds' })
      .int({ error: 'must be a whole number of seconds' })
      .min(1, { error: 'must be a whole number of seconds' })
      .max(MAX_ROW_ID, { error: 'must be a whole number of seconds' }),
    notes: optionalText(MINDFULNESS_NOTES_MAX_LENGTH),
    sudsBefore: sudsRating,
    sudsAfter: sudsRating,
    /** What the person wrote, saved to their journal only when they chose to keep it. */
    journalText: optionalText(JOURNAL_TEXT_MAX_LENGTH),
    /** When the practice began and ended, by the client's clock; the server clamps them to its own. */
    startedAt: practiceMoment,
    endedAt: practiceMoment,
    /** Ended with the Emergency Stop of an EMDR-style exercise. */
    stoppedEarly: z.boolean({ error: 'must be true or false' }).optional().default(false),
  })
  .strict()
  .superRefine((session, context) => {
    const subtypes = MINDFULNESS_SUBTYPES[session.type];
    const subtypeRequired = session.type === 'cbt' || session.type === 'emdr';
    if ((session.subtype !== null || subtypeRequired) && !subtypes.includes(session.subtype ?? '')) {
      const message =
        subtypes.length === 0 ? `must be empty for ${session.type}` : `must be one of ${subtypes.join(', ')}`;
      context.addIssue({ code: 'custom', path: ['subtype'], message });
      return;
    }
    const durations = allowedDurations(session.type, session.subtype);
    if (!durations.includes(session.duration)) {
      context.addIssue({ code: 'custom', path: ['duration'], message: `must be ${durations.join(' or ')} seconds` });
    }
    if (session.journalText && (session.type === 'meditation' || session.type === 'breathing')) {
      context.addIssue({ code: 'custom', path: ['journalText'], message: 'is kept only for CBT and EMDR exercises' });
    }
    refinePracticeTimes(session, context);
    refineStoppedEarly(session, context);
  })
  .transform((session) =>
    session.type === 'breathing' && session.subtype === null ? { ...session, subtype: BREATHING_SUBTYPE } : session,
  );
export type CreateMindfulnessSession = z.output<typeof createMindfulnessSessionSchema>;
export type CreateMindfulnessSessionRequest = z.input<typeof createMindfulnessSessionSchema>;

const nullableSuds = z.number().int().nullable();

const mindfulnessSessionSchema = z.object({
  id: z.number().int(),
  type: z.enum(MINDFULNESS_TYPES),
  subtype: z.string().nullable(),
  duration: z.number().int(),
  secondsSpent: z.number().int().nullable(),
  stoppedEarly: z.boolean(),
  notes: z.string().nullable(),
  sudsBefore: nullableSuds,
  sudsAfter: nullableSuds,
  journalEntryId: z.number().int().nullable(),
  createdAt: z.string().meta({ description: 'ISO 8601 date and time' }),
}) satisfies z.ZodType<MindfulnessSession>;

export const recordedMindfulnessSessionSchema = mindfulnessSessionSchema
  .extend(crisisCheckSchema.shape)
  .meta({ id: 'RecordedMindfulnessSession' }) satisfies z.ZodType<RecordedMindfulnessSession>;

export const journalListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(JOURNAL_LIST_MAX_LIMIT).default(50),
  /** The next page: entries older than the entry with this id (the last one of the page before). */
  before: rowIdTextSchema.optional(),
});

export const startMeditationTimerSchema = z
  .object({
    duration: z
      .number({ error: 'must be a number of seconds' })
      .refine((value) => (MEDITATION_DURATIONS as readonly number[]).includes(value), {
        error: `must be ${MEDITATION_DURATIONS.join(', ')} seconds`,
      }),
    sudsBefore: sudsRating,
  })
  .strict();
export type StartMeditationTimer = z.input<typeof startMeditationTimerSchema>;

const graceMessage = `must be a whole number of days from ${STREAK_GRACE_DAYS.min} to ${STREAK_GRACE_DAYS.max}`;

export const updatePracticeStreakSchema = z
  .object({
    enabled: z.boolean({ error: 'must be true or false' }),
    graceDays: z
      .number({ error: graceMessage })
      .int({ error: graceMessage })
      .min(STREAK_GRACE_DAYS.min, { error: graceMessage })
      .max(STREAK_GRACE_DAYS.max, { error: graceMessage }),
  })
  .strict();
export type UpdatePracticeStreak = z.output<typeof updatePracticeStreakSchema>;
