import {
  PCL5_ANSWER_LABELS,
  PCL5_BAND_WORDING,
  PCL5_CLUSTER_EXERCISE,
  pcl5ClusterOf,
  pcl5ScoreBand,
  pcl5TotalScore,
} from '@anchor/clinical';
import { homeLink, type ChatLink, type Pcl5Answer } from '@anchor/contracts';
import { CLUSTER_TIP, ITEM_THEMES, openExerciseLabel, ReviewCopy, TIME_OF_DAY_OPENING, TIME_OF_DAY_STEP } from './copy';

export type TimeOfDay = keyof typeof TIME_OF_DAY_OPENING;

/** Items at 3 ("Quite a bit") or 4 ("Extremely") are the challenging ones. */
export const CHALLENGING_FROM = 3;

export function timeOfDay(now: Date): TimeOfDay {
  const hour = now.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** The analysis of a total: a greeting for the time of day, what the band means, and a step that suits the hour. */
export function analysisText(responses: readonly Pcl5Answer[], now: Date): string {
  const total = pcl5TotalScore(responses);
  const when = timeOfDay(now);
  const band = pcl5ScoreBand(total);
  const step = band === 'none' ? '' : ` ${TIME_OF_DAY_STEP[when]}`;
  return `${TIME_OF_DAY_OPENING[when]} ${PCL5_BAND_WORDING[band](total)}${step}`;
}

export interface ChallengingItem {
  /** 0-based item index. */
  index: number;
  score: number;
}

/** Items at 3 or more, highest first (earlier items first among equals). */
export function challengingItems(responses: readonly Pcl5Answer[]): ChallengingItem[] {
  return responses
    .flatMap((score, index) => (score !== null && score >= CHALLENGING_FROM ? [{ index, score }] : []))
    .sort((a, b) => b.score - a.score || a.index - b.index);
}

/** One step of the walk through challenging items: the item, how much it bothered, a fitting tool and its link. */
export function walkStep(item: ChallengingItem, position: number, count: number): { text: string; link: ChatLink } {
  const cluster = pcl5ClusterOf(item.index);
  const exercise = PCL5_CLUSTER_EXERCISE[cluster];
  const label = PCL5_ANSWER_LABELS[item.score];
  return {
    text: `${ReviewCopy.walkItem(position, count, ITEM_THEMES[item.index], label)} ${CLUSTER_TIP[cluster]}`,
    link: { label: openExerciseLabel(exercise.name), href: homeLink('mindfulness', exercise.mindfulness) },
  };
}
