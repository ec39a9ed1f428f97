import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mindfulness practice: distress ratings (SUDS 0-10) before and after each session, the journal of
 * what a person chose to keep from an exercise (encrypted text), and the running meditation timer
 * whose end bell is a one-off reminder. Every table belongs to a user and cascades on account deletion.
 */
export class MindfulnessPractice1796110000000 implements MigrationInterface {
  name = 'MindfulnessPractice1796110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "mindfulness_sessions"
        ADD COLUMN "suds_before" smallint,
        ADD COLUMN "suds_after" smallint`);
    await queryRunner.query(
      `CREATE INDEX "mindfulness_sessions_user_id_created_at_idx" ON "mindfulness_sessions" ("user_id", "created_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "mindfulness_journal_entries" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "session_id" integer,
        "type" varchar(50) NOT NULL,
        "subtype" varchar(50),
        "text" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "mindfulness_journal_entries_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "mindfulness_journal_entries_session_id_fkey" FOREIGN KEY ("session_id")
          REFERENCES "mindfulness_sessions" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "mindfulness_journal_entries_user_id_idx" ON "mindfulness_journal_entries" ("user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "mindfulness_journal_entries_session_id_idx" ON "mindfulness_journal_entries" ("session_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "meditation_timers" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL CONSTRAINT "meditation_timers_user_id_key" UNIQUE,
        "duration" integer NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "bell_reminder_id" integer,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "meditation_timers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "meditation_timers"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "mindfulness_journal_entries"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "mindfulness_sessions_user_id_created_at_idx"`);
    await queryRunner.query(`
      ALTER TABLE "mindfulness_sessions" DROP COLUMN IF EXISTS "suds_before", DROP COLUMN IF EXISTS "suds_after"`);
  }
}
