import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The distress rated before a meditation is held with its running timer, so a reload in the middle
 * of the session does not lose it and it is still recorded with the session at the end.
 */
export class MeditationTimerSudsBefore1797800000000 implements MigrationInterface {
  name = 'MeditationTimerSudsBefore1797800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "meditation_timers" ADD COLUMN "suds_before" smallint`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "meditation_timers" DROP COLUMN IF EXISTS "suds_before"`);
  }
}
