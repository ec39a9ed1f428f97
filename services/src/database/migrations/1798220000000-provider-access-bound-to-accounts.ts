import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Provider access follows the provider's account, not an e-mail string. An assignment names an address only until
 * the provider account whose verified address equals it accepts; from then on it holds that account's id
 * (`provider_user_id`, `accepted_at`), so changing the account's e-mail never moves a patient. A provider may
 * decline instead (`declined_at`). A share belongs to the assignment it was made under (`assignment_id`).
 *
 * Existing data: every active assignment whose address is held today by a provider account with a verified
 * address is bound to that account (accepted now), so today's clinicians keep their patients; any other active
 * assignment waits for its provider to accept. Each existing share is tied to the assignment of the same
 * patient and address that is active now, or else to the newest one with that address.
 *
 * Denied probes (a provider asking for a patient who did not name them) are the provider's record, not the
 * patient's: they go to `provider_security_events`, keyed by the provider; the probes already written to the
 * append-only audit are copied there (the patient's log no longer lists them).
 *
 * Patient invitations expire (`expires_at`, 14 days after they were made, for existing ones too).
 */
export class ProviderAccessBoundToAccounts1798220000000 implements MigrationInterface {
  name = 'ProviderAccessBoundToAccounts1798220000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "provider_assignments"
        ADD COLUMN "provider_user_id" integer
          CONSTRAINT "provider_assignments_provider_user_id_fkey" REFERENCES "users" ("id") ON DELETE CASCADE,
        ADD COLUMN "accepted_at" timestamptz,
        ADD COLUMN "declined_at" timestamptz`);
    await queryRunner.query(
      `CREATE INDEX "provider_assignments_provider_user_id_idx" ON "provider_assignments" ("provider_user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "provider_assignments_provider_email_idx" ON "provider_assignments" ("provider_email")`,
    );
    await queryRunner.query(`
      UPDATE "provider_assignments" AS a
        SET "provider_user_id" = u."id", "accepted_at" = now()
        FROM "users" AS u
        WHERE a."active" AND u."role" = 'provider' AND u."email_verified_at" IS NOT NULL
          AND lower(u."email") = a."provider_email"`);

    await queryRunner.query(`
      ALTER TABLE "provider_sharing_records"
        ADD COLUMN "assignment_id" integer
          CONSTRAINT "provider_sharing_records_assignment_id_fkey" REFERENCES "provider_assignments" ("id") ON DELETE SET NULL`);
    await queryRunner.query(
      `CREATE INDEX "provider_sharing_records_assignment_id_idx" ON "provider_sharing_records" ("assignment_id")`,
    );
    await queryRunner.query(`
      UPDATE "provider_sharing_records" AS s
        SET "assignment_id" = (
          SELECT a."id" FROM "provider_assignments" AS a
            WHERE a."user_id" = s."user_id" AND a."provider_email" = s."provider_email"
            ORDER BY a."active" DESC, a."created_at" DESC, a."id" DESC
            LIMIT 1)
        WHERE s."provider_email" IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE "provider_security_events" (
        "id" BIGSERIAL PRIMARY KEY,
        "provider_user_id" integer NOT NULL,
        "kind" varchar(40) NOT NULL,
        "target_patient_id" integer,
        "client_address" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "provider_security_events_provider_idx" ON "provider_security_events" ("provider_user_id")`,
    );
    await queryRunner.query(`
      INSERT INTO "provider_security_events" ("provider_user_id", "kind", "target_patient_id", "client_address", "created_at")
        SELECT "provider_user_id", "action", "patient_user_id", "client_address", "created_at"
          FROM "provider_audit_events" WHERE "action" = 'denied_not_assigned'`);

    await queryRunner.query(`ALTER TABLE "patient_invitations" ADD COLUMN "expires_at" timestamptz`);
    await queryRunner.query(`UPDATE "patient_invitations" SET "expires_at" = "created_at" + interval '14 days'`);
    await queryRunner.query(`ALTER TABLE "patient_invitations" ALTER COLUMN "expires_at" SET NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "patient_invitations_provider_idx" ON "patient_invitations" ("provider_user_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "patient_invitations_provider_idx"`);
    await queryRunner.query(`ALTER TABLE "patient_invitations" DROP COLUMN "expires_at"`);
    await queryRunner.query(`DROP TABLE "provider_security_events"`);
    await queryRunner.query(`ALTER TABLE "provider_sharing_records" DROP COLUMN "assignment_id"`);
    await queryRunner.query(`DROP INDEX "provider_assignments_provider_email_idx"`);
    await queryRunner.query(`
      ALTER TABLE "provider_assignments"
        DROP COLUMN "declined_at",
        DROP COLUMN "accepted_at",
        DROP COLUMN "provider_user_id"`);
  }
}
