import type { MindfulnessViewKey, Pcl5Clusters } from '@anchor/contracts';
import { PCL5_CLUSTER_ITEMS } from './pcl5-scoring';

export type Pcl5Cluster = keyof Pcl5Clusters;

/** The Assistant's guided tools a cluster's exercise can start in chat. */
export type Pcl5ChatTool = 'grounding' | 'thought_record' | 'activation' | 'breathing';

export interface Pcl5ClusterExercise {
  /** The exercise in a few words, for "Try …" and "Open … in Mindfulness". */
  name: string;
  /** The same exercise as a guided tool in chat. */
  chatTool: Pcl5ChatTool;
  /** Where it is in Mindfulness. */
  mindfulness: MindfulnessViewKey;
}

/**
 * The one exercise that suits each symptom cluster, wherever one is suggested (chat, the assessment
 * review, insights, the practice plan):
 * - intrusion (memories, flashbacks, reactions to reminders): grounding brings attention back to the
 *   present; Mindfulness holds the 5-4-3-2-1 steps in Anxiety Management;
 * - avoidance: behavioural activation, one small planned step towards what is avoided;
 * - cognition (negative beliefs, blame, detachment): challenging the thought against the evidence;
 * - arousal (on edge, jumpy, sleep): 4-7-8 breathing, a long out-breath that settles the body.
 */
export const PCL5_CLUSTER_EXERCISE: Record<Pcl5Cluster, Pcl5ClusterExercise> = {
  intrusion: { name: '5-4-3-2-1 grounding', chatTool: 'grounding', mindfulness: 'cbt_anxiety_management' },
  avoidance: { name: 'behavioural activation', chatTool: 'activation', mindfulness: 'cbt_behavioral_activation' },
  cognition: { name: 'thought challenging', chatTool: 'thought_record', mindfulness: 'cbt_thought_challenging' },
  arousal: { name: '4-7-8 breathing', chatTool: 'breathing', mindfulness: 'breathing' },
};

const CLUSTERS = Object.keys(PCL5_CLUSTER_ITEMS) as Pcl5Cluster[];

/** A cluster's items, rated at most 4 each. */
export function pcl5ClusterMaximum(cluster: Pcl5Cluster): number {
  const [first, last] = PCL5_CLUSTER_ITEMS[cluster];
  return (last - first + 1) * 4;
}

/**
 * The cluster that bothered the person most, as a share of its possible maximum (clusters have 2 to 7
 * items, so raw totals would favour the long ones); the earlier cluster wins a tie. Null when all are 0.
 */
export function pcl5LeadingCluster(clusters: Pcl5Clusters): { cluster: Pcl5Cluster; share: number } | null {
  const shares = CLUSTERS.map((cluster) => ({ cluster, share: clusters[cluster] / pcl5ClusterMaximum(cluster) }));
  const best = shares.reduce((leader, next) => (next.share > leader.share ? next : leader));
  return best.share > 0 ? best : null;
}

/** The cluster an item (0-based) belongs to. */
export function pcl5ClusterOf(itemIndex: number): Pcl5Cluster {
  return CLUSTERS.find((cluster) => itemIndex <= PCL5_CLUSTER_ITEMS[cluster][1]) ?? 'arousal';
}
