import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Onboarding progress, profile and app preferences kept on the server (they follow the user
 * across devices); the subscription lifecycle with its payments; OAuth states and pending integration
 * connections. Every table belongs to a user and cascades on account deletion.
 */
export class OnboardingSubscriptionsAccount1795222000000 implements MigrationInterface {
  name = 'OnboardingSubscriptionsAccount1795222000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "onboarding_progress" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL CONSTRAINT "onboarding_progress_user_id_key" UNIQUE,
        "completed_steps" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "user_profiles" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL CONSTRAINT "user_profiles_user_id_key" UNIQUE,
        "name" varchar(100) NOT NULL,
        "age" integer,
        "location" varchar(200),
        "gender" varchar(30),
        "primary_goal" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "app_preferences" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL CONSTRAINT "app_preferences_user_id_key" UNIQUE,
        "push_notifications" boolean NOT NULL DEFAULT true,
        "daily_mood_check" boolean NOT NULL DEFAULT true,
        "medication_reminders" boolean NOT NULL DEFAULT false,
        "wellness_tips" boolean NOT NULL DEFAULT true,
        "mood_check_time" varchar(5) NOT NULL DEFAULT '09:00',
        "wellness_tips_time" varchar(5) NOT NULL DEFAULT '12:00',
        "medication_time" varchar(5) NOT NULL DEFAULT '08:00',
        "analytics_opt_in" boolean NOT NULL DEFAULT true,
        "voice_enabled" boolean NOT NULL DEFAULT true,
        "large_text" boolean NOT NULL DEFAULT false,
        "high_contrast" boolean NOT NULL DEFAULT false,
        "wearable_device" varchar(100),
        "health_apps" jsonb NOT NULL,
        "social_apps" jsonb NOT NULL,
        "selected_plan" varchar(20),
        "selected_payment_method" varchar(20),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "subscriptions" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL CONSTRAINT "subscriptions_user_id_key" UNIQUE,
        "plan" varchar(20) NOT NULL,
        "status" varchar(20) NOT NULL,
        "payment_method" varchar(20) NOT NULL,
        "trial_used_at" timestamptz,
        "trial_ends_at" timestamptz,
        "current_period_start" timestamptz NOT NULL,
        "current_period_end" timestamptz NOT NULL,
        "cancel_at_period_end" boolean NOT NULL DEFAULT false,
        "paused_at" timestamptz,
        "paused_until" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The hourly sweep looks for passed boundaries.
    await queryRunner.query(
      `CREATE INDEX "subscriptions_current_period_end_idx" ON "subscriptions" ("current_period_end")`,
    );
    await queryRunner.query(`CREATE INDEX "subscriptions_paused_until_idx" ON "subscriptions" ("paused_until")`);

    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "kind" varchar(20) NOT NULL,
        "plan" varchar(20) NOT NULL,
        "payment_method" varchar(20) NOT NULL,
        "provider" varchar(30) NOT NULL,
        "provider_reference" varchar(200),
        "amount_due_cents" integer NOT NULL,
        "amount_charged_cents" integer NOT NULL,
        "currency" varchar(3) NOT NULL DEFAULT 'usd',
        "status" varchar(20) NOT NULL,
        "period_start" timestamptz NOT NULL,
        "period_end" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // One successful charge per user, kind and period: a sweep that runs twice cannot charge twice.
    await queryRunner.query(`
      CREATE UNIQUE INDEX "payments_user_id_kind_period_start_key" ON "payments" ("user_id", "kind", "period_start")
        WHERE "status" = 'succeeded'`);

    await queryRunner.query(`
      CREATE TABLE "integration_states" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "service" varchar(30) NOT NULL,
        "type" varchar(10) NOT NULL,
        "nonce_hash" char(64) NOT NULL CONSTRAINT "integration_states_nonce_hash_key" UNIQUE,
        "code_verifier" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "integration_connections" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "service" varchar(30) NOT NULL,
        "type" varchar(10) NOT NULL,
        "status" varchar(30) NOT NULL,
        "authorization_code" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "integration_connections_user_id_service_key" ON "integration_connections" ("user_id", "service")`,
    );

    for (const table of USER_OWNED_TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE`,
      );
    }
    for (const table of ['payments', 'integration_states']) {
      await queryRunner.query(`CREATE INDEX "${table}_user_id_idx" ON "${table}" ("user_id")`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...USER_OWNED_TABLES].reverse()) {
      await queryRunner.query(`DROP TABLE IF EXISTS "${table}"`);
    }
  }
}

const USER_OWNED_TABLES = [
  'onboarding_progress',
  'user_profiles',
  'app_preferences',
  'subscriptions',
  'payments',
  'integration_states',
  'integration_connections',
];
