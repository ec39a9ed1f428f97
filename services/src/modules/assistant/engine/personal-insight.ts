import {
  pcl5CanScreen,
  pcl5ChangeBand,
  pcl5ChangePhrase,
  pcl5LeadingCluster,
  pcl5PartialLabel,
  type Pcl5Cluster,
} from '@anchor/clinical';
import type { PersonalData } from './engine-types';

const CLUSTER_WORDS: Record<Pcl5Cluster, string> = {
  intrusion: 'intrusive memories, dreams and reactions to reminders',
  avoidance: 'avoiding thoughts and reminders',
  cognition: 'thoughts and feelings such as blame, guilt or feeling detached',
  arousal: 'feeling on edge, sleep and concentration',
};

/**
 * The cluster that bothered the person most, or null without an assessment, with every cluster at 0, or when the
 * latest assessment is partial (a few answers rank nothing).
 */
export function topCluster(data: PersonalData): Pcl5Cluster | null {
  const latest = data.latestAssessment;
  if (!latest || !pcl5CanScreen(latest.answeredCount)) return null;
  return pcl5LeadingCluster(latest.clusters)?.cluster ?? null;
}

/** The latest check-in when partial: what it is, and that it concludes nothing. */
export function partialCheckIn(answeredCount: number): string {
  return `Your latest PCL-5 check-in is partial. ${pcl5PartialLabel(answeredCount)}.`;
}

/**
 * The change since the one before with its band's label (the same words as the result screen); a drop is called
 * encouraging only when it is a reliable change, not one that chance could explain.
 */
function changeSentence(change: number): string {
  const size = Math.abs(change);
  const band = pcl5ChangeBand(change);
  const encouraging = change < 0 && band !== 'no_reliable_change' ? ', which is encouraging' : '';
  return `That is ${size} point${size === 1 ? '' : 's'} ${change < 0 ? 'lower' : 'higher'} than the one before: ${pcl5ChangePhrase(band)}${encouraging}.`;
}

/** A plain-language summary of the person's own latest check-in and moods; a screening, never a diagnosis. */
export function progressSummary(data: PersonalData): string | null {
  const latest = data.latestAssessment;
  if (!latest) return null;
  if (!pcl5CanScreen(latest.answeredCount)) {
    return [partialCheckIn(latest.answeredCount), moodLine(data)].filter(Boolean).join(' ');
  }
  const parts = [`Your latest PCL-5 check-in total was ${latest.total} out of 80.`];
  if (latest.change !== null && latest.change !== 0) parts.push(changeSentence(latest.change));
  else if (latest.change === 0) {
    parts.push('That is the same as the one before.');
  }
  const cluster = topCluster(data);
  if (cluster) parts.push(`The area that scored highest was ${CLUSTER_WORDS[cluster]}.`);
  const mood = moodLine(data);
  if (mood) parts.push(mood);
  return parts.join(' ');
}

export function moodLine(data: PersonalData): string | null {
  if (data.recentMoods.length === 0) return null;
  const average = data.recentMoods.reduce((sum, mood) => sum + mood, 0) / data.recentMoods.length;
  return `Your last ${data.recentMoods.length} mood check-ins average ${average.toFixed(1)} out of 10.`;
}
