import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A mood the assistant noticed in a typed message is stored with source 'chat' (spoken: 'voice') and its
 * confidence, never as a check-in. Such rows were stored as 'assistant' (typed) and 'voice' since moods were
 * first detected; nothing else wrote those values, and a check-in ('manual', 'reminder') has no confidence, so
 * every earlier noticed row is told apart by its source. The checks keep the two kinds apart from now on.
 */
export class MoodEntriesNoticedInChat1798100000000 implements MigrationInterface {
  name = 'MoodEntriesNoticedInChat1798100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "mood_entries" SET "source" = 'chat' WHERE "source" = 'assistant'`);
    await queryRunner.query(`
      ALTER TABLE "mood_entries"
        ADD CONSTRAINT "mood_entries_source_check" CHECK ("source" IN ('manual', 'reminder', 'chat', 'voice')),
        ADD CONSTRAINT "mood_entries_noticed_confidence_check"
          CHECK (("source" IN ('chat', 'voice')) = ("confidence" IS NOT NULL) AND ("confidence" IS NULL OR "confidence" BETWEEN 0 AND 100))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "mood_entries"
        DROP CONSTRAINT "mood_entries_noticed_confidence_check",
        DROP CONSTRAINT "mood_entries_source_check"`);
    await queryRunner.query(`UPDATE "mood_entries" SET "source" = 'assistant' WHERE "source" = 'chat'`);
  }
}
