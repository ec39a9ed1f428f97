import { PCL5_CLUSTER_ITEMS, PCL5_ENDORSED_FROM } from '@anchor/clinical';
import { BREATHING_SUBTYPE, CBT_SUBTYPES, EMDR_SUBTYPES, mindfulnessKey, type Pcl5Clusters } from '@anchor/contracts';

/**
 * Monthly practice plan: how many sessions of each practice we suggest in a month.
 *
 * Default (no scored assessment yet): meditation and 4-7-8 breathing about twice a week (8), and each
 * CBT and EMDR exercise twice a month, so a person meets every tool without a heavy load.
 */
const DEFAULT_PLAN: Record<string, number> = {
  meditation: 8,
  [mindfulnessKey('breathing', BREATHING_SUBTYPE)]: 8,
  ...Object.fromEntries(CBT_SUBTYPES.map((subtype) => [mindfulnessKey('cbt', subtype), 2])),
  ...Object.fromEntries(EMDR_SUBTYPES.map((subtype) => [mindfulnessKey('emdr', subtype), 2])),
};

/**
 * Extra sessions when a symptom cluster is high, i.e. its items average "Moderately" (2) or more,
 * the level at which the PCL-5 counts a symptom as present.
 * - Intrusion (B: memories, nightmares, flashbacks): grounding and a safe place bring attention back to
 *   the present and give a calm image to return to, so more safe-place visualization and anxiety
 *   management (which holds the 5-4-3-2-1 grounding steps).
 * - Arousal (E: on edge, jumpy, poor sleep): slow exhale-led breathing and self-soothing calm the body
 *   directly, so breathing nearly every other day and more self-soothing.
 * - Negative mood and thinking (D: loss of interest, detachment): behavioural activation (planning small
 *   rewarding activities) is the CBT tool with the best evidence for low mood, so about twice a week.
 */
const CLUSTER_BOOSTS: Record<keyof Pcl5Clusters, Record<string, number>> = {
  intrusion: { emdr_safe_place: 4, cbt_anxiety_management: 4 },
  arousal: { [mindfulnessKey('breathing', BREATHING_SUBTYPE)]: 8, emdr_self_soothing: 4 },
  cognition: { cbt_behavioral_activation: 6 },
  avoidance: {},
};

export function isClusterHigh(clusters: Pcl5Clusters, cluster: keyof Pcl5Clusters): boolean {
  const [first, last] = PCL5_CLUSTER_ITEMS[cluster];
  return clusters[cluster] >= (last - first + 1) * PCL5_ENDORSED_FROM;
}

/** The plan for a person: the default, boosted for each high cluster, with per-type totals added. */
export function recommendedSessions(clusters: Pcl5Clusters | null): Record<string, number> {
  const plan = { ...DEFAULT_PLAN };
  if (clusters) {
    for (const cluster of Object.keys(CLUSTER_BOOSTS) as (keyof Pcl5Clusters)[]) {
      if (!isClusterHigh(clusters, cluster)) continue;
      for (const [key, extra] of Object.entries(CLUSTER_BOOSTS[cluster])) plan[key] = (plan[key] ?? 0) + extra;
    }
  }
  return withTypeTotals(plan);
}

/** The picker's cards show a whole category, so each type also gets the sum of its subtypes. */
function withTypeTotals(plan: Record<string, number>): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const [key, count] of Object.entries(plan)) {
    const type = key.split('_')[0];
    if (type !== key) totals[type] = (totals[type] ?? 0) + count;
  }
  return { ...plan, ...totals };
}
