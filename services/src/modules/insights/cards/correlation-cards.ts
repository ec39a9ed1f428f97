import type { InsightAction, RecommendationCard, TrendCard } from '@anchor/contracts';
import type { InsightInputs } from '../insight-inputs';
import { addDays, daysBetween, type DailySeries } from '../statistics/daily-series';
import { testPairs, type PairTested, type PairToTest, type PairVerdict } from '../statistics/pair-tests';
import { basisOf, describeBasis, plural, round1 } from './card-text';
import type { InsightCards } from './card-types';

interface PairMeta {
  /** Names the pair in "still needed" lists. */
  label: string;
  x: string;
  y: string;
  /** "the next day" for pairs lagged by a day. */
  when: string;
  action: InsightAction;
}

const PAIRS: Record<string, PairMeta> = {
  'sleep-mood': {
    label: 'sleep and next-day mood',
    x: 'slept more',
    y: 'mood',
    when: ' the next day',
    action: { label: 'Set a wind-down reminder', target: { kind: 'reminder_settings' } },
  },
  'sleep-anxiety': {
    label: 'sleep and next-day anxiety',
    x: 'slept more',
    y: 'anxiety',
    when: ' the next day',
    action: { label: 'Try 4-7-8 breathing before bed', target: { kind: 'mindfulness', exercise: 'breathing' } },
  },
  'steps-mood': {
    label: 'steps and mood',
    x: 'walked more',
    y: 'mood',
    when: '',
    action: { label: 'Log today’s steps', target: { kind: 'health_metrics' } },
  },
  'exercise-mood': {
    label: 'exercise and mood',
    x: 'exercised longer',
    y: 'mood',
    when: '',
    action: { label: 'Log today’s exercise', target: { kind: 'health_metrics' } },
  },
  'practice-mood': {
    label: 'practice and mood',
    x: 'practised',
    y: 'mood',
    when: '',
    action: { label: 'Try 4-7-8 breathing', target: { kind: 'mindfulness', exercise: 'breathing' } },
  },
  'mood-over-time': {
    label: 'mood over time',
    x: 'went on',
    y: 'mood',
    when: '',
    action: { label: 'Check in on your mood', target: { kind: 'mood_check_in' } },
  },
};

/** Day number since the period's start on each day with a mood check-in: mood against time. */
function dayIndex(series: DailySeries, from: string): DailySeries {
  return new Map([...series.keys()].map((day) => [day, daysBetween(from, day)]));
}

/** 1 on each day of the period with a completed practice session, 0 on every other day up to today. */
function practisedDays(inputs: InsightInputs): DailySeries {
  const practised = new Set(inputs.practice.map((session) => session.day));
  const days = new Map<string, number>();
  for (let day = inputs.from; day <= inputs.today; day = addDays(day, 1)) days.set(day, practised.has(day) ? 1 : 0);
  return days;
}

export function correlationPairs(inputs: InsightInputs): PairToTest[] {
  const { days } = inputs;
  const moodNoun = 'mood check-ins';
  return [
    {
      kind: 'measured',
      id: 'sleep-mood',
      x: days.sleepHours,
      y: days.mood,
      lagDays: 1,
      xNoun: 'sleep entries',
      yNoun: moodNoun,
    },
    {
      kind: 'measured',
      id: 'sleep-anxiety',
      x: days.sleepHours,
      y: days.anxiety,
      lagDays: 1,
      xNoun: 'sleep entries',
      yNoun: 'anxiety ratings',
    },
    {
      kind: 'measured',
      id: 'steps-mood',
      x: days.steps,
      y: days.mood,
      lagDays: 0,
      xNoun: 'step counts',
      yNoun: moodNoun,
    },
    {
      kind: 'measured',
      id: 'exercise-mood',
      x: days.exerciseMinutes,
      y: days.mood,
      lagDays: 0,
      xNoun: 'exercise entries',
      yNoun: moodNoun,
    },
    { kind: 'factor', id: 'practice-mood', factor: practisedDays(inputs), y: days.mood, factorNoun: 'practice' },
    {
      kind: 'measured',
      id: 'mood-over-time',
      x: dayIndex(days.mood, inputs.from),
      y: days.mood,
      lagDays: 0,
      xNoun: moodNoun,
      yNoun: moodNoun,
    },
  ];
}

