import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The care thread (messages both ways between a patient and the clinician account they accepted, the body
 * encrypted by the application) and a patient's Decline of a clinician's invitation.
 */
export class CareMessages1798290000000 implements MigrationInterface {
  name = 'CareMessages1798290000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "care_messages" (
        "id" SERIAL NOT NULL,
        "patient_user_id" integer NOT NULL,
        "provider_user_id" integer NOT NULL,
        "author" varchar(10) NOT NULL,
        "body" text NOT NULL,
        "created_at" timestamptz NOT NULL,
        "read_at" timestamptz,
        CONSTRAINT "care_messages_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "care_messages_author_check" CHECK ("author" IN ('patient', 'provider')),
        CONSTRAINT "care_messages_patient_fkey" FOREIGN KEY ("patient_user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "care_messages_provider_fkey" FOREIGN KEY ("provider_user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "care_messages_thread_idx" ON "care_messages" ("patient_user_id", "provider_user_id", "created_at")`,
    );
    await queryRunner.query(`ALTER TABLE "patient_invitations" ADD COLUMN "declined_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "patient_invitations" DROP COLUMN "declined_at"`);
    await queryRunner.query(`DROP TABLE "care_messages"`);
  }
}
