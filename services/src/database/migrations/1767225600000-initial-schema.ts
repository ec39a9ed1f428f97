import { MigrationInterface, QueryRunner } from 'typeorm';

/** The first schema: every product table, plus sessions and roles. Every user's row cascades on delete. */
export class InitialSchema1767225600000 implements MigrationInterface {
  name = 'InitialSchema1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" SERIAL PRIMARY KEY,
        "username" varchar(50) NOT NULL CONSTRAINT "users_username_key" UNIQUE,
        "email" varchar(254),
        "password" text NOT NULL,
        "first_name" varchar(200),
        "last_name" varchar(200),
        "role" varchar(20) NOT NULL DEFAULT 'patient'
          CONSTRAINT "users_role_check" CHECK ("role" IN ('patient', 'provider', 'admin')),
        "onboarding_completed" boolean NOT NULL DEFAULT false,
        "setup_completed" boolean NOT NULL DEFAULT false,
        "subscription_tier" varchar(50) NOT NULL DEFAULT 'free',
        "subscription_status" varchar(50) NOT NULL DEFAULT 'active',
        "subscription_start_date" timestamptz,
        "subscription_end_date" timestamptz,
        "payment_provider" varchar(50),
        "healthcare_provider_sharing" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`);

    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" integer NOT NULL,
        "token_hash" char(64) NOT NULL CONSTRAINT "sessions_token_hash_key" UNIQUE,
        "created_at" timestamptz NOT NULL,
        "last_seen_at" timestamptz NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        "user_agent" varchar(200)
      )`);
    await queryRunner.query(`CREATE INDEX "sessions_expires_at_idx" ON "sessions" ("expires_at")`);

    await queryRunner.query(`
      CREATE TABLE "settings" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL CONSTRAINT "settings_user_id_key" UNIQUE,
        "allow_video_apps" boolean NOT NULL DEFAULT true,
        "allow_voice_apps" boolean NOT NULL DEFAULT true,
        "allow_message_apps" boolean NOT NULL DEFAULT true,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "pcl5_assessments" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "score" integer NOT NULL,
        "cluster_b" integer,
        "cluster_c" integer,
        "cluster_d" integer,
        "cluster_e" integer,
        "responses" jsonb NOT NULL,
        "completed" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "mood_entries" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "mood" integer NOT NULL,
        "energy" integer,
        "anxiety" integer,
        "notes" text,
        "source" varchar(50) NOT NULL DEFAULT 'manual',
        "confidence" integer,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "medications" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "name" varchar(200) NOT NULL,
        "dosage" varchar(200),
        "frequency" varchar(100),
        "time_slots" jsonb,
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "health_metrics" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "heart_rate" integer,
        "steps" integer,
        "sleep_hours" integer,
        "sleep_quality" integer,
        "exercise_minutes" integer,
        "water_intake" integer,
        "recorded_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "conversations" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "message" text NOT NULL,
        "response" text NOT NULL,
        "mood" text,
        "mood_confidence" integer,
        "voice_analysis" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "provider_assignments" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "provider_email" varchar(254) NOT NULL,
        "provider_name" varchar(200),
        "access_level" varchar(50) NOT NULL DEFAULT 'read',
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "notifications" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "type" varchar(50) NOT NULL,
        "title" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "scheduled" boolean NOT NULL DEFAULT false,
        "sent" boolean NOT NULL DEFAULT false,
        "scheduled_for" timestamptz,
        "sent_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "mindfulness_sessions" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "type" varchar(50) NOT NULL,
        "subtype" varchar(50),
        "duration" integer,
        "completed" boolean NOT NULL DEFAULT true,
        "notes" text,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "provider_sharing_records" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL,
        "assessment_id" integer,
        "assessment_type" varchar(50) NOT NULL,
        "shared_at" timestamptz NOT NULL DEFAULT now(),
        "provider_email" varchar(254),
        "share_with_provider" boolean NOT NULL,
        "security_hash" varchar(128),
        CONSTRAINT "provider_sharing_records_assessment_id_fkey" FOREIGN KEY ("assessment_id")
          REFERENCES "pcl5_assessments" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "provider_sharing_records_assessment_id_idx" ON "provider_sharing_records" ("assessment_id")`,
    );

    for (const table of USER_OWNED_TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE`,
      );
      // settings.user_id is already indexed by its unique constraint.
      if (table !== 'settings') {
        await queryRunner.query(`CREATE INDEX "${table}_user_id_idx" ON "${table}" ("user_id")`);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...USER_OWNED_TABLES].reverse()) {
      await queryRunner.query(`DROP TABLE IF EXISTS "${table}"`);
    }
    await queryRunner.query(`DROP TABLE IF EXISTS "users"`);
  }
}

const USER_OWNED_TABLES = [
  'sessions',
  'settings',
  'pcl5_assessments',
  'mood_entries',
  'medications',
  'health_metrics',
  'conversations',
  'provider_assignments',
  'notifications',
  'mindfulness_sessions',
  'provider_sharing_records',
];
