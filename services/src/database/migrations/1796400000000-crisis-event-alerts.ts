import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A crisis event the patient agreed to share raises a provider alert; the provider acknowledges it like an
 * assessment alert. An acknowledgement now names exactly one of a shared assessment or a crisis event.
 */
export class CrisisEventAlerts1796400000000 implements MigrationInterface {
  name = 'CrisisEventAlerts1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "provider_alert_acknowledgements" ALTER COLUMN "share_id" DROP NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE "provider_alert_acknowledgements"
        ADD COLUMN "crisis_event_id" integer,
        ADD CONSTRAINT "provider_alert_acknowledgements_crisis_fkey" FOREIGN KEY ("crisis_event_id")
          REFERENCES "crisis_events" ("id") ON DELETE CASCADE,
        ADD CONSTRAINT "provider_alert_acknowledgements_crisis_key" UNIQUE ("provider_user_id", "crisis_event_id"),
        ADD CONSTRAINT "provider_alert_acknowledgements_subject_check"
          CHECK (("share_id" IS NULL) <> ("crisis_event_id" IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "provider_alert_acknowledgements" WHERE "share_id" IS NULL`);
    await queryRunner.query(`
      ALTER TABLE "provider_alert_acknowledgements"
        DROP CONSTRAINT "provider_alert_acknowledgements_subject_check",
        DROP CONSTRAINT "provider_alert_acknowledgements_crisis_key",
        DROP CONSTRAINT "provider_alert_acknowledgements_crisis_fkey",
        DROP COLUMN "crisis_event_id"`);
    await queryRunner.query(`ALTER TABLE "provider_alert_acknowledgements" ALTER COLUMN "share_id" SET NOT NULL`);
  }
}
