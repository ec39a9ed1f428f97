import { Injectable } from '@nestjs/common';
import type { MindfulnessSession } from '@anchor/contracts';
import { localDay } from '../../common/local-day';
import { AssessmentHistoryService } from '../assessments/assessment-history.service';
import { ConversationsService } from '../conversations/conversations.service';
import { HealthMetricsService, type DailyHealthMeasure } from '../health-metrics/health-metrics.service';
import { MedicationAdherenceService } from '../medications/medication-adherence.service';
import { MindfulnessSessionsService } from '../mindfulness/mindfulness-sessions.service';
import { MoodEntriesService } from '../mood/mood-entries.service';
import type { InsightInputs, PracticeSession } from './insight-inputs';
import { addDays, type DailySeries } from './statistics/daily-series';

/** Rules look back this many days (charts too); trends over assessments use every one. */
export const INSIGHT_PERIOD_DAYS = 90;
const CHAT_DAYS = 30;
/** PCL-5 item 13 (0-based 12): "Feeling distant or cut off from other people?". */
const DISTANT_FROM_OTHERS_ITEM = 12;
/** Medication adherence is shown per week: the current week and the 11 before it. */
export const ADHERENCE_WEEKS = 12;

/** One measure of day rows as a series, skipping the days that lack it. */
function seriesOf<T extends { day: string }>(rows: readonly T[], value: (row: T) => number | null): DailySeries {
  const series = new Map<string, number>();
  for (const row of rows) {
    const v = value(row);
    if (v !== null) series.set(row.day, v);
  }
  return series;
}

function practiceSessions(sessions: MindfulnessSession[], timeZone: string, from: string): PracticeSession[] {
  return sessions.flatMap((session) => {
    const day = localDay(new Date(session.createdAt), timeZone);
    if (day < from) return [];
    const { type, subtype, secondsSpent, sudsBefore, sudsAfter } = session;
    return [{ day, type, subtype, secondsSpent, sudsBefore, sudsAfter }];
  });
}

const METRIC_KEYS: DailyHealthMeasure[] = [
  'sleepHours',
  'sleepQuality',
  'steps',
  'exerciseMinutes',
  'waterIntake',
  'heartRate',
];

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
    // Days are averaged in the database (several check-ins a day count as one day), in the person's zone.
    const [moodDays, metricDays, scored, chatRows, voice, sessions, medications] = await Promise.all([
      this.moods.dailyScoresSince(userId, from, timeZone),
      this.metrics.dailyMeansSince(userId, from),
      this.assessments.scoredSeries(userId),
      this.conversations.moodsSince(userId, chatSince),
      this.conversations.voiceAnalysesSince(userId, chatSince),
      this.practice.sessionsBetween(userId, since, new Date(now.getTime() + 1000)),
      this.adherence.weekly(userId, timeZone, now, ADHERENCE_WEEKS),
    ]);
    const metricSeries = Object.fromEntries(
      METRIC_KEYS.map((key) => [key, seriesOf(metricDays, (row) => row[key])]),
    ) as Record<DailyHealthMeasure, DailySeries>;
    return {
      today,
      from,
      days: {
        mood: seriesOf(moodDays, (row) => row.mood),
        energy: seriesOf(moodDays, (row) => row.energy),
        anxiety: seriesOf(moodDays, (row) => row.anxiety),
        ...metricSeries,
      },
      assessments: scored.map(({ responses: _answers, ...point }) => point),
      distantFromOthers: scored.flatMap(({ completedAt, responses }) => {
        const answer = responses[DISTANT_FROM_OTHERS_ITEM];
        return answer === null || answer === undefined ? [] : [{ completedAt, answer }];
      }),
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