function findingSentence(verdict: PairTested): string {
  const meta = PAIRS[verdict.id];
  const direction = verdict.rho > 0 ? 'higher' : 'lower';
  if (verdict.id === 'mood-over-time') {
    return `Over these days your mood tended to ${verdict.rho > 0 ? 'rise' : 'fall'}`;
  }
  if (verdict.withFactor && verdict.withoutFactor) {
    return `On days you ${meta.x}, your ${meta.y} tended to be ${direction} (median ${round1(verdict.withFactor.median)} on ${plural(verdict.withFactor.days, 'day')} with, ${round1(verdict.withoutFactor.median)} on ${plural(verdict.withoutFactor.days, 'day')} without)`;
  }
  return `On days you ${meta.x}, your ${meta.y}${meta.when} tended to be ${direction}`;
}

function statsNote(verdict: PairTested): string {
  return `rank correlation ${round1(verdict.rho)}, ${describeBasis(basisOf(verdict.days, verdict.from, verdict.to))}`;
}

function recommendationFor(verdict: PairTested): RecommendationCard {
  const meta = PAIRS[verdict.id];
  const strong = Math.abs(verdict.rho) >= 0.5;
  return {
    id: `correlation-${verdict.id}`,
    topic: 'correlations',
    status: 'finding',
    priority: strong ? 'high' : 'medium',
    icon: 'link',
    description: `${findingSentence(verdict)} (${statsNote(verdict)}).`,
    action: meta.action,
    prediction: 'This is a pattern in your own days, not proof of a cause; keep tracking to see whether it holds.',
    basis: basisOf(verdict.days, verdict.from, verdict.to),
  };
}

function summaryTrend(verdicts: PairVerdict[]): TrendCard {
  const tested = verdicts.filter((verdict): verdict is PairTested => verdict.status === 'tested');
  const linked = tested.filter((verdict) => verdict.linked);
  const waiting = verdicts.filter((verdict) => verdict.status === 'needs_data');
  const longest = tested.reduce<PairTested | null>(
    (best, verdict) => (!best || verdict.days > best.days ? verdict : best),
    null,
  );
  const found =
    linked.length > 0
      ? `${linked.map((verdict) => `${findingSentence(verdict)} (${statsNote(verdict)})`).join('. ')}.`
      : tested.length > 0
        ? `No clear link yet among the ${plural(tested.length, 'pair')} with enough days.`
        : 'Not enough days yet.';
  const needed = waiting.map((verdict) => `${verdict.needed} (${PAIRS[verdict.id].label})`).join('; ');
  const description = waiting.length > 0 ? `${found} Still needed: ${needed}.` : found;
  return {
    id: 'correlations-summary',
    topic: 'correlations',
    status: tested.length > 0 ? 'finding' : 'needs_data',
    priority: linked.length > 0 ? 'high' : tested.length > 0 ? 'medium' : 'low',
    icon: 'link',
    title: 'What moves with your mood',
    subtitle: `${tested.length} of ${verdicts.length} pairs have enough days to test (14 paired days; 7 with and 7 without for practice)`,
    description,
    insight:
      'Each pair is a rank correlation checked against chance, corrected for testing several pairs at once. "Tended to" means the two moved together, not that one caused the other.',
    basis: longest ? basisOf(longest.days, longest.from, longest.to) : null,
  };
}

/** Correlation findings (or what each still needs) from the user's tracked days. */
export function correlationCards(inputs: InsightInputs): InsightCards {
  const verdicts = testPairs(correlationPairs(inputs));
  const linked = verdicts.filter((verdict): verdict is PairTested => verdict.status === 'tested' && verdict.linked);
  return { recommendations: linked.map(recommendationFor), trends: [summaryTrend(verdicts)] };
}
