import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one practice a person has in progress (a thought record's step and entries, the breathing cycle), kept
 * so that a reload or a tab switch resumes it. `entries` is encrypted by the application.
 */
export class PracticeDrafts1798320000000 implements MigrationInterface {
  name = 'PracticeDrafts1798320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "practice_drafts" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "type" varchar(50) NOT NULL,
        "subtype" varchar(50) NOT NULL,
        "step" integer NOT NULL DEFAULT 0,
        "entries" text NOT NULL,
        "started_at" timestamptz NOT NULL,
        "suds_before" integer,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "practice_drafts_user_id_key" UNIQUE ("user_id"),
        CONSTRAINT "practice_drafts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "practice_drafts_step_check" CHECK ("step" >= 0),
        CONSTRAINT "practice_drafts_suds_before_check" CHECK ("suds_before" BETWEEN 0 AND 10)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "practice_drafts"`);
  }
}
