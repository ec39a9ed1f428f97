import { z } from 'zod';
import {
  CHAT_HISTORY_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG,
  InputSources,
  ReviewOfferChoices,
} from './assistant';
import { DetectedMoodSources } from './mood';
import { SAFETY_PLAN_STEP_MAX_LENGTH } from './safety-plan';

// The package index exports the assistant contract through this one file; assistant.ts stays zod-free.
export * from './assistant';
export * from './safety-plan';

const nonBlankText = z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be blank' });
const messageText = nonBlankText.max(CHAT_MESSAGE_MAX_LENGTH, { error: CHAT_MESSAGE_TOO_LONG });

/**
 * A chat message has no length rule in the schema: the server reads it whole for crisis risk before it applies
 * CHAT_MESSAGE_MAX_LENGTH, so that a long message with a plan is answered instead of refused.
 */
const chatMessageText = nonBlankText.meta({
  description:
    `At most ${CHAT_MESSAGE_MAX_LENGTH} characters. A longer message (up to the 1 MiB body limit) is still read ` +
    'whole by the crisis check first: when it shows risk, the safety path answers (200) and the message is stored ' +
    `whole; otherwise the answer is 400 with field 'message' ("message: ${CHAT_MESSAGE_TOO_LONG}").`,
});

export const chatRequestSchema = z
  .object({
    message: chatMessageText,
    conversationHistory: z
      .array(
        z
          .object({
            role: z.enum(['user', 'assistant']),
            // Earlier messages may be longer than the limit (a long message the crisis check answered).
            content: z.string().meta({ description: 'Sent on to a configured model, clipped to the message limit' }),
          })
          .strict(),
      )
      .max(CHAT_HISTORY_LENGTH, { error: `must hold at most ${CHAT_HISTORY_LENGTH} messages` })
      .default([]),
    userContext: z
      .object({
        conversationId: z
          .uuid({ error: 'must be a UUID' })
          .optional()
          .meta({ description: 'Left out, the server starts a conversation and answers with its id' }),
        source: z.enum(InputSources).default('chat'),
      })
      .passthrough(),
  })
  .strict();
export type ChatRequestInput = z.output<typeof chatRequestSchema>;

export const analyzeMoodSchema = z
  .object({
    text: messageText,
    source: z.enum(DetectedMoodSources, { error: "must be 'assistant' or 'voice'" }),
    conversationId: z.uuid({ error: 'must be a UUID' }).optional(),
  })
  .strict();
export type AnalyzeMoodInput = z.output<typeof analyzeMoodSchema>;

export const voiceAnalysisSchema = z
  .object({
    transcription: messageText,
    conversationId: z.uuid({ error: 'must be a UUID' }).optional(),
  })
  .strict();
export type VoiceAnalysisInput = z.output<typeof voiceAnalysisSchema>;

export const reviewOfferAnswerSchema = z
  .object({ choice: z.enum(ReviewOfferChoices, { error: "must be 'review' or 'analysis'" }) })
  .strict();

export const conversationIdParamSchema = z.object({ id: z.uuid({ error: 'must be a UUID' }) });

const planStep = z
  .string({ error: 'must be text' })
  .max(SAFETY_PLAN_STEP_MAX_LENGTH, { error: `must be at most ${SAFETY_PLAN_STEP_MAX_LENGTH} characters` });

export const safetyPlanSchema = z
  .object({
    warningSigns: planStep,
    internalCoping: planStep,
    distractions: planStep,
    helpers: planStep,
    professionals: planStep,
    safeEnvironment: planStep,
  })
  .strict();
