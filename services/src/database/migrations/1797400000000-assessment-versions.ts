import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviewing an assessment in the chat saves a new version of the same assessment: the row keeps its id and
 * completed_at (so the monthly cycle does not restart), gains a version number and reviewed_at, and each
 * earlier version's answers and score are kept in pcl5_assessment_versions.
 */
export class AssessmentVersions1797400000000 implements MigrationInterface {
  name = 'AssessmentVersions1797400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "pcl5_assessments"
        ADD COLUMN "version" integer NOT NULL DEFAULT 1,
        ADD COLUMN "reviewed_at" timestamptz NULL`);
    await queryRunner.query(`
      CREATE TABLE "pcl5_assessment_versions" (
        "id" SERIAL PRIMARY KEY,
        "assessment_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "version" integer NOT NULL,
        "responses" jsonb NOT NULL,
        "score" integer NOT NULL,
        "replaced_at" timestamptz NOT NULL,
        CONSTRAINT "pcl5_assessment_versions_assessment_id_fkey" FOREIGN KEY ("assessment_id") REFERENCES "pcl5_assessments" ("id") ON DELETE CASCADE,
        CONSTRAINT "pcl5_assessment_versions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "pcl5_assessment_versions_assessment_id_version_key" UNIQUE ("assessment_id", "version")
      )`);
    await queryRunner.query(
      `CREATE INDEX "pcl5_assessment_versions_user_id_idx" ON "pcl5_assessment_versions" ("user_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pcl5_assessment_versions"`);
    await queryRunner.query(`ALTER TABLE "pcl5_assessments" DROP COLUMN "reviewed_at", DROP COLUMN "version"`);
  }
}
