import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A phone number a patient shares with the provider of one assignment (the portal's Call), encrypted text like
 * other personal free text. Existing assignments share none.
 */
export class ProviderSharedPhone1798300000000 implements MigrationInterface {
  name = 'ProviderSharedPhone1798300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "provider_assignments" ADD COLUMN "shared_phone" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "provider_assignments" DROP COLUMN "shared_phone"`);
  }
}
