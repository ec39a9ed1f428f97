import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answer buttons and link a reply offered are kept with the exchange, so a conversation opened again (after
 * a reload, another tab, a later visit) shows an unanswered check-in's buttons still usable.
 */
export class ConversationReplyActions1797950000000 implements MigrationInterface {
  name = 'ConversationReplyActions1797950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversations" ADD COLUMN "reply_actions" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversations" DROP COLUMN IF EXISTS "reply_actions"`);
  }
}
