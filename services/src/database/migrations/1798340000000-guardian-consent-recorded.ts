import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a parent's or guardian's consent was given for the stored age (13 to 17), null when none was needed or
 * given. Rows before this had none recorded: the next save of such an age asks for the consent again.
 */
export class GuardianConsentRecorded1798340000000 implements MigrationInterface {
  name = 'GuardianConsentRecorded1798340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_profiles" ADD COLUMN "guardian_consent_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_profiles" DROP COLUMN "guardian_consent_at"`);
  }
}
