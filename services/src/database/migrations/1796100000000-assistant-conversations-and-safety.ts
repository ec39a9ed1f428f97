import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The assistant: each stored exchange gains its conversation id, reply type, crisis tier, source
 * and the engine's state after it (so the server, not the client, knows a conversation's tier);
 * crisis events for the person's own history; the personal safety plan (one encrypted JSON text).
 */
export class AssistantConversationsAndSafety1796100000000 implements MigrationInterface {
  name = 'AssistantConversationsAndSafety1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "conversations"
        ADD COLUMN "session_id" uuid NOT NULL DEFAULT gen_random_uuid(),
        ADD COLUMN "reply_type" varchar(20) NOT NULL DEFAULT 'support',
        ADD COLUMN "crisis_tier" varchar(20) NOT NULL DEFAULT 'none',
        ADD COLUMN "source" varchar(10) NOT NULL DEFAULT 'chat',
        ADD COLUMN "engine_state" jsonb,
        ADD CONSTRAINT "conversations_crisis_tier_check" CHECK ("crisis_tier" IN ('none', 'concern', 'crisis', 'imminent')),
        ADD CONSTRAINT "conversations_source_check" CHECK ("source" IN ('chat', 'voice'))`);
    // Earlier rows each become a conversation of their own; new rows always name theirs.
    await queryRunner.query(`ALTER TABLE "conversations" ALTER COLUMN "session_id" DROP DEFAULT`);
    await queryRunner.query(
      `CREATE INDEX "conversations_user_session_idx" ON "conversations" ("user_id", "session_id", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "crisis_events" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "tier" varchar(20) NOT NULL,
        "source" varchar(10) NOT NULL,
        "session_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "crisis_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "crisis_events_tier_check" CHECK ("tier" IN ('concern', 'crisis', 'imminent')),
        CONSTRAINT "crisis_events_source_check" CHECK ("source" IN ('chat', 'voice'))
      )`);
    await queryRunner.query(`CREATE INDEX "crisis_events_user_id_idx" ON "crisis_events" ("user_id", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "safety_plans" (
        "user_id" integer PRIMARY KEY,
        "steps" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "safety_plans_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "safety_plans"`);
    await queryRunner.query(`DROP TABLE "crisis_events"`);
    await queryRunner.query(`DROP INDEX "conversations_user_session_idx"`);
    await queryRunner.query(`
      ALTER TABLE "conversations"
        DROP CONSTRAINT "conversations_source_check",
        DROP CONSTRAINT "conversations_crisis_tier_check",
        DROP COLUMN "engine_state",
        DROP COLUMN "source",
        DROP COLUMN "crisis_tier",
        DROP COLUMN "reply_type",
        DROP COLUMN "session_id"`);
  }
}
