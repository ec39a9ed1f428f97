// Types of the Insights tab (GET /api/insights). Zod-free: only the server builds these.
import type { MindfulnessViewKey } from './mindfulness';

export type InsightPriority = 'high' | 'medium' | 'low';

/** What each card is about; one topic may give a recommendation, a trend, or both. */
type InsightTopic =
  | 'correlations'
  | 'psychology'
  | 'trends'
  | 'voice'
  | 'sleep'
  | 'health_metrics'
  | 'medications'
  | 'expression'
  | 'social';

/** Icon names the client maps to its own glyphs; the server never sends markup. */
export type InsightIcon =
  'link' | 'brain' | 'trending' | 'mic' | 'moon' | 'activity' | 'pill' | 'message' | 'users' | 'heart' | 'leaf';

/** Where Take Action leads: an in-app place, never a URL with health data in it. */
export type InsightActionTarget =
  /** A view of the Mindfulness tab: a category, or one exercise such as 'cbt_thought_challenging'. */
  | { kind: 'mindfulness'; exercise: MindfulnessViewKey }
  | { kind: 'assessment' }
  | { kind: 'mood_check_in' }
  | { kind: 'health_metrics' }
  | { kind: 'reminder_settings' }
  | { kind: 'assistant' };

export interface InsightAction {
  label: string;
  target: InsightActionTarget;
}

/** The days a finding rests on; present on every computed card. */
export interface InsightBasis {
  days: number;
  from: string;
  to: string;
  /** How many PCL-5 assessments, where the card is about them. */
  assessments?: number;
}

/** 'finding': computed from enough data. 'needs_data': says what is still needed instead. */
type InsightStatus = 'finding' | 'needs_data';

export interface RecommendationCard {
  id: string;
  topic: InsightTopic;
  status: InsightStatus;
  priority: InsightPriority;
  icon: InsightIcon;
  description: string;
  action: InsightAction;
  prediction: string;
  basis: InsightBasis | null;
}

export interface TrendCard {
  id: string;
  topic: InsightTopic;
  status: InsightStatus;
  priority: InsightPriority;
  icon: InsightIcon;
  title: string;
  subtitle: string;
  description: string;
  insight: string;
  basis: InsightBasis | null;
}

export interface Pcl5ChartPoint {
  completedAt: string;
  totalScore: number;
  intrusion: number;
  avoidance: number;
  cognition: number;
  arousal: number;
  /** Questions answered of 20: a partial assessment draws no screening conclusion and ranks no symptom group. */
  answeredCount: number;
}

export interface MoodChartPoint {
  date: string;
  mood: number;
  energy: number | null;
  anxiety: number | null;
}

export interface PracticeChartPoint {
  weekStart: string;
  /** Minutes actually spent that week, over the sessions whose time was recorded. */
  minutes: number;
  /** That week's sessions recorded before the time spent was measured. */
  untimedSessions: number;
  distressBefore: number | null;
  distressAfter: number | null;
}

export interface SleepMoodChartPoint {
  date: string;
  sleepHours: number;
  nextDayMood: number;
}

/** One week (Monday to Sunday, the person's local days) of a medication's reminders. */
export interface AdherenceWeek {
  weekStart: string;
  /** Doses confirmed with Taken (on the reminder or on its snoozed repeat). */
  taken: number;
  /** Doses snoozed and never confirmed taken. */
  snoozed: number;
  /** Doses with no action by the end of their day. */
  missed: number;
  /** Taken out of every dose counted (0-100, whole); null when no dose of the week is counted yet. */
  percent: number | null;
}

export interface MedicationAdherence {
  medicationId: number;
  name: string;
  /** Oldest first, ending with the current (partial) week. */
  weeks: AdherenceWeek[];
}

/** Chart data over the last 90 days (PCL-5: every assessment). Dates are the user's local days. */
export interface InsightCharts {
  pcl5: Pcl5ChartPoint[];
  mood: MoodChartPoint[];
  practice: PracticeChartPoint[];
  sleepMood: SleepMoodChartPoint[];
  /** Weekly adherence per medication with reminders, over the last 12 weeks. */
  medications: MedicationAdherence[];
}

export interface InsightsResponse {
  generatedAt: string;
  /** The person's local today (YYYY-MM-DD), which the periods above end with. */
  today: string;
  recommendations: RecommendationCard[];
  trends: TrendCard[];
  charts: InsightCharts;
}
