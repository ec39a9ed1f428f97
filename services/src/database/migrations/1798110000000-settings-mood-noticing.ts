import { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether the assistant notices moods in a person's chat messages: on unless they turn it off in Settings. */
export class SettingsMoodNoticing1798110000000 implements MigrationInterface {
  name = 'SettingsMoodNoticing1798110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "settings" ADD COLUMN "notice_moods_in_chat" boolean NOT NULL DEFAULT true`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "settings" DROP COLUMN "notice_moods_in_chat"`);
  }
}
