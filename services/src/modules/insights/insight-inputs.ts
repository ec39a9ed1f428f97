import type { MedicationAdherence, MindfulnessType, Pcl5ChartPoint, VoiceAnalysis } from '@anchor/contracts';
import type { DailySeries } from './statistics/daily-series';

/** Daily series of one tracked measure, keyed by the user's local day. */
export interface TrackedDays {
  mood: DailySeries;
  energy: DailySeries;
  anxiety: DailySeries;
  sleepHours: DailySeries;
  sleepQuality: DailySeries;
  steps: DailySeries;
  exerciseMinutes: DailySeries;
  waterIntake: DailySeries;
  heartRate: DailySeries;
}

/** One completed mindfulness, breathing, CBT or EMDR session. */
export interface PracticeSession {
  /** The user's local day. */
  day: string;
  type: MindfulnessType;
  subtype: string | null;
  /** Seconds actually spent; null for sessions recorded before the time was measured. */
  secondsSpent: number | null;
  /** Distress (0-10) just before and just after; null when not rated. */
  sudsBefore: number | null;
  sudsAfter: number | null;
}

/** Everything the insight rules read, already scoped to one user and one period. */
export interface InsightInputs {
  /** The user's local today (YYYY-MM-DD). */
  today: string;
  /** First day of the period the rules look at. */
  from: string;
  days: TrackedDays;
  /** Every scored PCL-5 assessment, oldest first. */
  assessments: Pcl5ChartPoint[];
  /**
   * The answer (0-4) to the PCL-5 question on feeling distant or cut off from other people, in each scored
   * assessment that answered it, oldest first: the one measure of connection Anchor has from the person.
   */
  distantFromOthers: { completedAt: string; answer: number }[];
  /** Completed practice sessions over the period, oldest first. */
  practice: PracticeSession[];
  /** Weekly adherence of each medication with reminders (the last 12 weeks). */
  medications: MedicationAdherence[];
  /**
   * The last 30 days of chat: moods the assistant detected, how many messages were spoken, and the voice
   * analyses of spoken messages (levels 0-10 and trauma-related experiences the words described).
   */
  chat: { moods: string[]; messages: number; voiceMessages: number; voice: VoiceAnalysis[] };
}
