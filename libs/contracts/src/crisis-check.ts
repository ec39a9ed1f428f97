// Plain types and constants of the crisis check of what a person writes, kept apart from its zod schema
// (crisis-check-schema.ts) so that code needing only these does not bundle zod.
import { InputSources, type CrisisTierName } from './assistant';

export const CRISIS_TIER_NAMES = ['none', 'concern', 'crisis', 'imminent'] as const satisfies readonly CrisisTierName[];

/**
 * Where a crisis event came from: the chat or a voice message, a mood check-in's notes, a journal entry (what a
 * person kept from a CBT or EMDR exercise, thought records included) or a practice session's notes.
 */
export const CrisisEventSources = [...InputSources, 'mood', 'journal', 'practice'] as const;
export type CrisisEventSource = (typeof CrisisEventSources)[number];

/**
 * What the crisis check of a saved text found. The entry is saved whatever the outcome; above 'none', or when the
 * check is unsure, the client shows crisis resources beside it.
 */
export interface CrisisCheck {
  crisisTier: CrisisTierName;
  /** No rule was certain but the check was unsure: the client offers support gently. */
  crisisUncertain: boolean;
}
