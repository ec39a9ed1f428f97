import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-computed PCL-5 results (screen, answered count, completion time, skips), drafts kept on the
 * server, and provider shares that carry a snapshot of what was shared and can be revoked.
 */
export class AssessmentResultsAndSharing1795221882324 implements MigrationInterface {
  name = 'AssessmentResultsAndSharing1795221882324';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "pcl5_assessments"
        ADD COLUMN "skipped" boolean NOT NULL DEFAULT false,
        ADD COLUMN "screen_positive" boolean,
        ADD COLUMN "answered_count" integer,
        ADD COLUMN "completed_at" timestamptz`);
    // Rows from before this migration were completed when they were created.
    await queryRunner.query(`UPDATE "pcl5_assessments" SET "completed_at" = "created_at"`);
    await queryRunner.query(
      `ALTER TABLE "pcl5_assessments" ALTER COLUMN "completed_at" SET NOT NULL, ALTER COLUMN "completed_at" SET DEFAULT now()`,
    );
    await queryRunner.query(
      `CREATE INDEX "pcl5_assessments_user_id_completed_at_idx" ON "pcl5_assessments" ("user_id", "completed_at" DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE "assessment_drafts" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL CONSTRAINT "assessment_drafts_user_id_key" UNIQUE,
        "responses" jsonb NOT NULL,
        "current_index" integer NOT NULL DEFAULT 0,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "assessment_drafts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);

    await queryRunner.query(`
      ALTER TABLE "provider_sharing_records"
        ADD COLUMN IF NOT EXISTS "revoked_at" timestamptz,
        ADD COLUMN IF NOT EXISTS "assessment_score" integer,
        ADD COLUMN IF NOT EXISTS "clusters" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "provider_sharing_records"
        DROP COLUMN IF EXISTS "clusters",
        DROP COLUMN IF EXISTS "assessment_score",
        DROP COLUMN IF EXISTS "revoked_at"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "assessment_drafts"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "pcl5_assessments_user_id_completed_at_idx"`);
    await queryRunner.query(`
      ALTER TABLE "pcl5_assessments"
        DROP COLUMN "completed_at",
        DROP COLUMN "answered_count",
        DROP COLUMN "screen_positive",
        DROP COLUMN "skipped"`);
  }
}
