// Plain types and constants of mindfulness practice, kept apart from the zod schemas
// (mindfulness-schema.ts) so that code needing only these does not bundle zod.
import type { CrisisCheck } from './crisis-check';

export const MINDFULNESS_TYPES = ['meditation', 'breathing', 'cbt', 'emdr'] as const;
export type MindfulnessType = (typeof MINDFULNESS_TYPES)[number];

export const CBT_SUBTYPES = [
  'thought_challenging',
  'mood_log',
  'behavioral_activation',
  'reframe_negative_thinking',
  'anxiety_management',
  'problem_solving_skills',
] as const;
export type CbtSubtype = (typeof CBT_SUBTYPES)[number];

export const EMDR_SUBTYPES = ['bilateral_stimulation', 'safe_place', 'resource_installation', 'self_soothing'] as const;
export type EmdrSubtype = (typeof EMDR_SUBTYPES)[number];

export const BREATHING_SUBTYPE = '4-7-8';

/** Which subtypes each type accepts; meditation has none. */
export const MINDFULNESS_SUBTYPES: Record<MindfulnessType, readonly string[]> = {
  meditation: [],
  breathing: [BREATHING_SUBTYPE],
  cbt: CBT_SUBTYPES,
  emdr: EMDR_SUBTYPES,
};

/**
 * The views a link can open in the Mindfulness tab (`?tab=mindfulness&exercise=<key>`): a category, the
 * journal, or one CBT or EMDR exercise by the internal view key the first build used.
 */
export const MINDFULNESS_EXERCISE_VIEWS = {
  cbt_thought_challenging: { type: 'cbt', subtype: 'thought_challenging' },
  cbt_mood_log: { type: 'cbt', subtype: 'mood_log' },
  cbt_behavioral_activation: { type: 'cbt', subtype: 'behavioral_activation' },
  cbt_anxiety_management: { type: 'cbt', subtype: 'anxiety_management' },
  cbt_reframe_thinking: { type: 'cbt', subtype: 'reframe_negative_thinking' },
  cbt_problem_solving: { type: 'cbt', subtype: 'problem_solving_skills' },
  emdr_bilateral: { type: 'emdr', subtype: 'bilateral_stimulation' },
  emdr_safe_place: { type: 'emdr', subtype: 'safe_place' },
  emdr_resource_installation: { type: 'emdr', subtype: 'resource_installation' },
  emdr_self_soothing: { type: 'emdr', subtype: 'self_soothing' },
} as const satisfies Record<string, { type: 'cbt'; subtype: CbtSubtype } | { type: 'emdr'; subtype: EmdrSubtype }>;
type MindfulnessExerciseView = keyof typeof MINDFULNESS_EXERCISE_VIEWS;

/** Every key a Mindfulness deep link may carry; anything else opens the category picker. */
export const MINDFULNESS_VIEW_KEYS = [
  ...MINDFULNESS_TYPES,
  'journal',
  ...(Object.keys(MINDFULNESS_EXERCISE_VIEWS) as MindfulnessExerciseView[]),
] as const;
export type MindfulnessViewKey = MindfulnessType | 'journal' | MindfulnessExerciseView;

/** The meditation's end bell is a one-off reminder whose data carries this action. */
export const MEDITATION_BELL_ACTION = 'meditation-complete';

/** Meditation lengths a person can pick, in seconds (5, 10, 15 and 20 minutes). */
export const MEDITATION_DURATIONS = [300, 600, 900, 1200] as const;
export const DEFAULT_MEDITATION_DURATION = 300;
export const BREATHING_SESSION_SECONDS = 300;

/**
 * The most time one session can record. A practice left open (a tab forgotten overnight) is not practice: the
 * time spent is clamped to this, twice the longest planned length, the 20-minute meditation.
 */
export const MAX_PRACTICE_SECONDS = 2400;

/** The planned length in seconds of each CBT or EMDR exercise (the time actually spent is recorded beside it). */
export const EXERCISE_DURATIONS: Record<CbtSubtype | EmdrSubtype, number> = {
  thought_challenging: 900,
  mood_log: 600,
  behavioral_activation: 600,
  reframe_negative_thinking: 900,
  anxiety_management: 600,
  problem_solving_skills: 1200,
  bilateral_stimulation: 600,
  safe_place: 900,
  resource_installation: 1200,
  self_soothing: 900,
};

