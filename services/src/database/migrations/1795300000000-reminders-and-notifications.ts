import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reminder schedules (the truth BullMQ job schedulers are rebuilt from), notification delivery
 * state, web/native push subscriptions with per-subscription delivery records, and the user's time zone.
 * Titles, messages, data and payloads become encrypted text (they carry medication names); no rows of
 * those columns were written before this migration, so no plaintext is left behind.
 */
export class RemindersAndNotifications1795300000000 implements MigrationInterface {
  name = 'RemindersAndNotifications1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64) NOT NULL DEFAULT 'UTC'`);
    await queryRunner.query(`ALTER TABLE "medications" ALTER COLUMN "name" TYPE text, ALTER COLUMN "dosage" TYPE text`);

    await queryRunner.query(`
      CREATE TABLE "reminder_schedules" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "kind" varchar(20) NOT NULL,
        "local_time" varchar(5),
        "run_at" timestamptz,
        "time_zone" varchar(64) NOT NULL DEFAULT 'UTC',
        "medication_id" integer,
        "payload" text,
        "active" boolean NOT NULL DEFAULT true,
        "version" integer NOT NULL DEFAULT 1,
        "effective_from" timestamptz NOT NULL DEFAULT now(),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "reminder_schedules_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "reminder_schedules_medication_id_fkey" FOREIGN KEY ("medication_id") REFERENCES "medications" ("id") ON DELETE CASCADE,
        CONSTRAINT "reminder_schedules_kind_check"
          CHECK ("kind" IN ('mood_check', 'medication', 'wellness_tip', 'assessment_due', 'custom')),
        CONSTRAINT "reminder_schedules_local_time_check" CHECK ("local_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        CONSTRAINT "reminder_schedules_when_check" CHECK (("local_time" IS NULL) <> ("run_at" IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX "reminder_schedules_user_id_idx" ON "reminder_schedules" ("user_id")`);
    await queryRunner.query(
      `CREATE INDEX "reminder_schedules_medication_id_idx" ON "reminder_schedules" ("medication_id")`,
    );
    // One daily mood check and one daily tip per user: the PUT calls upsert on it.
    await queryRunner.query(`
      CREATE UNIQUE INDEX "reminder_schedules_user_daily_kind_key" ON "reminder_schedules" ("user_id", "kind")
        WHERE "kind" IN ('mood_check', 'wellness_tip')`);

    await queryRunner.query(`
      ALTER TABLE "notifications"
        ALTER COLUMN "title" TYPE text,
        ADD COLUMN "status" varchar(10) NOT NULL DEFAULT 'pending',
        ADD COLUMN "attempts" integer NOT NULL DEFAULT 0,
        ADD COLUMN "last_error" varchar(300),
        ADD COLUMN "read_at" timestamptz,
        ADD COLUMN "data" text,
        ADD COLUMN "schedule_id" integer,
        ADD COLUMN "occurrence_key" varchar(80),
        ADD COLUMN "action_taken" varchar(10),
        ADD COLUMN "action_at" timestamptz,
        ADD CONSTRAINT "notifications_status_check" CHECK ("status" IN ('pending', 'sent', 'failed')),
        ADD CONSTRAINT "notifications_action_taken_check" CHECK ("action_taken" IN ('taken', 'snooze')),
        ADD CONSTRAINT "notifications_schedule_id_fkey"
          FOREIGN KEY ("schedule_id") REFERENCES "reminder_schedules" ("id") ON DELETE SET NULL`);
    // Rows from before delivery existed were never pushed; they are not re-sent now.
    await queryRunner.query(`UPDATE "notifications" SET "status" = CASE WHEN "sent" THEN 'sent' ELSE 'failed' END`);
    // At most one notification per schedule occurrence (or per daily sweep) and user: firing twice is harmless.
    await queryRunner.query(`
      CREATE UNIQUE INDEX "notifications_user_id_occurrence_key_key" ON "notifications" ("user_id", "occurrence_key")
        WHERE "occurrence_key" IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" ("user_id", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "notifications_pending_idx" ON "notifications" ("scheduled_for") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX "notifications_schedule_id_idx" ON "notifications" ("schedule_id")`);

    await queryRunner.query(`
      CREATE TABLE "push_subscriptions" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "kind" varchar(10) NOT NULL,
        "endpoint" text,
        "p256dh" text,
        "auth" text,
        "native_token" text,
        "platform" varchar(10),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE ("endpoint"),
        CONSTRAINT "push_subscriptions_native_token_key" UNIQUE ("native_token"),
        CONSTRAINT "push_subscriptions_kind_check" CHECK (
          ("kind" = 'web' AND "endpoint" IS NOT NULL AND "p256dh" IS NOT NULL AND "auth" IS NOT NULL)
          OR ("kind" = 'native' AND "native_token" IS NOT NULL AND "platform" IN ('ios', 'android')))
      )`);
    await queryRunner.query(`CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" ("user_id")`);

    // One row per notification and subscription: a retried delivery skips subscriptions already answered.
    await queryRunner.query(`
      CREATE TABLE "notification_deliveries" (
        "notification_id" integer NOT NULL,
        "subscription_id" integer NOT NULL,
        "status" varchar(10) NOT NULL,
        "attempts" integer NOT NULL DEFAULT 1,
        "last_error" varchar(300),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("notification_id", "subscription_id"),
        CONSTRAINT "notification_deliveries_notification_id_fkey"
          FOREIGN KEY ("notification_id") REFERENCES "notifications" ("id") ON DELETE CASCADE,
        CONSTRAINT "notification_deliveries_subscription_id_fkey"
          FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions" ("id") ON DELETE CASCADE,
        CONSTRAINT "notification_deliveries_status_check" CHECK ("status" IN ('sending', 'sent', 'failed'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "notification_deliveries_subscription_id_idx" ON "notification_deliveries" ("subscription_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS "notification_deliveries"`);
    await queryRunner.query(`DROP TABLE IF EXISTS "push_subscriptions"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "notifications_schedule_id_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "notifications_pending_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "notifications_user_id_created_at_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "notifications_user_id_occurrence_key_key"`);
    await queryRunner.query(`
      ALTER TABLE "notifications"
        DROP CONSTRAINT "notifications_schedule_id_fkey",
        DROP CONSTRAINT "notifications_action_taken_check",
        DROP CONSTRAINT "notifications_status_check",
        DROP COLUMN "action_at", DROP COLUMN "action_taken", DROP COLUMN "occurrence_key", DROP COLUMN "schedule_id",
        DROP COLUMN "data", DROP COLUMN "read_at", DROP COLUMN "last_error", DROP COLUMN "attempts", DROP COLUMN "status",
        ALTER COLUMN "title" TYPE varchar(200)`);
    await queryRunner.query(`DROP TABLE IF EXISTS "reminder_schedules"`);
    await queryRunner.query(
      `ALTER TABLE "medications" ALTER COLUMN "name" TYPE varchar(200), ALTER COLUMN "dosage" TYPE varchar(200)`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "time_zone"`);
  }
}
