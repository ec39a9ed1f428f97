import type { Pcl5Answer, Pcl5Clusters } from '@anchor/contracts';

/** DSM-5 symptom clusters as 0-based item index ranges [first, last]: B 1-5, C 6-7, D 8-14, E 15-20. */
export const PCL5_CLUSTER_ITEMS: Record<keyof Pcl5Clusters, readonly [number, number]> = {
  intrusion: [0, 4],
  avoidance: [5, 6],
  cognition: [7, 13],
  arousal: [14, 19],
};

/** Items needed at "Moderately" or above in each cluster for a provisional positive screen (DSM-5 B1 C1 D2 E2). */
export const PCL5_SCREEN_MIN_ENDORSED: Pcl5Clusters = { intrusion: 1, avoidance: 1, cognition: 2, arousal: 2 };

/** The VA rule treats an item rated 2 (Moderately) or higher as a symptom endorsed. */
export const PCL5_ENDORSED_FROM = 2;

const CLUSTER_KEYS = Object.keys(PCL5_CLUSTER_ITEMS) as (keyof Pcl5Clusters)[];

export interface Pcl5Score {
  totalScore: number;
  clusters: Pcl5Clusters;
  answeredCount: number;
  screenPositive: boolean;
}

function clusterItems(responses: readonly Pcl5Answer[], cluster: keyof Pcl5Clusters): number[] {
  const [first, last] = PCL5_CLUSTER_ITEMS[cluster];
  // Unanswered items count as 0: a partly answered PCL-5 still scores.
  return responses.slice(first, last + 1).map((answer) => answer ?? 0);
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Cluster sums; unanswered items count 0. */
export function pcl5Clusters(responses: readonly Pcl5Answer[]): Pcl5Clusters {
  const clusters = { intrusion: 0, avoidance: 0, cognition: 0, arousal: 0 };
  for (const key of CLUSTER_KEYS) clusters[key] = sum(clusterItems(responses, key));
  return clusters;
}

export function pcl5TotalScore(responses: readonly Pcl5Answer[]): number {
  return sum(responses.map((answer) => answer ?? 0));
}

export function pcl5AnsweredCount(responses: readonly Pcl5Answer[]): number {
  return responses.filter((answer) => answer !== null && answer !== undefined).length;
}

/** Provisional PTSD screen (VA National Center for PTSD, DSM-5 rule). A screening result, never a diagnosis. */
export function pcl5ScreenPositive(responses: readonly Pcl5Answer[]): boolean {
  return CLUSTER_KEYS.every((key) => {
    const endorsed = clusterItems(responses, key).filter((answer) => answer >= PCL5_ENDORSED_FROM).length;
    return endorsed >= PCL5_SCREEN_MIN_ENDORSED[key];
  });
}

export function scorePcl5(responses: readonly Pcl5Answer[]): Pcl5Score {
  return {
    totalScore: pcl5TotalScore(responses),
    clusters: pcl5Clusters(responses),
    answeredCount: pcl5AnsweredCount(responses),
    screenPositive: pcl5ScreenPositive(responses),
  };
}
