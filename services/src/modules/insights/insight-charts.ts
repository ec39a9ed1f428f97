import { jStat } from 'jstat';
import type { InsightCharts, MoodChartPoint, PracticeChartPoint, SleepMoodChartPoint } from '@anchor/contracts';
import { weekStartOf } from '../../common/local-day';
import { practiceTimeOf } from '../mindfulness/practice-time';
import type { InsightInputs } from './insight-inputs';
import { addDays, pairDays } from './statistics/daily-series';

/** Charts show the last 90 days (PCL-5: every assessment). */
export const CHART_DAYS = 90;

function moodPoints(inputs: InsightInputs, from: string): MoodChartPoint[] {
  const { mood, energy, anxiety } = inputs.days;
  return [...mood.keys()]
    .filter((day) => day >= from)
    .sort()
    .map((day) => ({
      date: day,
      mood: mood.get(day) as number,
      energy: energy.get(day) ?? null,
      anxiety: anxiety.get(day) ?? null,
    }));
}

function sleepMoodPoints(inputs: InsightInputs, from: string): SleepMoodChartPoint[] {
  const paired = pairDays(inputs.days.sleepHours, inputs.days.mood, 1);
  return paired.days
    .map((day, index) => ({ date: day, sleepHours: paired.x[index], nextDayMood: paired.y[index] }))
    .filter((point) => point.date >= from);
}

const oneDecimal = (values: number[]) => (values.length === 0 ? null : Math.round(jStat.mean(values) * 10) / 10);

/** Minutes actually spent per week (weeks without practice show 0) and mean distress before and after, where rated both times. */
function practicePoints(inputs: InsightInputs, from: string): PracticeChartPoint[] {
  const sessions = inputs.practice.filter((session) => session.day >= from);
  if (sessions.length === 0) return [];
  const points: PracticeChartPoint[] = [];
  for (let week = weekStartOf(from); week <= inputs.today; week = addDays(week, 7)) {
    const end = addDays(week, 7);
    const own = sessions.filter((session) => session.day >= week && session.day < end);
    const rated = own.filter((session) => session.sudsBefore !== null && session.sudsAfter !== null);
    const { minutes, untimedSessions } = practiceTimeOf(own);
    points.push({
      weekStart: week,
      minutes,
      untimedSessions,
      distressBefore: oneDecimal(rated.map((session) => session.sudsBefore as number)),
      distressAfter: oneDecimal(rated.map((session) => session.sudsAfter as number)),
    });
  }
  return points;
}

export function buildCharts(inputs: InsightInputs): InsightCharts {
  const from = addDays(inputs.today, -(CHART_DAYS - 1));
  return {
    pcl5: inputs.assessments,
    mood: moodPoints(inputs, from),
    practice: practicePoints(inputs, from),
    sleepMood: sleepMoodPoints(inputs, from),
    medications: inputs.medications,
  };
}
