import type { HealthMetricField, HealthMetricSource, HealthMetricValuesInput } from '@anchor/contracts';
import type { Queryable } from '../../database/queryable';

// The health_metrics table's SQL; the service and the upsert call it, every statement scoped to one user.

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

/** One statement writing these days (one row per day and source), each row answered with whether it was new. */
export function upsertHealthMetricRows(
  db: Queryable,
  userId: number,
  source: HealthMetricSource,
  days: HealthMetricDay[],
): Promise<{ id: number; added: boolean }[]> {
  const values = days.flatMap((day) => [userId, day.date, source, ...FIELDS.map((field) => day[field] ?? null)]);
  return db.query(upsertSql(days.length), values);
}

export async function countHealthMetricRows(db: Queryable, userId: number): Promise<number> {
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS "count" FROM "health_metrics" WHERE "user_id" = $1`,
    [userId],
  );
  return count;
}

export type DailyHealthMeasure =
  'sleepHours' | 'sleepQuality' | 'steps' | 'exerciseMinutes' | 'waterIntake' | 'heartRate';

/** One day's mean of each health measure; null where no entry of the day gave it. */
export type DailyHealthMeans = { day: string } & Record<DailyHealthMeasure, number | null>;

/** The mean of each measure over the user's entries of each day from `fromDay` on, to one decimal, oldest first. */
export async function dailyHealthMeans(db: Queryable, userId: number, fromDay: string): Promise<DailyHealthMeans[]> {
  const rows: Record<keyof DailyHealthMeans, string | null>[] = await db.query(
    `SELECT to_char(recorded_on, 'YYYY-MM-DD') AS "day",
            round(avg(sleep_hours), 1) AS "sleepHours", round(avg(sleep_quality), 1) AS "sleepQuality",
            round(avg(steps), 1) AS "steps", round(avg(exercise_minutes), 1) AS "exerciseMinutes",
            round(avg(water_intake), 1) AS "waterIntake", round(avg(heart_rate), 1) AS "heartRate"
     FROM health_metrics WHERE user_id = $1 AND recorded_on >= $2::date
     GROUP BY recorded_on ORDER BY recorded_on`,
    [userId, fromDay],
  );
  return rows.map((row) => {
    const value = (key: DailyHealthMeasure) => (row[key] === null ? null : Number(row[key]));
    return {
      day: row.day as string,
      sleepHours: value('sleepHours'),
      sleepQuality: value('sleepQuality'),
      steps: value('steps'),
      exerciseMinutes: value('exerciseMinutes'),
      waterIntake: value('waterIntake'),
      heartRate: value('heartRate'),
    };
  });
}
