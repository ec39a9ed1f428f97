// Plain types and constants of the mood check-in, kept apart from its zod schema (mood-schema.ts)
// so that code needing only these (the shell, the check-in screen) does not bundle zod.
import type { CrisisCheck } from './crisis-check';

/** Where a check-in was started: from the app itself or from a daily mood-check reminder. */
export const MoodSources = ['manual', 'reminder'] as const;
export type MoodSource = (typeof MoodSources)[number];

/** What a client asks the assistant to read a mood from: a typed ('assistant') or spoken ('voice') message. */
export const DetectedMoodSources = ['assistant', 'voice'] as const;
export type DetectedMoodSource = (typeof DetectedMoodSources)[number];

/**
 * A mood noticed in chat, from a typed ('chat') or spoken ('voice') message, stored with the assistant's
 * confidence; never posted by a client, never counted or shown as a check-in, and shown as noticed in chat.
 */
export const NoticedMoodSources = ['chat', 'voice'] as const;
export type NoticedMoodSource = (typeof NoticedMoodSources)[number];
export const NOTICED_MOOD_SOURCE: Record<DetectedMoodSource, NoticedMoodSource> = { assistant: 'chat', voice: 'voice' };
export type MoodEntrySource = MoodSource | NoticedMoodSource;

/** A mood noticed in chat as others see it: the score and how sure the assistant was (0-100). */
export interface NoticedMood {
  mood: number;
  confidence: number;
  createdAt: string;
}

/** Mood, energy and anxiety are all rated on the same whole-number scale. */
export const MOOD_SCALE = { min: 1, max: 10 } as const;
export const MOOD_NOTES_MAX_LENGTH = 2000;
export const MOOD_ENTRIES_MAX_LIMIT = 100;
/** Check-ins kept per person: twenty years of about seven a day. */
export const MOOD_ENTRIES_MAX_STORED = 50_000;

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
  /** How sure the assistant was (0-100) of a mood it noticed in chat; null for a check-in. */
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
