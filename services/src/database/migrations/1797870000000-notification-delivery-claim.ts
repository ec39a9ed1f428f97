import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pending notification is held by the delivery working on it (`claimed_by`, the BullMQ job's id) until
 * `claimed_until`: the deliveries of one minute run as batches that several workers take rows from. The same job
 * run again (BullMQ hands a dead worker's job to another) takes its rows back at once; anyone else when the hold ends.
 */
export class NotificationDeliveryClaim1797870000000 implements MigrationInterface {
  name = 'NotificationDeliveryClaim1797870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD COLUMN "claimed_by" varchar(60), ADD COLUMN "claimed_until" timestamptz`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "notifications" DROP COLUMN IF EXISTS "claimed_until", DROP COLUMN IF EXISTS "claimed_by"`,
    );
  }
}
