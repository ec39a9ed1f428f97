// Plain types and constants of the mood check-in, kept apart from its zod schema (mood-schema.ts)
// so that code needing only these (the shell, the check-in screen) does not bundle zod.
import type { CrisisCheck } from './crisis-check';

/** Where a check-in was started: from the app itself or from a daily mood-check reminder. */
export const MoodSources = ['manual', 'reminder'] as const;
export type MoodSource = (typeof MoodSources)[number];

/** Entries the assistant records from what a person typed ('assistant') or said ('voice'); never posted by a client. */
export const DetectedMoodSources = ['assistant', 'voice'] as const;
export type DetectedMoodSource = (typeof DetectedMoodSources)[number];
export type MoodEntrySource = MoodSource | DetectedMoodSource;

/** Mood, energy and anxiety are all rated on the same whole-number scale. */
export const MOOD_SCALE = { min: 1, max: 10 } as const;
export const MOOD_NOTES_MAX_LENGTH = 2000;
export const MOOD_ENTRIES_MAX_LIMIT = 100;

/**
 * Mood check-in calls. GET entries takes `?limit` (1-100) and answers the caller's entries newest first;
 * `today` answers the latest check-in of the caller's local today (or null); PATCH entry changes today's.
 */
export const MoodApiPath = {
  entries: '/api/mood-entries',
  today: '/api/mood-entries/today',
  entry: '/api/mood-entries/:id',
} as const;

/** GET /api/mood-entries/today. */
export interface TodayMoodEntryResponse {
  entry: MoodEntry | null;
}

/** One check-in as the server returns it. Dates are ISO strings; notes are decrypted for their owner only. */
export interface MoodEntry {
  id: number;
  mood: number;
  energy: number | null;
  anxiety: number | null;
  notes: string | null;
  source: MoodEntrySource;
  /** How sure the assistant was (0-100) of a mood it detected; null for a check-in. */
  confidence: number | null;
  createdAt: string;
}

/** A check-in as a save (POST, PATCH) answers it: the stored entry and what the crisis check found in its notes. */
export interface SavedMoodEntry extends MoodEntry, CrisisCheck {}

/** What the check-in screen sends; the server applies the defaults (source 'manual'). */
export interface CreateMoodEntryRequest {
  mood: number;
  energy?: number | null;
  anxiety?: number | null;
  notes?: string | null;
  source?: MoodSource;
}

/** What an edit of today's check-in sends: every value again (a cleared one as null); the source stays. */
export interface UpdateMoodEntryRequest {
  mood: number;
  energy?: number | null;
  anxiety?: number | null;
  notes?: string | null;
}

/** Marks a URL that asks the shell to open the mood check-in (says which screen, never any health data). */
export const MOOD_CHECK_IN_PARAM = { name: 'check-in', value: 'mood' } as const;
