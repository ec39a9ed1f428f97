import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A practice session keeps the time actually spent beside its planned `duration`: when it began and how many
 * seconds it lasted, clamped by the server. Sessions recorded before stay without them (NULL): their time was
 * never measured, so none is invented; they count as sessions and add no minutes.
 */
export class MindfulnessTimeSpent1798280000000 implements MigrationInterface {
  name = 'MindfulnessTimeSpent1798280000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "mindfulness_sessions"
        ADD COLUMN "started_at" timestamptz,
        ADD COLUMN "seconds_spent" integer,
        ADD CONSTRAINT "mindfulness_sessions_seconds_spent_check" CHECK ("seconds_spent" >= 0),
        ADD CONSTRAINT "mindfulness_sessions_time_spent_together_check"
          CHECK (("started_at" IS NULL) = ("seconds_spent" IS NULL))
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "mindfulness_sessions"
        DROP CONSTRAINT "mindfulness_sessions_time_spent_together_check",
        DROP CONSTRAINT "mindfulness_sessions_seconds_spent_check",
        DROP COLUMN "seconds_spent",
        DROP COLUMN "started_at"
    `);
  }
}
