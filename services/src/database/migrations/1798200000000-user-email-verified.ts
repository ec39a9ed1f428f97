import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the account's current e-mail address was proven by a message sent to it. Provider accounts were created
 * from the admin's one-time sign-up link for that address, so their address counts as proven at sign-up.
 */
export class UserEmailVerified1798200000000 implements MigrationInterface {
  name = 'UserEmailVerified1798200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamptz`);
    await queryRunner.query(
      `UPDATE "users" SET "email_verified_at" = "created_at" WHERE "role" = 'provider' AND "email" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
  }
}
