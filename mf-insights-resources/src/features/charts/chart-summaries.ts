import { PCL5_CUTOFF_RANGE, pcl5CanScreen, pcl5PartialLabel } from '@anchor/clinical';
import type {
  MedicationAdherence,
  MoodChartPoint,
  PracticeChartPoint,
  Pcl5ChartPoint,
  SleepMoodChartPoint,
} from '@anchor/contracts';
import { average, fullDay, oneDecimal } from './format';

const defined = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/** Plain sentences that say what each chart shows, for everyone (the chart itself is hidden from screen readers). */
export function pcl5Summary(points: Pcl5ChartPoint[]): string {
  const first = points[0];
  const latest = points[points.length - 1];
  const band = `The shaded band marks ${PCL5_CUTOFF_RANGE}, where a provisional PTSD screen begins.`;
  if (points.length === 1) {
    const partial = pcl5CanScreen(latest.answeredCount) ? '' : ` ${pcl5PartialLabel(latest.answeredCount)}.`;
    return `One assessment, on ${fullDay(latest.completedAt)}: total ${latest.totalScore} of 80.${partial} ${band}`;
  }
  return `${points.length} assessments from ${fullDay(first.completedAt)} to ${fullDay(latest.completedAt)}. Total ${first.totalScore} at first and ${latest.totalScore} most recently (0-80, lower is less bother).${partialPcl5Note(points)} ${band}`;
}

/** A partial total is lower by the questions left out: the reader is told which points those are. */
function partialPcl5Note(points: Pcl5ChartPoint[]): string {
  const partial = points.filter((point) => !pcl5CanScreen(point.answeredCount)).length;
  if (partial === 0) return '';
  const which = partial === 1 ? '1 of them is partial' : `${partial} of them are partial`;
  return ` ${which} (fewer than 20 questions answered): a partial total is not compared and draws no screening result.`;
}

export function moodSummary(points: MoodChartPoint[], days: number): string {
  const moods = points.map((point) => point.mood);
  const parts = [
    `You checked in on ${points.length} of the last ${days} days.`,
    `Mood averaged ${oneDecimal(average(moods) as number)} (lowest ${Math.min(...moods)}, highest ${Math.max(...moods)}).`,
  ];
  const energy = average(defined(points.map((point) => point.energy)));
  const anxiety = average(defined(points.map((point) => point.anxiety)));
  if (energy !== null) parts.push(`Energy averaged ${oneDecimal(energy)}.`);
  if (anxiety !== null) parts.push(`Anxiety averaged ${oneDecimal(anxiety)}.`);
  return parts.join(' ');
}

export function practiceSummary(points: PracticeChartPoint[]): string {
  const minutes = points.reduce((sum, point) => sum + point.minutes, 0);
  const busiest = points.reduce((best, point) => (point.minutes > best.minutes ? point : best));
  const untimed = points.reduce((sum, point) => sum + point.untimedSessions, 0);
  const parts = [
    `${minutes} minutes over ${points.length} weeks; the most, ${busiest.minutes} minutes, in the week of ${fullDay(busiest.weekStart)}.`,
  ];
  // Sessions recorded before the time spent was measured are counted, never given a length.
  if (untimed > 0) parts.push(`Time not recorded for ${untimed} earlier session${untimed === 1 ? '' : 's'}.`);
  const before = average(defined(points.map((point) => point.distressBefore)));
  const after = average(defined(points.map((point) => point.distressAfter)));
  if (before !== null && after !== null) {
    parts.push(`In weeks you rated it, distress averaged ${oneDecimal(before)} before and ${oneDecimal(after)} after.`);
  }
  return parts.join(' ');
}

export function sleepSummary(points: SleepMoodChartPoint[]): string {
  const sleep = average(points.map((point) => point.sleepHours)) as number;
  const mood = average(points.map((point) => point.nextDayMood)) as number;
  return `${points.length} nights with sleep logged and a check-in the next day: ${oneDecimal(sleep)} hours on average, next-day mood ${oneDecimal(mood)}. Whether the two moved together is on the correlations card.`;
}

export function adherenceSummary(medication: MedicationAdherence): string {
  const counted = medication.weeks.filter((week) => week.percent !== null);
  const taken = counted.reduce((sum, week) => sum + week.taken, 0);
  const all = counted.reduce((sum, week) => sum + week.taken + week.snoozed + week.missed, 0);
  return `${medication.name}: ${taken} of ${all} doses taken over ${counted.length} weeks with a dose due.`;
}
