import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A share records what the patient consented to send (`share_scope`: scores only, or scores and the answer to each
 * question), how many of the 20 questions its snapshot answered (`answered_count`), and when a review of the
 * assessment last replaced its snapshot (`revised_at`). Existing shares were made under "scores only" wording, so
 * they keep that scope. Their answered count is read from the answers that were current when they were shared:
 * the version a later review replaced (the first replaced after the share), else the assessment as it stands.
 * A share whose assessment is gone keeps a null count, which readers treat as unknown.
 */
export class ShareScopeAndRevision1798260000000 implements MigrationInterface {
  name = 'ShareScopeAndRevision1798260000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "provider_sharing_records"
        ADD COLUMN "share_scope" varchar(20) NOT NULL DEFAULT 'scores',
        ADD COLUMN "answered_count" integer,
        ADD COLUMN "revised_at" timestamptz,
        ADD CONSTRAINT "provider_sharing_records_share_scope_check" CHECK ("share_scope" IN ('scores', 'scores_and_answers')),
        ADD CONSTRAINT "provider_sharing_records_answered_count_check" CHECK ("answered_count" BETWEEN 0 AND 20)`);
    await queryRunner.query(`
      UPDATE "provider_sharing_records" s
      SET "answered_count" = (
        SELECT count(*)::int
        FROM jsonb_array_elements(COALESCE(
          (SELECT v."responses" FROM "pcl5_assessment_versions" v
            WHERE v."assessment_id" = s."assessment_id" AND v."replaced_at" > s."shared_at"
            ORDER BY v."replaced_at" ASC, v."id" ASC LIMIT 1),
          a."responses")) AS answer
        WHERE answer <> 'null'::jsonb)
      FROM "pcl5_assessments" a
      WHERE a."id" = s."assessment_id" AND s."assessment_score" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "provider_sharing_records"
        DROP CONSTRAINT "provider_sharing_records_answered_count_check",
        DROP CONSTRAINT "provider_sharing_records_share_scope_check",
        DROP COLUMN "revised_at",
        DROP COLUMN "answered_count",
        DROP COLUMN "share_scope"`);
  }
}
