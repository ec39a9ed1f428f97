import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Daily reminder kinds come from one table (DAILY_REMINDERS): 'assessment_due', which nothing ever wrote, leaves the
 * kind check, and the one-schedule-per-user rule covers every kind that is neither a medication's nor a one-off, so
 * a new daily kind needs only its place in the kind check.
 */
export class DailyReminderKinds1798330000000 implements MigrationInterface {
  name = 'DailyReminderKinds1798330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "reminder_schedules" WHERE "kind" = 'assessment_due'`);
    await queryRunner.query(`ALTER TABLE "reminder_schedules" DROP CONSTRAINT "reminder_schedules_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "reminder_schedules" ADD CONSTRAINT "reminder_schedules_kind_check"
        CHECK ("kind" IN ('mood_check', 'wellness_tip', 'medication', 'custom'))`,
    );
    await queryRunner.query(`DROP INDEX "reminder_schedules_user_daily_kind_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "reminder_schedules_user_daily_kind_key" ON "reminder_schedules" ("user_id", "kind")
        WHERE "kind" NOT IN ('medication', 'custom')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "reminder_schedules_user_daily_kind_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "reminder_schedules_user_daily_kind_key" ON "reminder_schedules" ("user_id", "kind")
        WHERE "kind" IN ('mood_check', 'wellness_tip')`,
    );
    await queryRunner.query(`ALTER TABLE "reminder_schedules" DROP CONSTRAINT "reminder_schedules_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "reminder_schedules" ADD CONSTRAINT "reminder_schedules_kind_check"
        CHECK ("kind" IN ('mood_check', 'medication', 'wellness_tip', 'assessment_due', 'custom'))`,
    );
  }
}