/** Subjective Units of Distress, rated before and after a practice. */
export const SUDS_SCALE = { min: 0, max: 10 } as const;
export const MINDFULNESS_NOTES_MAX_LENGTH = 2000;
export const JOURNAL_TEXT_MAX_LENGTH = 20000;
export const JOURNAL_LIST_MAX_LIMIT = 100;
/** Journal entries kept per person: twenty years of about three a day. */
export const JOURNAL_ENTRIES_MAX_STORED = 20_000;

/** Days off in a row that a practice streak survives: a person picks 0 to 3, 1 unless they choose. */
export const STREAK_GRACE_DAYS = { min: 0, max: 3, default: 1 } as const;

/** The streak figures, counted in days of the person's own time zone. */
export interface PracticeStreakFigures {
  /** Days with practice in the streak still running (0 when none is). */
  current: number;
  longest: number;
  practisedToday: boolean;
}

/** Streaks are off by default; the figures are there only when the person turned them on. */
export interface PracticeStreak {
  enabled: boolean;
  graceDays: number;
  figures: PracticeStreakFigures | null;
}

/** The counts and recommendations key: the type, or `type_subtype` for a subtype (e.g. `cbt_mood_log`). */
export function mindfulnessKey(type: MindfulnessType, subtype?: string | null): string {
  return subtype ? `${type}_${subtype}` : type;
}

/** Sessions completed this month (in the person's time zone), per type and per type_subtype. */
export type MindfulnessCounts = Record<string, number>;

export interface MindfulnessRecommendations {
  /** Recommended sessions per month, keyed like the counts. */
  recommendations: Record<string, number>;
  /** Why these numbers: the assessment they come from, or none (defaults). */
  basis: 'assessment' | 'default';
}

/** A recorded session as the server returns it. */
export interface MindfulnessSession {
  id: number;
  type: MindfulnessType;
  subtype: string | null;
  /** The practice's planned length in seconds (the meditation chosen, the exercise's own length). */
  duration: number;
  /**
   * Seconds actually spent, from the first step (or the timer's start) to the end of the practice; null for
   * sessions recorded before the time was measured, which count as sessions but add no minutes.
   */
  secondsSpent: number | null;
  /** Ended with an EMDR exercise's Emergency Stop: counted as practice with the time really spent. */
  stoppedEarly: boolean;
  notes: string | null;
  sudsBefore: number | null;
  sudsAfter: number | null;
  journalEntryId: number | null;
  createdAt: string;
}

/**
 * Sessions recorded before the time spent was measured are counted but given no length: wherever minutes are summed,
 * this note (in brackets, after the minutes) says how many. Empty when there are none.
 */
export function practiceUntimedNote(untimedSessions: number): string {
  if (untimedSessions === 0) return '';
  return ` (time not recorded for ${untimedSessions} earlier session${untimedSessions === 1 ? '' : 's'})`;
}

/** Practice over a period: sessions, the minutes actually spent, and how many sessions have no recorded time. */
export interface PracticeTime {
  sessions: number;
  minutes: number;
  untimedSessions: number;
}

/** A session as its recording (POST) answers it: what the crisis check found in its notes and journal text. */
export interface RecordedMindfulnessSession extends MindfulnessSession, CrisisCheck {}

export interface JournalEntry {
  id: number;
  type: MindfulnessType;
  subtype: string | null;
  text: string;
  createdAt: string;
}

/** A running meditation: the server holds its end so the timer survives a reload and the bell rings on time. */
export interface MeditationTimer {
  duration: number;
  endsAt: string;
  /** Milliseconds left when the server answered (the client adds its own clock to this, not to endsAt). */
  remainingMs: number;
  /** The distress rated before it started (null when skipped), kept so a reload does not lose it. */
  sudsBefore: number | null;
}

export interface MeditationTimerState {
  timer: MeditationTimer | null;
}
