import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stripe behind PaymentProvider: a subscription remembers the processor's customer and subscription ids
 * (webhooks find it by them), and every Stripe event handled is recorded once, so a replay changes nothing.
 */
export class StripePayments1797300000000 implements MigrationInterface {
  name = 'StripePayments1797300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD COLUMN "processor_customer_id" varchar(255),
         ADD COLUMN "processor_subscription_id" varchar(255)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "subscriptions_processor_subscription_id_key" ON "subscriptions" ("processor_subscription_id")
         WHERE "processor_subscription_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_events" (
         "event_id" varchar(255) PRIMARY KEY,
         "type" varchar(100) NOT NULL,
         "received_at" timestamptz NOT NULL DEFAULT now()
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP INDEX "subscriptions_processor_subscription_id_key"`);
    await queryRunner.query(
      `ALTER TABLE "subscriptions" DROP COLUMN "processor_subscription_id", DROP COLUMN "processor_customer_id"`,
    );
  }
}
