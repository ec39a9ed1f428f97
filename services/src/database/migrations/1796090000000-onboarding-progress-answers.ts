import { MigrationInterface, QueryRunner } from 'typeorm';

/** The wizard's progress also keeps the step on screen and the answers so far (encrypted text). */
export class OnboardingProgressAnswers1796090000000 implements MigrationInterface {
  name = 'OnboardingProgressAnswers1796090000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "onboarding_progress" ADD COLUMN "current_step" integer NOT NULL DEFAULT 0, ADD COLUMN "answers" text`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "onboarding_progress" DROP COLUMN "answers", DROP COLUMN "current_step"`);
  }
}
