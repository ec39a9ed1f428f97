import { MigrationInterface, QueryRunner } from 'typeorm';

/** The chat's "review your assessment answers?" offer: the assessment the person last answered it for. */
export class AssessmentReviewOffers1796310000000 implements MigrationInterface {
  name = 'AssessmentReviewOffers1796310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "assessment_review_offers" (
        "user_id" integer PRIMARY KEY,
        "assessment_id" integer NOT NULL,
        "choice" varchar(10) NOT NULL,
        "answered_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "assessment_review_offers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "assessment_review_offers_assessment_id_fkey" FOREIGN KEY ("assessment_id") REFERENCES "pcl5_assessments" ("id") ON DELETE CASCADE,
        CONSTRAINT "assessment_review_offers_choice_check" CHECK ("choice" IN ('review', 'analysis'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "assessment_review_offers"`);
  }
}
