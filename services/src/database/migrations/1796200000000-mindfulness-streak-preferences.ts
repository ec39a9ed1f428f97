import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's practice-streak preference: off unless they turn it on (many people ask not to see
 * streaks), and how many days off in a row a streak survives. One row per user, removed with the account.
 */
export class MindfulnessStreakPreferences1796200000000 implements MigrationInterface {
  name = 'MindfulnessStreakPreferences1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mindfulness_preferences" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL CONSTRAINT "mindfulness_preferences_user_id_key" UNIQUE,
        "streaks_enabled" boolean NOT NULL DEFAULT false,
        "streak_grace_days" smallint NOT NULL DEFAULT 1
          CONSTRAINT "mindfulness_preferences_streak_grace_days_check" CHECK ("streak_grace_days" BETWEEN 0 AND 3),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "mindfulness_preferences_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "mindfulness_preferences"`);
  }
}
