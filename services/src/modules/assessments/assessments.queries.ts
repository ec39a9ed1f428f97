import type { EntityManager } from 'typeorm';
import type { PgPool } from '../../database/pool';
import type { Queryable } from '../../database/queryable';
import { Pcl5AssessmentEntity } from './entities/pcl5-assessment.entity';

// The pcl5_assessments table's SQL and query builders; every statement but the reminder sweep's is scoped to one user.

export interface LatestScoredRow {
  score: number;
  answered: number;
  cluster_b: number | null;
  cluster_c: number | null;
  cluster_d: number | null;
  cluster_e: number | null;
  previous: number | null;
}

const SCORED = 'completed AND NOT skipped';
const LATEST_SCORED_SUMMARY_SQL =
  'SELECT a.score, a.cluster_b, a.cluster_c, a.cluster_d, a.cluster_e, ' +
  `(SELECT count(*) FROM jsonb_array_elements(a.responses) e WHERE e <> 'null'::jsonb)::int AS answered, ` +
  `(SELECT p.score FROM pcl5_assessments p WHERE p.user_id = a.user_id AND p.${SCORED} ` +
  `AND NOT p.responses @> '[null]'::jsonb ` +
  'AND (p.completed_at, p.id) < (a.completed_at, a.id) ORDER BY p.completed_at DESC, p.id DESC LIMIT 1) AS previous ' +
  `FROM pcl5_assessments a WHERE a.user_id = $1 AND a.${SCORED} ORDER BY a.completed_at DESC, a.id DESC LIMIT 1`;

/**
 * The latest scored assessment's total, clusters and answered count with the total of the fully answered scored
 * one before it, in one named statement (the assistant reads it on every reply); undefined when there is none.
 */
export async function latestScoredSummaryRow(pool: PgPool, userId: number): Promise<LatestScoredRow | undefined> {
  const { rows } = await pool.query<LatestScoredRow>({
    name: 'pcl5-latest-scored-summary',
    text: LATEST_SCORED_SUMMARY_SQL,
    values: [userId],
  });
  return rows[0];
}

/** Of these scored assessments of the user, each one's id with the score of the scored one just before it. */
export function previousScoreRows(
  db: Queryable,
  userId: number,
  ids: number[],
): Promise<{ id: number; previous: number | null }[]> {
  return db.query(
    `SELECT id, previous FROM (
         SELECT id, LAG(score) OVER (ORDER BY completed_at, id) AS previous
         FROM pcl5_assessments WHERE user_id = $1 AND completed AND NOT skipped
       ) scored WHERE id = ANY($2::int[])`,
    [userId, ids],
  );
}

/** For every user who has completed or skipped an assessment, when they last did (the reminder sweep's read). */
export function lastCompletionOfEveryone(db: Queryable): Promise<{ user_id: number; completed_at: Date | null }[]> {
  return db.query(
    `SELECT DISTINCT ON (user_id) user_id, completed_at FROM pcl5_assessments
        WHERE completed OR skipped ORDER BY user_id, completed_at DESC`,
  );
}

/** The user's scored assessment just before this one (by completion time, then id). */
export function scoredAssessmentBefore(
  manager: EntityManager,
  row: Pick<Pcl5AssessmentEntity, 'id' | 'userId' | 'completedAt'>,
): Promise<Pcl5AssessmentEntity | null> {
  return manager
    .getRepository(Pcl5AssessmentEntity)
    .createQueryBuilder('a')
    .where('a.userId = :userId AND a.completed = true AND a.skipped = false', { userId: row.userId })
    .andWhere('(a.completedAt < :completedAt OR (a.completedAt = :completedAt AND a.id < :id))', {
      completedAt: row.completedAt,
      id: row.id,
    })
    .orderBy('a.completedAt', 'DESC')
    .addOrderBy('a.id', 'DESC')
    .getOne();
}
