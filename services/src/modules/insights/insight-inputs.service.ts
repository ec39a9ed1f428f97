import { Injectable } from '@nestjs/common';
import { mean } from 'simple-statistics';
import type { HealthMetric, MindfulnessSession } from '@anchor/contracts';
import { localDay } from '../../common/local-day';
import { AssessmentHistoryService } from '../assessments/assessment-history.service';
import { ConversationsService } from '../conversations/conversations.service';
import { HealthMetricsService } from '../health-metrics/health-metrics.service';
import { MedicationAdherenceService } from '../medications/medication-adherence.service';
import { MindfulnessSessionsService } from '../mindfulness/mindfulness-sessions.service';
import { MoodEntriesService } from '../mood/mood-entries.service';
import type { InsightInputs, PracticeSession, TrackedDays } from './insight-inputs';
import { addDays, type DailySeries } from './statistics/daily-series';

/** Rules look back this many days (charts too); trends over assessments use every one. */
export const INSIGHT_PERIOD_DAYS = 90;
const CHAT_DAYS = 30;
/** Medication adherence is shown per week: the current week and the 11 before it. */
export const ADHERENCE_WEEKS = 12;

/** The day's mean of each measure, to one decimal (several check-ins a day count as one day). */
function dailyMeans<T>(rows: T[], dayOf: (row: T) => string, value: (row: T) => number | null): DailySeries {
  const byDay = new Map<string, number[]>();
  for (const row of rows) {
    const v = value(row);
    if (v === null) continue;
    const day = dayOf(row);
    byDay.set(day, [...(byDay.get(day) ?? []), v]);
  }
  return new Map([...byDay].map(([day, values]) => [day, Math.round(mean(values) * 10) / 10]));
}

function practiceSessions(sessions: MindfulnessSession[], timeZone: string, from: string): PracticeSession[] {
  return sessions.flatMap((session) => {
    const day = localDay(new Date(session.createdAt), timeZone);
    if (day < from) return [];
    const { type, subtype, sudsBefore, sudsAfter } = session;
    return [{ day, type, subtype, minutes: Math.round(session.duration / 60), sudsBefore, sudsAfter }];
  });
}

type MetricKey = Exclude<keyof TrackedDays, 'mood' | 'energy' | 'anxiety'>;
const METRIC_KEYS: MetricKey[] = ['sleepHours', 'sleepQuality', 'steps', 'exerciseMinutes', 'waterIntake', 'heartRate'];

/** Reads one user's data through the owning modules' services, every query scoped to that user. */
@Injectable()
export class InsightInputsService {
  constructor(
    private readonly moods: MoodEntriesService,
    private readonly metrics: HealthMetricsService,
    private readonly assessments: AssessmentHistoryService,
    private readonly conversations: ConversationsService,
    private readonly practice: MindfulnessSessionsService,
    private readonly adherence: MedicationAdherenceService,
  ) {}

  async forUser(userId: number, timeZone: string, now: Date): Promise<InsightInputs> {
    const today = localDay(now, timeZone);
    const from = addDays(today, -(INSIGHT_PERIOD_DAYS - 1));
    // A day's margin either side of UTC midnight; entries are then kept by their local day.
    const since = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000);
    const chatSince = new Date(now.getTime() - CHAT_DAYS * 86_400_000);
    const [moodRows, metricRows, assessments, chatRows, voice, sessions, medications] = await Promise.all([
      this.moods.scoresSince(userId, since),
      this.metrics.since(userId, from),
      this.assessments.scoredSeries(userId),
      this.conversations.moodsSince(userId, chatSince),
      this.conversations.voiceAnalysesSince(userId, chatSince),
      this.practice.sessionsBetween(userId, since, new Date(now.getTime() + 1000)),
      this.adherence.weekly(userId, timeZone, now, ADHERENCE_WEEKS),
    ]);
    const moodDay = (row: { createdAt: string }) => localDay(new Date(row.createdAt), timeZone);
    const inPeriod = moodRows.filter((row) => moodDay(row) >= from);
    const metricDay = (row: HealthMetric) => row.date;
    const metricSeries = Object.fromEntries(
      METRIC_KEYS.map((key) => [key, dailyMeans(metricRows, metricDay, (row) => row[key])]),
    ) as Record<MetricKey, DailySeries>;
    return {
      today,
      from,
      days: {
        mood: dailyMeans(inPeriod, moodDay, (row) => row.mood),
        energy: dailyMeans(inPeriod, moodDay, (row) => row.energy),
        anxiety: dailyMeans(inPeriod, moodDay, (row) => row.anxiety),
        ...metricSeries,
      },
      assessments,
      practice: practiceSessions(sessions, timeZone, from),
      medications,
      chat: {
        moods: chatRows.flatMap((row) => (row.mood ? [row.mood] : [])),
        messages: chatRows.length,
        voiceMessages: chatRows.filter((row) => row.source === 'voice').length,
        voice,
      },
    };
  }
}
