import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A practice ended with the Emergency Stop of an EMDR-style exercise is recorded as stopped early: it counts as
 * practice with the time really spent, and says so wherever it is shown. Every earlier session ran to its end.
 */
export class MindfulnessStoppedEarly1798310000000 implements MigrationInterface {
  name = 'MindfulnessStoppedEarly1798310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "mindfulness_sessions" ADD COLUMN "stopped_early" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mindfulness_sessions" DROP COLUMN "stopped_early"`);
  }
}
