import type { InsightAction, Pcl5ChartPoint, RecommendationCard, TrendCard } from '@anchor/contracts';
import {
  PCL5_CHANGE_GUIDE,
  PCL5_CLUSTER_EXERCISE,
  PCL5_CUTOFF_RANGE,
  pcl5CanScreen,
  pcl5Change,
  pcl5ChangeWording,
  pcl5LeadingCluster,
  pcl5PartialLabel,
  type Pcl5Cluster,
} from '@anchor/clinical';
import type { InsightInputs } from '../insight-inputs';
import { basisOf, formatDay, plural } from './card-text';
import type { InsightCards } from './card-types';

const CLUSTER_NAME: Record<Pcl5Cluster, string> = {
  intrusion: 'intrusive memories and reminders',
  avoidance: 'avoiding reminders',
  cognition: 'negative thoughts and feelings',
  arousal: 'feeling on edge and sleep',
};

/** Take Action opens the cluster's one exercise in Mindfulness. */
function clusterAction(cluster: Pcl5Cluster): InsightAction {
  const exercise = PCL5_CLUSTER_EXERCISE[cluster];
  return { label: `Try ${exercise.name}`, target: { kind: 'mindfulness', exercise: exercise.mindfulness } };
}

const TAKE_ASSESSMENT: InsightAction = { label: 'Open the Assessment tab', target: { kind: 'assessment' } };

function day(point: Pcl5ChartPoint): string {
  return point.completedAt.slice(0, 10);
}

function clusterRecommendation(latest: Pcl5ChartPoint, count: number): RecommendationCard {
  const leading = pcl5LeadingCluster(latest);
  if (!leading) return quietRecommendation(latest, count);
  const { cluster, share } = leading;
  return {
    id: 'psychology-cluster',
    topic: 'psychology',
    status: 'finding',
    priority: share >= 0.5 ? 'high' : 'medium',
    icon: 'brain',
    description: `In your latest assessment (${formatDay(day(latest))}) the items about ${CLUSTER_NAME[cluster]} bothered you most: ${Math.round(share * 100)}% of their possible score.`,
    action: clusterAction(cluster),
    prediction:
      'Exercises aimed at these symptoms may help; your next monthly assessment will show whether they eased.',
    basis: basisOf(1, day(latest), day(latest), count),
  };
}

/** Every cluster at 0: nothing to aim an exercise at. */
function quietRecommendation(latest: Pcl5ChartPoint, count: number): RecommendationCard {
  return {
    id: 'psychology-cluster',
    topic: 'psychology',
    status: 'finding',
    priority: 'low',
    icon: 'brain',
    description: `In your latest assessment (${formatDay(day(latest))}) none of the symptom groups bothered you.`,
    action: TAKE_ASSESSMENT,
    prediction: 'Your next monthly assessment will show whether this holds.',
    basis: basisOf(1, day(latest), day(latest), count),
  };
}

/** A partial latest assessment: labelled, with no symptom group ranked from the few answers it has. */
function partialRecommendation(latest: Pcl5ChartPoint, count: number): RecommendationCard {
  return {
    id: 'psychology-cluster',
    topic: 'psychology',
    status: 'needs_data',
    priority: 'low',
    icon: 'brain',
    description: `Your latest assessment (${formatDay(day(latest))}): ${pcl5PartialLabel(latest.answeredCount)}. Symptom patterns need an assessment with every question answered.`,
    action: TAKE_ASSESSMENT,
    prediction: 'Once there are results, this card points to the exercises that fit your symptoms.',
    basis: basisOf(1, day(latest), day(latest), count),
  };
}

const partialNote = (partial: number) =>
  partial === 0 ? '' : `; ${plural(partial, 'partial assessment')} left out (a partial total is not compared)`;

function pcl5Trend(points: Pcl5ChartPoint[], partial: number): TrendCard {
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
    subtitle: `${plural(points.length, 'assessment')}, ${formatDay(day(first))} to ${formatDay(day(latest))}${partialNote(partial)}`,
    description: `${pcl5ChangeWording(change)} Since your first assessment: ${overall.difference > 0 ? '+' : ''}${overall.difference} points.`,
    insight: `Lower scores mean less bother. ${PCL5_CHANGE_GUIDE}; a total of ${PCL5_CUTOFF_RANGE} or higher is worth discussing with a professional.`,
    basis: basisOf(points.length, day(first), day(latest), points.length),
  };
}

function needsAssessments(count: number, partial: number): InsightCards {
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
        subtitle: `${plural(count, partial ? 'complete assessment' : 'assessment')} so far${partialNote(partial)}`,
        description: `A change over time needs ${count === 0 ? '2 assessments' : needed}.`,
        insight: 'Each monthly assessment adds a point to this trend.',
        basis: null,
      },
    ],
  };
}

/**
 * PCL-5 cluster pattern and change over time, using the change bands of the clinical rules. Only complete
 * assessments rank symptom groups or enter the trend: a partial one is labelled and concludes nothing.
 */
export function assessmentCards(inputs: InsightInputs): InsightCards {
  const points = inputs.assessments;
  const complete = points.filter((point) => pcl5CanScreen(point.answeredCount));
  const partial = points.length - complete.length;
  const cards = needsAssessments(complete.length, partial);
  const latest = points.at(-1);
  if (latest) {
    cards.recommendations = [
      pcl5CanScreen(latest.answeredCount)
        ? clusterRecommendation(latest, points.length)
        : partialRecommendation(latest, points.length),
    ];
  }
  if (complete.length >= 2) cards.trends = [pcl5Trend(complete, partial)];
  return cards;
}
