import { PCL5_CLUSTER_EXERCISE, PCL5_CLUSTER_ITEMS, PCL5_ENDORSED_FROM } from '@anchor/clinical';
import {
  BREATHING_SUBTYPE,
  CBT_SUBTYPES,
  EMDR_SUBTYPES,
  MINDFULNESS_EXERCISE_VIEWS,
  mindfulnessKey,
  type MindfulnessViewKey,
  type Pcl5Clusters,
} from '@anchor/contracts';

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

/** The plan's key of a Mindfulness view: an exercise's type_subtype, breathing's 4-7-8, else the view itself. */
function planKey(view: MindfulnessViewKey): string {
  if (view === 'breathing') return mindfulnessKey('breathing', BREATHING_SUBTYPE);
  const exercise = MINDFULNESS_EXERCISE_VIEWS[view as keyof typeof MINDFULNESS_EXERCISE_VIEWS];
  return exercise ? mindfulnessKey(exercise.type, exercise.subtype) : view;
}

/**
 * Extra sessions when a symptom cluster is high, i.e. its items average "Moderately" (2) or more,
 * the level at which the PCL-5 counts a symptom as present: first the cluster's own exercise
 * (PCL5_CLUSTER_EXERCISE, the one every screen suggests), then tools that support it.
 * - Intrusion (B: memories, nightmares, flashbacks): grounding (Anxiety Management) and a safe place to
 *   return to, so more safe-place visualization too.
 * - Arousal (E: on edge, jumpy, poor sleep): slow exhale-led breathing nearly every other day, and more
 *   self-soothing, which calms the body directly.
 * - Negative mood and thinking (D): thought challenging, and behavioural activation (planning small
 *   rewarding activities), the CBT tool with the best evidence for low mood, about twice a week.
 * - Avoidance (C): behavioural activation, one planned step towards what is avoided, about weekly.
 */
const CLUSTER_BOOSTS: Record<keyof Pcl5Clusters, { own: number; supporting: Record<string, number> }> = {
  intrusion: { own: 4, supporting: { emdr_safe_place: 4 } },
  arousal: { own: 8, supporting: { emdr_self_soothing: 4 } },
  cognition: { own: 4, supporting: { cbt_behavioral_activation: 6 } },
  avoidance: { own: 4, supporting: {} },
};

function boostsOf(cluster: keyof Pcl5Clusters): [string, number][] {
  const { own, supporting } = CLUSTER_BOOSTS[cluster];
  return [[planKey(PCL5_CLUSTER_EXERCISE[cluster].mindfulness), own], ...Object.entries(supporting)];
}

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
      for (const [key, extra] of boostsOf(cluster)) plan[key] = (plan[key] ?? 0) + extra;
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
