import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Health metrics describe a day (an import backfills past days) and say where they came from;
 * insights read a user's days in order, so both tracking tables get a (user, day) index.
 */
export class HealthMetricDaysAndSources1796120000000 implements MigrationInterface {
  name = 'HealthMetricDaysAndSources1796120000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "health_metrics" ADD COLUMN "recorded_on" date`);
    await queryRunner.query(`UPDATE "health_metrics" SET "recorded_on" = ("recorded_at" AT TIME ZONE 'UTC')::date`);
    await queryRunner.query(`ALTER TABLE "health_metrics" ALTER COLUMN "recorded_on" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "health_metrics" ADD COLUMN "source" varchar(20) NOT NULL DEFAULT 'manual'`);
    await queryRunner.query(
      `ALTER TABLE "health_metrics" ADD CONSTRAINT "health_metrics_source_check" CHECK ("source" IN ('manual', 'csv_import'))`,
    );
    await queryRunner.query(
      `CREATE INDEX "health_metrics_user_day_idx" ON "health_metrics" ("user_id", "recorded_on")`,
    );
    await queryRunner.query(`CREATE INDEX "mood_entries_user_created_idx" ON "mood_entries" ("user_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "mood_entries_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "health_metrics_user_day_idx"`);
    await queryRunner.query(`ALTER TABLE "health_metrics" DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "health_metrics" DROP COLUMN "recorded_on"`);
  }
}
