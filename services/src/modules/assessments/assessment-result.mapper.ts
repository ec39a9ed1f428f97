import { ASSESSMENT_TYPE_PCL5, type AssessmentResult, type Pcl5Clusters, type ScoreChange } from '@anchor/contracts';
import type { Pcl5AssessmentEntity } from './entities/pcl5-assessment.entity';

export function clustersOf(row: Pcl5AssessmentEntity): Pcl5Clusters {
  return {
    intrusion: row.clusterB ?? 0,
    avoidance: row.clusterC ?? 0,
    cognition: row.clusterD ?? 0,
    arousal: row.clusterE ?? 0,
  };
}

/** Rows store clusters as the spec's clusterB-E columns (B intrusion, C avoidance, D cognition, E arousal). */
export function clusterColumns(clusters: Pcl5Clusters) {
  return {
    clusterB: clusters.intrusion,
    clusterC: clusters.avoidance,
    clusterD: clusters.cognition,
    clusterE: clusters.arousal,
  };
}

/** Questions answered (of 20): the stored count, or counted from the answers for rows saved before the column. */
export function answeredCountOf(row: Pcl5AssessmentEntity): number {
  return row.answeredCount ?? row.responses.filter((answer) => answer !== null).length;
}

export function toAssessmentResult(row: Pcl5AssessmentEntity, change: ScoreChange | null): AssessmentResult {
  return {
    id: row.id,
    assessmentType: ASSESSMENT_TYPE_PCL5,
    responses: row.responses,
    totalScore: row.score,
    clusters: clustersOf(row),
    answeredCount: answeredCountOf(row),
    screenPositive: row.screenPositive ?? false,
    skipped: row.skipped,
    completedAt: row.completedAt.toISOString(),
    change,
  };
}
