import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Integrations complete the OAuth code exchange: a connection holds its tokens (encrypted) instead of the
 * authorization code, and a state in flight belongs to the session that started it. Rows from before
 * were never connected (they stopped at the authorization code) and in-flight states live ten minutes,
 * so both are dropped rather than carried over.
 */
export class IntegrationTokens1797200000000 implements MigrationInterface {
  name = 'IntegrationTokens1797200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "integration_connections"`);
    await queryRunner.query(`ALTER TABLE "integration_connections" DROP COLUMN "authorization_code"`);
    await queryRunner.query(`
      ALTER TABLE "integration_connections"
        ADD COLUMN "access_token" text NOT NULL,
        ADD COLUMN "refresh_token" text,
        ADD COLUMN "token_expires_at" timestamptz`);
    await queryRunner.query(`DELETE FROM "integration_states"`);
    await queryRunner.query(`ALTER TABLE "integration_states" ADD COLUMN "session_id" uuid NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "integration_states" DROP COLUMN "session_id"`);
    await queryRunner.query(`
      ALTER TABLE "integration_connections"
        DROP COLUMN "access_token",
        DROP COLUMN "refresh_token",
        DROP COLUMN "token_expires_at"`);
    await queryRunner.query(`ALTER TABLE "integration_connections" ADD COLUMN "authorization_code" text`);
  }
}
