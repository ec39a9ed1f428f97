import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail verification: the address waiting to replace a verified one (users.pending_email), one outstanding code
 * per account (stored as an HMAC, with its expiry, wrong tries and the sends of the last hour), and uniqueness
 * for proven addresses only, so an address someone merely typed blocks nobody who can prove it.
 */
export class EmailVerificationCodes1798210000000 implements MigrationInterface {
  name = 'EmailVerificationCodes1798210000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "pending_email" varchar(254)`);
    await queryRunner.query(`DROP INDEX "users_email_lower_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_verified_email_lower_key" ON "users" (lower("email")) WHERE "email_verified_at" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "email_verification_codes" (
        "user_id" integer NOT NULL,
        "email" varchar(254) NOT NULL,
        "code_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "failed_attempts" integer NOT NULL DEFAULT 0,
        "sends_in_window" integer NOT NULL DEFAULT 1,
        "window_started_at" timestamptz NOT NULL,
        CONSTRAINT "email_verification_codes_pkey" PRIMARY KEY ("user_id"),
        CONSTRAINT "email_verification_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "email_verification_codes"`);
    await queryRunner.query(`DROP INDEX "users_verified_email_lower_key"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "pending_email"`);
  }
}
