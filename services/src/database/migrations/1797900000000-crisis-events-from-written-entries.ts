import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a person writes outside the chat (a mood check-in's notes, a journal entry, a practice session's notes) is
 * checked for crisis too, and a flagged entry records a crisis event named after where it was written.
 */
export class CrisisEventsFromWrittenEntries1797900000000 implements MigrationInterface {
  name = 'CrisisEventsFromWrittenEntries1797900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "crisis_events"
        DROP CONSTRAINT "crisis_events_source_check",
        ADD CONSTRAINT "crisis_events_source_check"
          CHECK ("source" IN ('chat', 'voice', 'mood', 'journal', 'practice'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "crisis_events" WHERE "source" NOT IN ('chat', 'voice')`);
    await queryRunner.query(`
      ALTER TABLE "crisis_events"
        DROP CONSTRAINT "crisis_events_source_check",
        ADD CONSTRAINT "crisis_events_source_check" CHECK ("source" IN ('chat', 'voice'))`);
  }
}
