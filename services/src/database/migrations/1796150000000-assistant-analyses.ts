import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mood and voice analyses of the assistant are health data: the conversation's detected mood and voice
 * analysis are kept encrypted (the voice analysis as encrypted JSON text). Nothing wrote either column before,
 * so any value that is not ciphertext is dropped rather than left readable.
 */
export class AssistantAnalyses1796150000000 implements MigrationInterface {
  name = 'AssistantAnalyses1796150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "conversations" SET "mood" = NULL WHERE "mood" NOT LIKE 'v1:%'`);
    await queryRunner.query(`ALTER TABLE "conversations" ALTER COLUMN "voice_analysis" TYPE text USING NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversations" ALTER COLUMN "voice_analysis" TYPE jsonb USING NULL`);
  }
}
