import { z } from 'zod';
import { CHAT_HISTORY_LENGTH, CHAT_MESSAGE_MAX_LENGTH, InputSources, ReviewOfferChoices } from './assistant';
import { DetectedMoodSources } from './mood';
import { SAFETY_PLAN_STEP_MAX_LENGTH } from './safety-plan';

// The package index exports the assistant contract through this one file; assistant.ts stays zod-free.
export * from './assistant';
export * from './safety-plan';

const messageText = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'must not be blank' })
  .max(CHAT_MESSAGE_MAX_LENGTH, { error: `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` });

export const chatRequestSchema = z
  .object({
    message: messageText,
    conversationHistory: z
      .array(
        z
          .object({ role: z.enum(['user', 'assistant']), content: z.string().max(CHAT_MESSAGE_MAX_LENGTH * 4) })
          .strict(),
      )
      .max(CHAT_HISTORY_LENGTH, { error: `must hold at most ${CHAT_HISTORY_LENGTH} messages` })
      .default([]),
    userContext: z
      .object({
        conversationId: z.uuid({ error: 'must be a UUID' }),
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
