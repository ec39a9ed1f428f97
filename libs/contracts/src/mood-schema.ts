import { z } from 'zod';
import { crisisCheckSchema } from './crisis-check-schema';
import {
  MOOD_ENTRIES_MAX_LIMIT,
  MOOD_NOTES_MAX_LENGTH,
  MOOD_SCALE,
  MoodSources,
  NoticedMoodSources,
  type MoodEntry,
  type SavedMoodEntry,
} from './mood';

// The package index exports the mood contract through this one file; mood.ts stays zod-free on its own.
export * from './mood';

const scaleMessage = `must be a whole number from ${MOOD_SCALE.min} to ${MOOD_SCALE.max}`;

const scaleScore = () =>
  z
    .number({ error: scaleMessage })
    .int({ error: scaleMessage })
    .min(MOOD_SCALE.min, { error: scaleMessage })
    .max(MOOD_SCALE.max, { error: scaleMessage });

/** Empty notes are stored as null rather than as an encrypted empty string. */
const optionalNotes = z
  .string()
  .trim()
  .max(MOOD_NOTES_MAX_LENGTH)
  .nullish()
  .transform((value) => (value ? value : null));

export const createMoodEntrySchema = z
  .object({
    mood: scaleScore(),
    energy: scaleScore()
      .nullish()
      .transform((value) => value ?? null),
    anxiety: scaleScore()
      .nullish()
      .transform((value) => value ?? null),
    notes: optionalNotes,
    source: z.enum(MoodSources).default('manual'),
  })
  .strict();
export type CreateMoodEntry = z.output<typeof createMoodEntrySchema>;

export const updateMoodEntrySchema = createMoodEntrySchema.omit({ source: true });
export type UpdateMoodEntry = z.output<typeof updateMoodEntrySchema>;

export const moodEntryListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(MOOD_ENTRIES_MAX_LIMIT).default(30),
  })
  .strict();

const moodEntrySchema = z.object({
  id: z.number().int(),
  mood: z.number().int(),
  energy: z.number().int().nullable(),
  anxiety: z.number().int().nullable(),
  notes: z.string().nullable(),
  source: z
    .enum([...MoodSources, ...NoticedMoodSources])
    .meta({ description: "'chat' and 'voice': a mood noticed in chat with its confidence, not a check-in" }),
  confidence: z.number().nullable(),
  createdAt: z.string().meta({ description: 'ISO 8601 date and time' }),
}) satisfies z.ZodType<MoodEntry>;

export const savedMoodEntrySchema = moodEntrySchema
  .extend(crisisCheckSchema.shape)
  .meta({ id: 'SavedMoodEntry' }) satisfies z.ZodType<SavedMoodEntry>;
