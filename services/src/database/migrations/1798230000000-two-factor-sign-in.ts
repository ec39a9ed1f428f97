import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-step sign-in: an authenticator key per account (encrypted), its single-use recovery codes (digests only),
 * a record of changes for the administrator, and what each session's sign-in proved. Existing sessions count as
 * password-only, so a provider signed in before this change is asked to enrol on the next request.
 */
export class TwoFactorSignIn1798230000000 implements MigrationInterface {
  name = 'TwoFactorSignIn1798230000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" ADD COLUMN "assurance" varchar(24) NOT NULL DEFAULT 'password'`);
    await queryRunner.query(
      `CREATE TABLE "two_factor_enrolments" (
         "user_id" integer PRIMARY KEY,
         "secret" text NOT NULL,
         "confirmed_at" timestamptz,
         "last_used_step" bigint,
         "created_at" timestamptz NOT NULL,
         CONSTRAINT "two_factor_enrolments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
       )`,
    );
    await queryRunner.query(
      `CREATE TABLE "two_factor_recovery_codes" (
         "id" SERIAL PRIMARY KEY,
         "user_id" integer NOT NULL,
         "code_hash" char(64) NOT NULL,
         "used_at" timestamptz,
         "created_at" timestamptz NOT NULL,
         CONSTRAINT "two_factor_recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "two_factor_recovery_codes_user_id_idx" ON "two_factor_recovery_codes" ("user_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "security_audit_events" (
         "id" SERIAL PRIMARY KEY,
         "user_id" integer,
         "username" varchar(50) NOT NULL,
         "kind" varchar(64) NOT NULL,
         "actor" varchar(100) NOT NULL,
         "created_at" timestamptz NOT NULL
       )`,
    );
    await queryRunner.query(`CREATE INDEX "security_audit_events_user_id_idx" ON "security_audit_events" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "security_audit_events"`);
    await queryRunner.query(`DROP TABLE "two_factor_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "two_factor_enrolments"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "assurance"`);
  }
}
