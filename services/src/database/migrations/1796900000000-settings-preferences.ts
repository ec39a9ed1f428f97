import { MigrationInterface, QueryRunner } from 'typeorm';

/** Emergency alerts become a stored preference (on by default), changed in Settings like the others. */
export class SettingsPreferences1796900000000 implements MigrationInterface {
  name = 'SettingsPreferences1796900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "app_preferences" ADD COLUMN "emergency_alerts" boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_preferences" DROP COLUMN "emergency_alerts"`);
  }
}
