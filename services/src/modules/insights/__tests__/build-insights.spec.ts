import type { AdherenceWeek, Pcl5ChartPoint, RecommendationCard, TrendCard } from '@anchor/contracts';
import { buildInsights } from '../build-insights';
import type { InsightInputs, PracticeSession, TrackedDays } from '../insight-inputs';
import { addDays, type DailySeries } from '../statistics/daily-series';

const TODAY = '2026-06-30';
const FROM = addDays(TODAY, -89);

/** Values on consecutive days ending yesterday (or today with `endToday`). */
function lastDays(values: readonly number[], endToday = false): DailySeries {
  const last = endToday ? TODAY : addDays(TODAY, -1);
  return new Map(values.map((value, index) => [addDays(last, index - values.length + 1), value]));
}

const empty: DailySeries = new Map();

function inputs(
  days: Partial<TrackedDays> = {},
  assessments: Pcl5ChartPoint[] = [],
  extra: Partial<Pick<InsightInputs, 'practice' | 'medications' | 'chat' | 'distantFromOthers'>> = {},
): InsightInputs {
  const none = { mood: empty, energy: empty, anxiety: empty, sleepHours: empty, sleepQuality: empty };
  const rest = { steps: empty, exerciseMinutes: empty, waterIntake: empty, heartRate: empty };
  return {
    today: TODAY,
    from: FROM,
    days: { ...none, ...rest, ...days },
    assessments,
    distantFromOthers: [],
    practice: [],
    medications: [],
    chat: { moods: [], messages: 0, voiceMessages: 0, voice: [] },
    ...extra,
  };
}

function trend(cards: TrendCard[], id: string): TrendCard {
  return cards.find((card) => card.id === id) as TrendCard;
}
function recommendation(cards: RecommendationCard[], id: string): RecommendationCard | undefined {
  return cards.find((card) => card.id === id);
}

