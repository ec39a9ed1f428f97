import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Provider portal: one-time provider sign-up links, the append-only audit of provider reads, alert
 * acknowledgements, patient invitations, provider-requested assessments, and the patient's choice to
 * share wellness summaries (mood, practice, crisis events) with the assigned provider.
 *
 * The audit table is append-only for whoever connects: a trigger refuses UPDATE, DELETE and TRUNCATE
 * even for the table's owner, and the privileges are revoked from every role but the owner. It keeps
 * ids without foreign keys, so deleting an account never has to delete its audit history.
 */
export class ProviderPortal1796130000000 implements MigrationInterface {
  name = 'ProviderPortal1796130000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "provider_invites" (
        "id" SERIAL PRIMARY KEY,
        "email" varchar(254) NOT NULL,
        "name" varchar(200) NOT NULL,
        "token_hash" varchar(64) NOT NULL CONSTRAINT "provider_invites_token_hash_key" UNIQUE,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "provider_audit_events" (
        "id" BIGSERIAL PRIMARY KEY,
        "provider_user_id" integer NOT NULL,
        "provider_email" varchar(254) NOT NULL,
        "provider_name" varchar(200),
        "patient_user_id" integer NOT NULL,
        "action" varchar(40) NOT NULL,
        "client_address" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "provider_audit_events_patient_idx" ON "provider_audit_events" ("patient_user_id", "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "provider_audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'provider_audit_events is append-only';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "provider_audit_events_no_change" BEFORE UPDATE OR DELETE ON "provider_audit_events"
        FOR EACH ROW EXECUTE FUNCTION "provider_audit_events_append_only"()`);
    await queryRunner.query(`
      CREATE TRIGGER "provider_audit_events_no_truncate" BEFORE TRUNCATE ON "provider_audit_events"
        FOR EACH STATEMENT EXECUTE FUNCTION "provider_audit_events_append_only"()`);
    await queryRunner.query(`REVOKE UPDATE, DELETE, TRUNCATE ON "provider_audit_events" FROM PUBLIC`);

    await queryRunner.query(`
      CREATE TABLE "provider_alert_acknowledgements" (
        "id" SERIAL PRIMARY KEY,
        "provider_user_id" integer NOT NULL,
        "share_id" integer NOT NULL,
        "note" text NOT NULL,
        "acknowledged_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "provider_alert_acknowledgements_key" UNIQUE ("provider_user_id", "share_id"),
        CONSTRAINT "provider_alert_acknowledgements_provider_fkey" FOREIGN KEY ("provider_user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "provider_alert_acknowledgements_share_fkey" FOREIGN KEY ("share_id")
          REFERENCES "provider_sharing_records" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE "patient_invitations" (
        "id" SERIAL PRIMARY KEY,
        "provider_user_id" integer NOT NULL,
        "patient_email" varchar(254) NOT NULL,
        "patient_name" varchar(200),
        "accepted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "patient_invitations_provider_fkey" FOREIGN KEY ("provider_user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "patient_invitations_email_idx" ON "patient_invitations" ("patient_email")`);
    await queryRunner.query(`
      CREATE TABLE "scheduled_assessments" (
        "id" SERIAL PRIMARY KEY,
        "provider_user_id" integer NOT NULL,
        "patient_user_id" integer NOT NULL,
        "due_date" date NOT NULL,
        "notes" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "scheduled_assessments_provider_fkey" FOREIGN KEY ("provider_user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "scheduled_assessments_patient_fkey" FOREIGN KEY ("patient_user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `ALTER TABLE "provider_assignments" ADD COLUMN "share_wellness_summaries" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "provider_assignments" DROP COLUMN "share_wellness_summaries"`);
    await queryRunner.query(`DROP TABLE "scheduled_assessments"`);
    await queryRunner.query(`DROP TABLE "patient_invitations"`);
    await queryRunner.query(`DROP TABLE "provider_alert_acknowledgements"`);
    await queryRunner.query(`DROP TABLE "provider_audit_events"`);
    await queryRunner.query(`DROP FUNCTION "provider_audit_events_append_only"()`);
    await queryRunner.query(`DROP TABLE "provider_invites"`);
  }
}
