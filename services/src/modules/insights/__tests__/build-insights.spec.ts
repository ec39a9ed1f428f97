import type { Pcl5ChartPoint, RecommendationCard, TrendCard } from '@anchor/contracts';
import { buildInsights } from '../build-insights';
import type { InsightInputs, TrackedDays } from '../insight-inputs';
import { addDays, type DailySeries } from '../statistics/daily-series';

const TODAY = '2026-06-30';
const FROM = addDays(TODAY, -89);

/** Values on consecutive days ending yesterday (or today with `endToday`). */
function lastDays(values: readonly number[], endToday = false): DailySeries {
  const last = endToday ? TODAY : addDays(TODAY, -1);
  return new Map(values.map((value, index) => [addDays(last, index - values.length + 1), value]));
}

const empty: DailySeries = new Map();

function inputs(days: Partial<TrackedDays> = {}, assessments: Pcl5ChartPoint[] = []): InsightInputs {
  const none = { mood: empty, energy: empty, anxiety: empty, sleepHours: empty, sleepQuality: empty };
  const rest = { steps: empty, exerciseMinutes: empty, waterIntake: empty, heartRate: empty };
  return {
    today: TODAY,
    from: FROM,
    days: { ...none, ...rest, ...days },
    assessments,
    chat: { moods: [], messages: 0, voiceMessages: 0 },
  };
}

function trend(cards: TrendCard[], id: string): TrendCard {
  return cards.find((card) => card.id === id) as TrendCard;
}
function recommendation(cards: RecommendationCard[], id: string): RecommendationCard | undefined {
  return cards.find((card) => card.id === id);
}

function assessment(day: string, total: number, clusters: [number, number, number, number]): Pcl5ChartPoint {
  const [intrusion, avoidance, cognition, arousal] = clusters;
  return { completedAt: `${day}T10:00:00.000Z`, totalScore: total, intrusion, avoidance, cognition, arousal };
}

/** Sleep hours cycling 5..9 over 28 days, and next-day mood that follows (or mirrors) them. */
const sleep28 = Array.from({ length: 28 }, (_v, index) => 5 + (index % 5));
function moodAfter(sleep: number[], sign: 1 | -1): DailySeries {
  return lastDays(
    sleep.map((hours) => (sign > 0 ? hours : 14 - hours)),
    true,
  );
}

describe('buildInsights', () => {
  it('for a new user, every card says what it still needs and nothing claims a finding', () => {
    const result = buildInsights(inputs(), new Date(`${TODAY}T12:00:00Z`));
    const findings = [...result.recommendations, ...result.trends].filter((card) => card.status === 'finding');
    expect(findings).toEqual([]);
    const summary = trend(result.trends, 'correlations-summary');
    expect(summary.description).toContain('14 more days of sleep entries');
    expect(trend(result.trends, 'trends-pcl5').description).toBe('A change over time needs 2 assessments.');
    expect(recommendation(result.recommendations, 'sleep-average')?.description).toContain(
      '7 more days of sleep entries',
    );
    expect(recommendation(result.recommendations, 'mood-check-in')?.action.target).toEqual({ kind: 'mood_check_in' });
  });

  it('reports a positive sleep-mood link with days and date range, in "tended to" wording', () => {
    const result = buildInsights(inputs({ sleepHours: lastDays(sleep28), mood: moodAfter(sleep28, 1) }), new Date());
    const card = recommendation(result.recommendations, 'correlation-sleep-mood') as RecommendationCard;
    expect(card.description).toMatch(
      /^On days you slept more, your mood the next day tended to be higher \(rank correlation 1\.0, 28 days, /,
    );
    expect(card.basis).toEqual({ days: 28, from: addDays(TODAY, -28), to: addDays(TODAY, -1) });
    expect(card.priority).toBe('high');
    expect(JSON.stringify(result)).not.toMatch(/\bcauses\b/);
  });

  it('reports a negative link as lower', () => {
    const result = buildInsights(inputs({ sleepHours: lastDays(sleep28), mood: moodAfter(sleep28, -1) }), new Date());
    expect(recommendation(result.recommendations, 'correlation-sleep-mood')?.description).toContain(
      'tended to be lower',
    );
  });

  it('reports no link when mood does not follow sleep', () => {
    const flatish = lastDays(
      sleep28.map((_v, index) => [6, 7, 6, 8, 7, 6, 7][index % 7]),
      true,
    );
    const result = buildInsights(inputs({ sleepHours: lastDays(sleep28), mood: flatish }), new Date());
    expect(recommendation(result.recommendations, 'correlation-sleep-mood')).toBeUndefined();
    expect(trend(result.trends, 'correlations-summary').description).toMatch(/^No clear link yet/);
  });

  it('says how many more days a pair needs below 14', () => {
    const result = buildInsights(
      inputs({ sleepHours: lastDays(sleep28.slice(0, 10)), mood: moodAfter(sleep28, 1) }),
      new Date(),
    );
    expect(trend(result.trends, 'correlations-summary').description).toContain('4 more days of sleep entries');
  });

  it('words a PCL-5 change with the clinical change bands and cites the number of assessments', () => {
    const points = [
      assessment('2026-04-01', 48, [14, 6, 16, 12]),
      assessment('2026-05-01', 44, [13, 5, 15, 11]),
      assessment('2026-06-01', 30, [8, 3, 10, 9]),
    ];
    const result = buildInsights(inputs({}, points), new Date());
    const card = trend(result.trends, 'trends-pcl5');
    expect(card.description).toBe(
      'Your score is 14 points lower than last time: a meaningful change. Since your first assessment: -18 points.',
    );
    expect(card.subtitle).toBe('3 assessments, 1 Apr 2026 to 1 Jun 2026');
    expect(card.basis?.assessments).toBe(3);
    const cluster = recommendation(result.recommendations, 'psychology-cluster') as RecommendationCard;
    expect(cluster.description).toContain('intrusive memories and reminders');
    expect(cluster.action.target).toEqual({ kind: 'mindfulness', exercise: 'meditation' });
  });

  it('puts high priority first and sends chart data for the last 90 days only', () => {
    const oldMood = new Map([[addDays(TODAY, -120), 3]]);
    const result = buildInsights(
      inputs({ sleepHours: lastDays(sleep28), mood: new Map([...oldMood, ...moodAfter(sleep28, 1)]) }),
      new Date(),
    );
    const ranks = result.recommendations.map((card) => ['high', 'medium', 'low'].indexOf(card.priority));
    expect(ranks).toEqual([...ranks].sort());
    expect(result.charts.mood.every((point) => point.date >= FROM)).toBe(true);
    expect(result.charts.sleepMood).toHaveLength(28);
  });

  it('averages recent sleep once there is a week of it', () => {
    const result = buildInsights(inputs({ sleepHours: lastDays([6, 6, 6, 6, 6, 6, 6]) }), new Date());
    const card = recommendation(result.recommendations, 'sleep-average') as RecommendationCard;
    expect(card.status).toBe('finding');
    expect(card.description).toMatch(/^You slept 6\.0 hours a night on average \(7 days, /);
    expect(card.action.target).toEqual({ kind: 'mindfulness', exercise: 'breathing' });
  });
});