function assessment(
  day: string,
  total: number,
  clusters: [number, number, number, number],
  answeredCount = 20,
): Pcl5ChartPoint {
  const [intrusion, avoidance, cognition, arousal] = clusters;
  return {
    completedAt: `${day}T10:00:00.000Z`,
    totalScore: total,
    intrusion,
    avoidance,
    cognition,
    arousal,
    answeredCount,
  };
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

  it('labels a partial latest assessment and ranks no symptom group from its few answers', () => {
    const result = buildInsights(inputs({}, [assessment('2026-06-01', 3, [3, 0, 0, 0], 1)]), new Date());
    const cluster = recommendation(result.recommendations, 'psychology-cluster') as RecommendationCard;
    expect(cluster.description).toBe(
      'Your latest assessment (1 Jun 2026): Partial: 1 of 20 questions answered, so no screening result is drawn. Symptom patterns need an assessment with every question answered.',
    );
    expect(cluster.status).toBe('needs_data');
    expect(cluster.action.target).toEqual({ kind: 'assessment' });
    expect(trend(result.trends, 'trends-pcl5').status).toBe('needs_data');
  });

  it('leaves a partial assessment out of the PCL-5 trend and says so', () => {
    const points = [
      assessment('2026-04-01', 48, [14, 6, 16, 12]),
      assessment('2026-05-01', 44, [13, 5, 15, 11]),
      assessment('2026-06-01', 6, [6, 0, 0, 0], 2),
    ];
    const card = trend(buildInsights(inputs({}, points), new Date()).trends, 'trends-pcl5');
    // 48 then 44: the partial total of 6 (2 answers) is compared with nothing.
    expect(card.description).toMatch(/\(-4\)|4 points lower/);
    expect(card.description).toMatch(/Since your first assessment: -4 points\.$/);
    expect(card.subtitle).toBe(
      '2 assessments, 1 Apr 2026 to 1 May 2026; 1 partial assessment left out (a partial total is not compared)',
    );
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
      'Your score is 14 points lower than last time: a clinically meaningful change. Since your first assessment: -18 points.',
    );
    expect(card.subtitle).toBe('3 assessments, 1 Apr 2026 to 1 Jun 2026');
    expect(card.basis?.assessments).toBe(3);
    const cluster = recommendation(result.recommendations, 'psychology-cluster') as RecommendationCard;
    expect(cluster.description).toContain('intrusive memories and reminders');
    expect(cluster.action.target).toEqual({ kind: 'mindfulness', exercise: 'cbt_anxiety_management' });
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

  describe('practice', () => {
    function session(day: string, before: number | null, after: number | null, extra: Partial<PracticeSession> = {}) {
      return {
        day,
        type: 'breathing',
        subtype: '4-7-8',
        secondsSpent: 300,
        sudsBefore: before,
        sudsAfter: after,
        ...extra,
      } as const;
    }

    it('says how many rated sessions the distress card still needs, and that practice needs a first session', () => {
      const none = buildInsights(inputs(), new Date());
      expect(trend(none.trends, 'practice-weekly').description).toBe(
        'Practice over time needs your first completed session in the Mindfulness tab.',
      );
      const few = buildInsights(inputs({}, [], { practice: [session(addDays(TODAY, -1), 6, 4)] }), new Date());
      expect(recommendation(few.recommendations, 'practice-distress')?.description).toBe(
        'Whether practice eases your distress needs 4 more sessions rated before and after (0-10).',
      );
      expect(few.charts.practice.at(-1)).toMatchObject({
        minutes: 5,
        untimedSessions: 0,
        distressBefore: 6,
        distressAfter: 4,
      });
    });

    it('reports distress before and after as medians and links to the exercise that eased it most', () => {
      const practice = [
        ...[1, 2, 3].map((d) => session(addDays(TODAY, -d), 6, 5)),
        ...[4, 5, 6].map((d) =>
          session(addDays(TODAY, -d), 7, 3, { type: 'cbt', subtype: 'thought_challenging', secondsSpent: 900 }),
        ),
      ];
      const result = buildInsights(inputs({}, [], { practice }), new Date());
      const card = recommendation(result.recommendations, 'practice-distress') as RecommendationCard;
      expect(card.status).toBe('finding');
      expect(card.description).toMatch(
        /^Across 6 sessions you rated, your distress tended to go from 6\.5 before to 4\.0 after \(medians on 0-10; 6 days, /,
      );
      expect(card.description).toContain('It eased most with thought challenging.');
      expect(card.action.target).toEqual({ kind: 'mindfulness', exercise: 'cbt_thought_challenging' });
      expect(trend(result.trends, 'practice-weekly').description).toBe(
        'In the last 4 weeks: 6 sessions, 60 minutes in all.',
      );
    });

    it('tests practised days against mood only with 7 days with and 7 without, and words the finding with medians', () => {
      const moodDays = Array.from({ length: 20 }, (_v, index) => addDays(TODAY, -(index + 1)));
      const practisedDays = moodDays.filter((_day, index) => index % 2 === 0);
      const mood = new Map(moodDays.map((day) => [day, practisedDays.includes(day) ? 8 : 4]));
      const practice = practisedDays.map((day) => session(day, null, null));
      const found = buildInsights(inputs({ mood }, [], { practice }), new Date());
      const card = recommendation(found.recommendations, 'correlation-practice-mood') as RecommendationCard;
      expect(card.description).toMatch(
        /^On days you practised, your mood tended to be higher \(median 8\.0 on 10 days with, 4\.0 on 10 days without\)/,
      );
      const short = buildInsights(inputs({ mood }, [], { practice: practice.slice(0, 5) }), new Date());
      expect(recommendation(short.recommendations, 'correlation-practice-mood')).toBeUndefined();
      expect(trend(short.trends, 'correlations-summary').description).toContain('2 more days with practice');
    });
  });

  describe('medication adherence', () => {
    const week = (weekStart: string, taken: number, snoozed: number, missed: number): AdherenceWeek => {
      const counted = taken + snoozed + missed;
      return { weekStart, taken, snoozed, missed, percent: counted ? Math.round((taken / counted) * 100) : null };
    };

    it('asks for a medication reminder until a dose has come due', () => {
      const result = buildInsights(inputs(), new Date());
      expect(recommendation(result.recommendations, 'medications-adherence')).toMatchObject({
        status: 'needs_data',
        action: { target: { kind: 'reminder_settings' } },
      });
      expect(result.trends.find((card) => card.topic === 'medications')).toBeUndefined();
    });

    it('reports last week’s share of doses taken per medication, high priority below 80%', () => {
      const medications = [
        {
          medicationId: 3,
          name: 'Sertraline',
          weeks: [week('2026-06-15', 4, 1, 2), week('2026-06-22', 6, 0, 1), week('2026-06-29', 0, 0, 0)],
        },
      ];
      const result = buildInsights(inputs({}, [], { medications }), new Date());
      const card = recommendation(result.recommendations, 'medications-adherence-3') as RecommendationCard;
      expect(card.description).toBe(
        'In the week of 22 Jun 2026 you confirmed Sertraline: taken 6 of 7 doses (86%), 1 missed.',
      );
      expect(card.priority).toBe('medium');
      expect(card.basis).toEqual({ days: 7, from: '2026-06-22', to: '2026-06-28' });
      expect(trend(result.trends, 'medications-weekly').description).toBe(
        'Sertraline: 71% of 14 doses taken over 2 weeks (weekly 57% to 86%).',
      );
      const low = buildInsights(
        inputs({}, [], { medications: [{ ...medications[0], weeks: [week('2026-06-22', 3, 1, 3)] }] }),
        new Date(),
      );
      expect(low.recommendations[0]).toMatchObject({ id: 'medications-adherence-3', priority: 'high' });
    });
  });

  describe('voice analyses', () => {
    const analysis = (
      anxietyLevel: number,
      depressionLevel: number,
      ptsdIndicators: string[],
      flags: string[] = [],
    ) => ({
      mentalHealthFlags: flags,
      anxietyLevel,
      depressionLevel,
      ptsdIndicators,
      crisisTier: flags.length > 0 ? ('crisis' as const) : ('none' as const),
    });
    const chat = (voice: ReturnType<typeof analysis>[]) => ({
      moods: [],
      messages: 5,
      voiceMessages: voice.length,
      voice,
    });

    it('needs 3 spoken messages, then reports the levels and the experiences described most', () => {
      const two = buildInsights(inputs({}, [], { chat: chat([analysis(6, 4, []), analysis(7, 5, [])]) }), new Date());
      expect(trend(two.trends, 'voice-analyses')).toMatchObject({
        status: 'needs_data',
        description: 'Needs 1 more spoken message to the assistant (the microphone button in chat).',
      });
      const voice = [
        analysis(6, 4, ['nightmares']),
        analysis(5, 3, ['nightmares', 'flashbacks']),
        analysis(7, 2, ['intrusive_memories']),
      ];
      const card = trend(buildInsights(inputs({}, [], { chat: chat(voice) }), new Date()).trends, 'voice-analyses');
      expect(card.description).toBe(
        'Across 3 spoken messages, anxiety in your words averaged 6.0 and low mood 3.0 (0-10). The experiences you described most: nightmares (2), flashbacks (1), intrusive memories (1).',
      );
      expect(card.priority).toBe('medium');
    });

    it('puts a spoken message with a safety concern first, with the crisis lines', () => {
      const voice = [analysis(2, 2, []), analysis(3, 3, []), analysis(8, 9, [], ['passive_ideation'])];
      const card = trend(buildInsights(inputs({}, [], { chat: chat(voice) }), new Date()).trends, 'voice-analyses');
      expect(card.priority).toBe('high');
      expect(card.insight).toBe(
        '1 message raised a safety concern. If you are in crisis, call or text 988, text HOME to 741741, or call 911.',
      );
    });
  });

  it('links each PCL-5 cluster to one exercise in Mindfulness', () => {
    const ledBy = (clusters: [number, number, number, number]) =>
      recommendation(
        buildInsights(inputs({}, [assessment('2026-06-01', 30, clusters)]), new Date()).recommendations,
        'psychology-cluster',
      )?.action.target;
    expect(ledBy([2, 7, 2, 2])).toEqual({ kind: 'mindfulness', exercise: 'cbt_behavioral_activation' });
    expect(ledBy([2, 1, 20, 2])).toEqual({ kind: 'mindfulness', exercise: 'cbt_thought_challenging' });
    expect(ledBy([2, 1, 2, 20])).toEqual({ kind: 'mindfulness', exercise: 'breathing' });
  });

  describe('connection (social), from the PCL-5 question on feeling distant or cut off from other people', () => {
    const social = (distantFromOthers: InsightInputs['distantFromOthers']) =>
      trend(
        buildInsights(inputs({}, [], { distantFromOthers }), new Date(`${TODAY}T12:00:00Z`)).trends,
        'social-connection',
      );

    it('says it needs a first assessment when there is no answer', () => {
      expect(social([])).toMatchObject({
        topic: 'social',
        status: 'needs_data',
        description:
          'Needs your first PCL-5 assessment: one of its questions asks how distant or cut off from other people you have felt.',
        basis: null,
      });
    });

    it('reports a single answer as it is, and that a second assessment shows change', () => {
      expect(social([{ completedAt: '2026-06-02T10:00:00.000Z', answer: 2 }])).toMatchObject({
        status: 'finding',
        priority: 'medium',
        description:
          'In your assessment of 2 Jun 2026 you answered “moderately” to feeling distant or cut off from other people. A second assessment will show whether this changes.',
        basis: { days: 1, from: '2026-06-02', to: '2026-06-02', assessments: 1 },
      });
    });

    it('compares the first answer with the latest, ranked by the latest', () => {
      const card = social([
        { completedAt: '2026-04-01T10:00:00.000Z', answer: 1 },
        { completedAt: '2026-05-01T10:00:00.000Z', answer: 2 },
        { completedAt: '2026-06-01T10:00:00.000Z', answer: 4 },
      ]);
      expect(card).toMatchObject({
        status: 'finding',
        priority: 'high',
        description:
          'Feeling distant or cut off from other people: “a little bit” in your first assessment (1 Apr 2026) and “extremely” in your latest (1 Jun 2026), across 3 assessments.',
        basis: { days: 3, from: '2026-04-01', to: '2026-06-01', assessments: 3 },
      });
      expect(card.insight).toMatch(/^Feeling cut off is common after trauma, and it can ease\./);
    });
  });
});
