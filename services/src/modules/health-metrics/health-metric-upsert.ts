import {
  HEALTH_METRICS_MAX_STORED_ROWS,
  type HealthMetricField,
  type HealthMetricSource,
  type HealthMetricValuesInput,
} from '@anchor/contracts';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../../common/api-error';

/** One day's values as they are written: the day, then any of the metrics (null or absent where not given). */
export type HealthMetricDay = { date: string } & Partial<HealthMetricValuesInput>;

const COLUMN_OF: Record<HealthMetricField, string> = {
  sleepHours: 'sleep_hours',
  sleepQuality: 'sleep_quality',
  steps: 'steps',
  exerciseMinutes: 'exercise_minutes',
  waterIntake: 'water_intake',
  heartRate: 'heart_rate',
};
const FIELDS = Object.keys(COLUMN_OF) as HealthMetricField[];

/** Days written per statement: 1,000 rows of 9 values stay well under PostgreSQL's parameter limit. */
const UPSERT_CHUNK = 1000;

/** How many of the written days were new and how many replaced values of a day already stored. */
export interface UpsertedDays {
  added: number;
  updated: number;
  ids: number[];
}

function upsertSql(rows: number): string {
  const width = 3 + FIELDS.length;
  const tuples = Array.from(
    { length: rows },
    (_, row) => `(${Array.from({ length: width }, (_, column) => `$${row * width + column + 1}`).join(', ')})`,
  );
  const columns = FIELDS.map((field) => `"${COLUMN_OF[field]}"`).join(', ');
  // A value left out keeps the day's stored one: a second entry of the day adds to it, and a blank never erases.
  const merge = FIELDS.map(
    (field) =>
      `"${COLUMN_OF[field]}" = COALESCE(EXCLUDED."${COLUMN_OF[field]}", "health_metrics"."${COLUMN_OF[field]}")`,
  ).join(', ');
  return (
    `INSERT INTO "health_metrics" ("user_id", "recorded_on", "source", ${columns}) VALUES ${tuples.join(', ')} ` +
    `ON CONFLICT ("user_id", "recorded_on", "source") DO UPDATE SET ${merge}, "recorded_at" = now() ` +
    `RETURNING "id", (xmax = 0) AS "added"`
  );
}

/**
 * Writes one row per day for the user and source, updating a day already stored, inside the caller's
 * transaction; refuses (so the transaction rolls back) when the user would hold more rows than the limit.
 */
export async function upsertHealthMetricDays(
  manager: EntityManager,
  userId: number,
  source: HealthMetricSource,
  days: HealthMetricDay[],
  /** The request field a refusal names: `file` for an import, `date` for an entry. */
  field: 'file' | 'date',
): Promise<UpsertedDays> {
  const result: UpsertedDays = { added: 0, updated: 0, ids: [] };
  for (let start = 0; start < days.length; start += UPSERT_CHUNK) {
    const chunk = days.slice(start, start + UPSERT_CHUNK);
    const values = chunk.flatMap((day) => [userId, day.date, source, ...FIELDS.map((field) => day[field] ?? null)]);
    const rows: { id: number; added: boolean }[] = await manager.query(upsertSql(chunk.length), values);
    for (const row of rows) {
      result.ids.push(row.id);
      if (row.added) result.added += 1;
      else result.updated += 1;
    }
  }
  if (result.added > 0) await refuseOverLimit(manager, userId, field);
  return result;
}

async function refuseOverLimit(manager: EntityManager, userId: number, field: string): Promise<void> {
  const [{ count }] = await manager.query(
    `SELECT count(*)::int AS "count" FROM "health_metrics" WHERE "user_id" = $1`,
    [userId],
  );
  if (count > HEALTH_METRICS_MAX_STORED_ROWS) {
    const limit = HEALTH_METRICS_MAX_STORED_ROWS.toLocaleString('en-US');
    throw new ApiException(
      400,
      `${field}: Anchor keeps up to ${limit} days of health metrics for each person, and this would go past that. Nothing was saved.`,
      { field },
    );
  }
}
