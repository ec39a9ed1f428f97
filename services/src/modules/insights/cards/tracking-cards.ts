import { jStat } from 'jstat';
import type { RecommendationCard, TrendCard } from '@anchor/contracts';
import type { InsightInputs } from '../insight-inputs';
import { addDays, type DailySeries } from '../statistics/daily-series';
import { basisOf, describeBasis, plural, round1 } from './card-text';
import type { InsightCards } from './card-types';

/** Averages rest on at least a week of entries within the last two weeks. */
const RECENT_DAYS = 14;
const MIN_RECENT_ENTRIES = 7;
/** Adults are generally advised 7-9 hours of sleep. */
const SLEEP_ADVISED_HOURS = 7;

function recent(series: DailySeries, today: string): { days: string[]; values: number[] } {
  const from = addDays(today, -(RECENT_DAYS - 1));
  const days = [...series.keys()].filter((day) => day >= from && day <= today).sort();
  return { days, values: days.map((day) => series.get(day) as number) };
}

function sleepCard(inputs: InsightInputs): RecommendationCard {
  const { days, values } = recent(inputs.days.sleepHours, inputs.today);
  const base = { id: 'sleep-average', topic: 'sleep' as const, icon: 'moon' as const };
  if (values.length < MIN_RECENT_ENTRIES) {
    return {
      ...base,
      status: 'needs_data',
      priority: 'low',
      description: `Your sleep picture needs ${plural(MIN_RECENT_ENTRIES - values.length, 'more day')} of sleep entries in the last two weeks.`,
      action: { label: 'Log last night’s sleep', target: { kind: 'health_metrics' } },
      prediction: 'With a week of entries this card shows your average sleep and how it compares with 7-9 hours.',
      basis: null,
    };
  }
  const average = jStat.mean(values);
  const basis = basisOf(values.length, days[0], days[days.length - 1]);
  const short = average < SLEEP_ADVISED_HOURS;
  return {
    ...base,
    status: 'finding',
    priority: short ? 'high' : 'low',
    description: `You slept ${round1(average)} hours a night on average (${describeBasis(basis)}).${short ? ' That is under the 7-9 hours most adults need.' : ' That is within the 7-9 hours most adults need.'}`,
    action: short
      ? { label: 'Try 4-7-8 breathing before bed', target: { kind: 'mindfulness', exercise: 'breathing' } }
      : { label: 'Log last night’s sleep', target: { kind: 'health_metrics' } },
    prediction: short
      ? 'A steadier bedtime often helps; keep logging to see whether your average rises.'
      : 'Keeping this rhythm supports steadier days.',
    basis,
  };
}

function activityTrend(inputs: InsightInputs): TrendCard {
  const steps = recent(inputs.days.steps, inputs.today);
  const exercise = recent(inputs.days.exerciseMinutes, inputs.today);
  const base = {
    id: 'health-activity',
    topic: 'health_metrics' as const,
    icon: 'activity' as const,
    title: 'Activity',
  };
  const enough = Math.max(steps.values.length, exercise.values.length);
  if (enough < MIN_RECENT_ENTRIES) {
    return {
      ...base,
      status: 'needs_data',
      priority: 'low',
      subtitle: 'Steps and exercise, last two weeks',
      description: `Needs ${plural(MIN_RECENT_ENTRIES - enough, 'more day')} of steps or exercise entries in the last two weeks.`,
      insight: 'Enter them by hand or import a CSV file from your phone or watch.',
      basis: null,
    };
  }
  const longer = steps.values.length >= exercise.values.length ? steps : exercise;
  const basis = basisOf(longer.days.length, longer.days[0], longer.days[longer.days.length - 1]);
  const parts = [
    steps.values.length > 0 ? `${Math.round(jStat.mean(steps.values)).toLocaleString('en-US')} steps a day` : null,
    exercise.values.length > 0 ? `${Math.round(jStat.mean(exercise.values))} minutes of exercise a day` : null,
  ].filter(Boolean);
  return {
    ...base,
    status: 'finding',
    priority: 'medium',
    subtitle: `Averages over ${describeBasis(basis)}`,
    description: `You averaged ${parts.join(' and ')}.`,
    insight:
      'Movement is one of the steadiest helps for mood and sleep; the correlations card shows whether it moved with yours.',
    basis,
  };
}

function moodCheckInCard(inputs: InsightInputs): RecommendationCard | null {
  if (inputs.days.mood.has(inputs.today)) return null;
  const { values } = recent(inputs.days.mood, inputs.today);
  return {
    id: 'mood-check-in',
    topic: 'trends',
    status: values.length === 0 ? 'needs_data' : 'finding',
    priority: 'medium',
    icon: 'heart',
    description: `No mood check-in yet today; you checked in on ${plural(values.length, 'day')} of the last 14.`,
    action: { label: 'Check in now', target: { kind: 'mood_check_in' } },
    prediction: 'Daily check-ins are what every other insight here is built from.',
    basis: null,
  };
}

/** Sleep, activity and the daily check-in. */
export function trackingCards(inputs: InsightInputs): InsightCards {
  const checkIn = moodCheckInCard(inputs);
  return { recommendations: [sleepCard(inputs), ...(checkIn ? [checkIn] : [])], trends: [activityTrend(inputs)] };
}
