import type { InsightAction, Pcl5ChartPoint, RecommendationCard, TrendCard } from '@anchor/contracts';
import { PCL5_CLUSTER_ITEMS, PCL5_SCREENING_CUTOFF, pcl5Change, pcl5ChangeWording } from '@anchor/clinical';
import type { InsightInputs } from '../insight-inputs';
import { basisOf, formatDay, plural } from './card-text';
import type { InsightCards } from './card-types';

type Cluster = keyof typeof PCL5_CLUSTER_ITEMS;

const CLUSTER_TEXT: Record<Cluster, { name: string; action: InsightAction }> = {
  intrusion: {
    name: 'intrusive memories and reminders',
    action: { label: 'Try a grounding meditation', target: { kind: 'mindfulness', exercise: 'meditation' } },
  },
  avoidance: {
    name: 'avoiding reminders',
    action: {
      label: 'Try behavioural activation (CBT)',
      target: { kind: 'mindfulness', exercise: 'cbt_behavioral_activation' },
    },
  },
  cognition: {
    name: 'negative thoughts and feelings',
    action: {
      label: 'Try thought challenging (CBT)',
      target: { kind: 'mindfulness', exercise: 'cbt_thought_challenging' },
    },
  },
  arousal: {
    name: 'feeling on edge and sleep',
    action: { label: 'Try 4-7-8 breathing', target: { kind: 'mindfulness', exercise: 'breathing' } },
  },
};

const TAKE_ASSESSMENT: InsightAction = { label: 'Open the Assessment tab', target: { kind: 'assessment' } };

function day(point: Pcl5ChartPoint): string {
  return point.completedAt.slice(0, 10);
}

/** The cluster with the largest share of its possible maximum (4 points per item). */
function leadingCluster(point: Pcl5ChartPoint): { cluster: Cluster; share: number } {
  const shares = (Object.keys(PCL5_CLUSTER_ITEMS) as Cluster[]).map((cluster) => {
    const [first, last] = PCL5_CLUSTER_ITEMS[cluster];
    return { cluster, share: point[cluster] / ((last - first + 1) * 4) };
  });
  return shares.reduce((best, next) => (next.share > best.share ? next : best));
}

function clusterRecommendation(latest: Pcl5ChartPoint, count: number): RecommendationCard {
  const { cluster, share } = leadingCluster(latest);
  const text = CLUSTER_TEXT[cluster];
  return {
    id: 'psychology-cluster',
    topic: 'psychology',
    status: 'finding',
    priority: share >= 0.5 ? 'high' : 'medium',
    icon: 'brain',
    description: `In your latest assessment (${formatDay(day(latest))}) the items about ${text.name} bothered you most: ${Math.round(share * 100)}% of their possible score.`,
    action: text.action,
    prediction:
      'Exercises aimed at these symptoms may help; your next monthly assessment will show whether they eased.',
    basis: basisOf(1, day(latest), day(latest), count),
  };
}

function pcl5Trend(points: Pcl5ChartPoint[]): TrendCard {
  const first = points[0];
  const latest = points[points.length - 1];
  const change = pcl5Change(points[points.length - 2].totalScore, latest.totalScore);
  const overall = pcl5Change(first.totalScore, latest.totalScore);
  const worse = change.direction === 'up' && change.band !== 'no_reliable_change';
  return {
    id: 'trends-pcl5',
    topic: 'trends',
    status: 'finding',
    priority: worse ? 'high' : change.band === 'no_reliable_change' ? 'low' : 'medium',
    icon: 'trending',
    title: 'PCL-5 over time',
    subtitle: `${plural(points.length, 'assessment')}, ${formatDay(day(first))} to ${formatDay(day(latest))}`,
    description: `${pcl5ChangeWording(change)} Since your first assessment: ${overall.difference > 0 ? '+' : ''}${overall.difference} points.`,
    insight: `Lower scores mean less bother. A change of 5 points may be real and 10 or more is meaningful; a total of ${PCL5_SCREENING_CUTOFF.low}-${PCL5_SCREENING_CUTOFF.high} or higher is worth discussing with a professional.`,
    basis: basisOf(points.length, day(first), day(latest), points.length),
  };
}

function needsAssessments(count: number): InsightCards {
  const needed = count === 0 ? 'your first PCL-5 assessment' : '1 more PCL-5 assessment (they are monthly)';
  return {
    recommendations: [
      {
        id: 'psychology-cluster',
        topic: 'psychology',
        status: count === 0 ? 'needs_data' : 'finding',
        priority: 'low',
        icon: 'brain',
        description: `Symptom patterns need ${needed}.`,
        action: TAKE_ASSESSMENT,
        prediction: 'Once there are results, this card points to the exercises that fit your symptoms.',
        basis: null,
      },
    ],
    trends: [
      {
        id: 'trends-pcl5',
        topic: 'trends',
        status: 'needs_data',
        priority: 'low',
        icon: 'trending',
        title: 'PCL-5 over time',
        subtitle: `${plural(count, 'assessment')} so far`,
        description: `A change over time needs ${count === 0 ? '2 assessments' : needed}.`,
        insight: 'Each monthly assessment adds a point to this trend.',
        basis: null,
      },
    ],
  };
}

/** PCL-5 cluster pattern and change over time, using the change bands of the clinical rules. */
export function assessmentCards(inputs: InsightInputs): InsightCards {
  const points = inputs.assessments;
  if (points.length < 2) {
    const cards = needsAssessments(points.length);
    if (points.length === 1) cards.recommendations = [clusterRecommendation(points[0], 1)];
    return cards;
  }
  return {
    recommendations: [clusterRecommendation(points[points.length - 1], points.length)],
    trends: [pcl5Trend(points)],
  };
}
