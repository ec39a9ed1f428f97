import { jStat } from 'jstat';
import {
  MINDFULNESS_EXERCISE_VIEWS,
  practiceUntimedNote,
  type InsightAction,
  type MindfulnessType,
  type MindfulnessViewKey,
  type RecommendationCard,
  type TrendCard,
} from '@anchor/contracts';
import { practiceTimeOf } from '../../mindfulness/practice-time';
import type { InsightInputs, PracticeSession } from '../insight-inputs';
import { addDays } from '../statistics/daily-series';
import { basisOf, describeBasis, formatDay, plural, round1 } from './card-text';
import type { InsightCards } from './card-types';

/** Distress before and after is summarised once this many sessions have both ratings. */
export const MIN_RATED_SESSIONS = 5;
const RECENT_DAYS = 28;

export const PRACTICE_NAMES: Record<MindfulnessType, string> = {
  meditation: 'meditation',
  breathing: '4-7-8 breathing',
  cbt: 'CBT exercises',
  emdr: 'EMDR-style exercises',
};

const BREATHING: InsightAction = {
  label: 'Try 4-7-8 breathing',
  target: { kind: 'mindfulness', exercise: 'breathing' },
};

type Rated = PracticeSession & { sudsBefore: number; sudsAfter: number };
const isRated = (session: PracticeSession): session is Rated =>
  session.sudsBefore !== null && session.sudsAfter !== null;

/** The type whose rated sessions eased distress most (by the median drop), with its most used exercise. */
function easedMost(rated: Rated[]): { type: MindfulnessType; subtype: string | null; drop: number } {
  const types = [...new Set(rated.map((session) => session.type))];
  const drops = types.map((type) => {
    const own = rated.filter((session) => session.type === type);
    const subtypes = own.map((session) => session.subtype).filter((subtype): subtype is string => subtype !== null);
    const subtype = subtypes.sort(
      (a, b) => subtypes.filter((s) => s === b).length - subtypes.filter((s) => s === a).length,
    )[0];
    return {
      type,
      subtype: subtype ?? null,
      drop: jStat.median(own.map((session) => session.sudsBefore - session.sudsAfter)),
    };
  });
  return drops.reduce((best, next) => (next.drop > best.drop ? next : best));
}

/** The Mindfulness view that opens this exercise (its category when it has no view of its own). */
export function viewKeyOf(type: MindfulnessType, subtype: string | null): MindfulnessViewKey {
  const match = Object.entries(MINDFULNESS_EXERCISE_VIEWS).find(
    ([, view]) => view.type === type && view.subtype === subtype,
  );
  return match ? (match[0] as MindfulnessViewKey) : type;
}

function exerciseName(type: MindfulnessType, subtype: string | null): string {
  return subtype && type !== 'breathing' ? subtype.replace(/_/g, ' ') : PRACTICE_NAMES[type];
}

function distressRecommendation(sessions: PracticeSession[]): RecommendationCard {
  const rated = sessions.filter(isRated);
  const base = { id: 'practice-distress', topic: 'psychology' as const, icon: 'leaf' as const };
  if (rated.length < MIN_RATED_SESSIONS) {
    return {
      ...base,
      status: 'needs_data',
      priority: 'low',
      description: `Whether practice eases your distress needs ${plural(MIN_RATED_SESSIONS - rated.length, 'more session')} rated before and after (0-10).`,
      action: BREATHING,
      prediction: 'Rating your distress before and after each exercise shows which ones help you most.',
      basis: null,
    };
  }
  const before = jStat.median(rated.map((session) => session.sudsBefore));
  const after = jStat.median(rated.map((session) => session.sudsAfter));
  const best = easedMost(rated);
  const days = [...new Set(rated.map((session) => session.day))].sort();
  const basis = basisOf(days.length, days[0], days[days.length - 1]);
  const eased = after < before;
  const name = exerciseName(best.type, best.subtype);
  return {
    ...base,
    status: 'finding',
    priority: eased ? 'medium' : 'high',
    description: `Across ${plural(rated.length, 'session')} you rated, your distress tended to go from ${round1(before)} before to ${round1(after)} after (medians on 0-10; ${describeBasis(basis)}).${best.drop > 0 ? ` It eased most with ${name}.` : ''}`,
    action: {
      label: best.drop > 0 ? `Practise ${name} again` : 'Try 4-7-8 breathing',
      target: best.drop > 0 ? { kind: 'mindfulness', exercise: viewKeyOf(best.type, best.subtype) } : BREATHING.target,
    },
    prediction: eased
      ? 'Turning to it when distress rises may bring it down again; your ratings will show whether it keeps helping.'
      : 'When an exercise does not ease distress, another kind may suit you better.',
    basis,
  };
}

function practiceTrend(inputs: InsightInputs): TrendCard {
  const sessions = inputs.practice;
  const base = { id: 'practice-weekly', topic: 'trends' as const, icon: 'leaf' as const, title: 'Practice' };
  if (sessions.length === 0) {
    return {
      ...base,
      status: 'needs_data',
      priority: 'low',
      subtitle: 'Meditation, breathing, CBT and EMDR, minutes per week',
      description: 'Practice over time needs your first completed session in the Mindfulness tab.',
      insight: 'Even five minutes a day adds up; each session you finish appears here.',
      basis: null,
    };
  }
  const recentFrom = addDays(inputs.today, -(RECENT_DAYS - 1));
  const recent = sessions.filter((session) => session.day >= recentFrom);
  const { minutes, untimedSessions } = practiceTimeOf(recent);
  const untimed = practiceUntimedNote(untimedSessions);
  const days = [...new Set(sessions.map((session) => session.day))].sort();
  const basis = basisOf(days.length, days[0], days[days.length - 1]);
  return {
    ...base,
    status: 'finding',
    priority: recent.length === 0 ? 'medium' : 'low',
    subtitle: `${plural(sessions.length, 'session')} on ${plural(days.length, 'day')} since ${formatDay(basis.from)}`,
    description: `In the last 4 weeks: ${plural(recent.length, 'session')}, ${minutes} minutes in all${untimed}.`,
    insight: 'The chart below shows minutes per week and your distress before and after, where you rated it.',
    basis,
  };
}

/** What practice adds: minutes over time and distress before and after. */
export function practiceCards(inputs: InsightInputs): InsightCards {
  return { recommendations: [distressRecommendation(inputs.practice)], trends: [practiceTrend(inputs)] };
}
