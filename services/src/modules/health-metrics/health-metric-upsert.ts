import { HEALTH_METRICS_MAX_STORED_ROWS, type HealthMetricSource } from '@anchor/contracts';
import type { EntityManager } from 'typeorm';
import { ApiException } from '../../common/api-error';
import { countHealthMetricRows, type HealthMetricDay, upsertHealthMetricRows } from './health-metrics.queries';

/** Days written per statement: 1,000 rows of 9 values stay well under PostgreSQL's parameter limit. */
const UPSERT_CHUNK = 1000;

/** How many of the written days were new and how many replaced values of a day already stored. */
export interface UpsertedDays {
  added: number;
  updated: number;
  ids: number[];
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
    const rows = await upsertHealthMetricRows(manager, userId, source, chunk);
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
  if ((await countHealthMetricRows(manager, userId)) > HEALTH_METRICS_MAX_STORED_ROWS) {
    const limit = HEALTH_METRICS_MAX_STORED_ROWS.toLocaleString('en-US');
    throw new ApiException(
      400,
      `${field}: Anchor keeps up to ${limit} days of health metrics for each person, and this would go past that. Nothing was saved.`,
      { field },
    );
  }
}
