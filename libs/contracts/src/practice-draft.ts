import type { PracticeDraftEntries } from './practice-draft-schema';

/** The practices that keep a draft: every multi-step exercise and the breathing guide (meditation has its timer). */
export const PRACTICE_DRAFT_TYPES = ['breathing', 'cbt', 'emdr'] as const;
export type PracticeDraftType = (typeof PRACTICE_DRAFT_TYPES)[number];

/** The most a draft may hold, its entries written out as JSON (a thought record is a few thousand characters). */
export const PRACTICE_DRAFT_MAX_CHARS = 40_000;
export const PRACTICE_DRAFT_MAX_STEP = 200;
/** A draft left untouched this long is gone: a practice is not resumed a week later. */
export const PRACTICE_DRAFT_KEEP_DAYS = 7;

export interface PracticeDraft {
  type: PracticeDraftType;
  subtype: string;
  step: number;
  entries: PracticeDraftEntries;
  /** When the practice really began (the server never lets it be later than its own clock). */
  startedAt: string;
  sudsBefore: number | null;
  updatedAt: string;
}

/** GET answers with the draft, or null when nothing is in progress. */
export interface PracticeDraftState {
  draft: PracticeDraft | null;
}
