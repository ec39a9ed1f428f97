import { PCL5_ANSWER_LABELS, PCL5_CLUSTER_ITEMS, pcl5TotalScore } from '@anchor/clinical';
import { homeLink, type ChatLink, type Pcl5Answer, type Pcl5Clusters } from '@anchor/contracts';
import { BAND_TEXT, CLUSTER_TOOL, ITEM_THEMES, ReviewCopy, TIME_OF_DAY_OPENING, TIME_OF_DAY_STEP } from './copy';

export type TimeOfDay = keyof typeof TIME_OF_DAY_OPENING;
export type ScoreBand = keyof typeof BAND_TEXT;

/** Items at 3 ("Quite a bit") or 4 ("Extremely") are the challenging ones. */
export const CHALLENGING_FROM = 3;

export function timeOfDay(now: Date): TimeOfDay {
  const hour = now.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

export function scoreBand(total: number): ScoreBand {
  if (total >= 50) return 'severe';
  if (total >= 33) return 'high';
  if (total >= 20) return 'moderate';
  if (total >= 10) return 'mild';
  if (total > 0) return 'low';
  return 'none';
}

/** The analysis of a total: a greeting for the time of day, what the band means, and a step that suits the hour. */
export function analysisText(responses: readonly Pcl5Answer[], now: Date): string {
  const total = pcl5TotalScore(responses);
  const when = timeOfDay(now);
  const band = scoreBand(total);
  const step = band === 'none' ? '' : ` ${TIME_OF_DAY_STEP[when]}`;
  return `${TIME_OF_DAY_OPENING[when]} ${BAND_TEXT[band](total)}${step}`;
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

function clusterOf(index: number): keyof Pcl5Clusters {
  const entry = Object.entries(PCL5_CLUSTER_ITEMS).find(([, [first, last]]) => index >= first && index <= last);
  return (entry?.[0] ?? 'arousal') as keyof Pcl5Clusters;
}

/** One step of the walk through challenging items: the item, how much it bothered, a fitting tool and its link. */
export function walkStep(item: ChallengingItem, position: number, count: number): { text: string; link: ChatLink } {
  const tool = CLUSTER_TOOL[clusterOf(item.index)];
  const label = PCL5_ANSWER_LABELS[item.score];
  return {
    text: `${ReviewCopy.walkItem(position, count, ITEM_THEMES[item.index], label)} ${tool.tip}`,
    link: { label: tool.label, href: homeLink('mindfulness', tool.exercise) },
  };
}
