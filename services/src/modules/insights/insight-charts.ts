import type { InsightCharts, MoodChartPoint, SleepMoodChartPoint } from '@anchor/contracts';
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

export function buildCharts(inputs: InsightInputs): InsightCharts {
  const from = addDays(inputs.today, -(CHART_DAYS - 1));
  return {
    pcl5: inputs.assessments,
    mood: moodPoints(inputs, from),
    practice: [],
    sleepMood: sleepMoodPoints(inputs, from),
  };
}
