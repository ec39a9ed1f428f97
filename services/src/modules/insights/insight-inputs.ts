import type { Pcl5ChartPoint } from '@anchor/contracts';
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

/** Everything the insight rules read, already scoped to one user and one period. */
export interface InsightInputs {
  /** The user's local today (YYYY-MM-DD). */
  today: string;
  /** First day of the period the rules look at. */
  from: string;
  days: TrackedDays;
  /** Every scored PCL-5 assessment, oldest first. */
  assessments: Pcl5ChartPoint[];
  /** Moods the assistant detected in chat over the period, and how many messages were spoken. */
  chat: { moods: string[]; messages: number; voiceMessages: number };
}
