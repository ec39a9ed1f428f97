import { z } from 'zod';
import { MINDFULNESS_SUBTYPES, SUDS_SCALE } from './mindfulness';
import { PRACTICE_DRAFT_MAX_CHARS, PRACTICE_DRAFT_MAX_STEP, PRACTICE_DRAFT_TYPES } from './practice-draft';

// Apart from practice-draft.ts: the browser's Mindfulness tab needs that module's constants, not zod and its schema.

/** One answer: text, a rating, ticked options, or intensities per emotion. */
const entryValueSchema = z.union([
  z.string(),
  z.number().finite(),
  z.array(z.string()),
  z.record(z.string(), z.number().finite()),
]);

const sudsMessage = `must be a whole number from ${SUDS_SCALE.min} to ${SUDS_SCALE.max}`;

/** The practice in progress, saved as the person goes so that a reload or a tab switch resumes it. */
export const practiceDraftSchema = z
  .object({
    type: z.enum(PRACTICE_DRAFT_TYPES, { error: `must be one of ${PRACTICE_DRAFT_TYPES.join(', ')}` }),
    subtype: z.string({ error: 'must be text' }),
    /** The step on screen (a guided exercise), or the breathing cycle reached. */
    step: z
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: `must be from 0 to ${PRACTICE_DRAFT_MAX_STEP}` })
      .max(PRACTICE_DRAFT_MAX_STEP, { error: `must be from 0 to ${PRACTICE_DRAFT_MAX_STEP}` }),
    entries: z.record(z.string(), entryValueSchema, { error: 'must be the answers by field' }),
    startedAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' }),
    sudsBefore: z
      .number({ error: sudsMessage })
      .int({ error: sudsMessage })
      .min(SUDS_SCALE.min, { error: sudsMessage })
      .max(SUDS_SCALE.max, { error: sudsMessage })
      .nullish()
      .transform((value) => value ?? null),
  })
  .strict()
  .superRefine((draft, context) => {
    const subtypes = MINDFULNESS_SUBTYPES[draft.type];
    if (!subtypes.includes(draft.subtype)) {
      context.addIssue({ code: 'custom', path: ['subtype'], message: `must be one of ${subtypes.join(', ')}` });
    }
    if (JSON.stringify(draft.entries).length > PRACTICE_DRAFT_MAX_CHARS) {
      const message = `must be at most ${PRACTICE_DRAFT_MAX_CHARS.toLocaleString('en-US')} characters in all`;
      context.addIssue({ code: 'custom', path: ['entries'], message });
    }
  });
export type SavePracticeDraft = z.output<typeof practiceDraftSchema>;
export type SavePracticeDraftRequest = z.input<typeof practiceDraftSchema>;
export type PracticeDraftEntries = SavePracticeDraft['entries'];
