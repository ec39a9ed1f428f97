import { MigrationInterface, QueryRunner } from 'typeorm';

const VALUES = ['heart_rate', 'steps', 'sleep_hours', 'sleep_quality', 'exercise_minutes', 'water_intake'];

/**
 * One health-metrics row per user, day and source: a re-imported CSV or a second entry of the day updates the
 * day instead of adding one. Existing duplicates are merged first into the newest row of their day, each value
 * the newest one given that day (a blank never erases), and the older rows are deleted.
 */
export class HealthMetricOneRowPerDay1798240000000 implements MigrationInterface {
  name = 'HealthMetricOneRowPerDay1798240000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const newestOf = VALUES.map(
      (column) =>
        `(array_agg("${column}" ORDER BY "recorded_at" DESC, "id" DESC) FILTER (WHERE "${column}" IS NOT NULL))[1] AS "${column}"`,
    ).join(', ');
    await queryRunner.query(`
      WITH merged AS (
        SELECT max("id") FILTER (WHERE newest) AS "id", ${newestOf}
        FROM (
          SELECT *, row_number() OVER (
            PARTITION BY "user_id", "recorded_on", "source" ORDER BY "recorded_at" DESC, "id" DESC
          ) = 1 AS newest
          FROM "health_metrics"
        ) AS ranked
        GROUP BY "user_id", "recorded_on", "source"
        HAVING count(*) > 1
      )
      UPDATE "health_metrics" AS h SET ${VALUES.map((column) => `"${column}" = merged."${column}"`).join(', ')}
      FROM merged WHERE h."id" = merged."id"`);
    await queryRunner.query(`
      DELETE FROM "health_metrics" AS older USING "health_metrics" AS newer
      WHERE older."user_id" = newer."user_id" AND older."recorded_on" = newer."recorded_on"
        AND older."source" = newer."source"
        AND (newer."recorded_at", newer."id") > (older."recorded_at", older."id")`);
    await queryRunner.query(`DROP INDEX "health_metrics_user_day_idx"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "health_metrics_user_day_source_key" ON "health_metrics" ("user_id", "recorded_on", "source")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "health_metrics_user_day_source_key"`);
    await queryRunner.query(
      `CREATE INDEX "health_metrics_user_day_idx" ON "health_metrics" ("user_id", "recorded_on")`,
    );
  }
}
