import { MigrationInterface, QueryRunner } from 'typeorm';
import { encryptedText } from '../encrypted-text.transformer';

/** Rows re-written per statement: enough to be quick, small enough to keep each statement's memory bounded. */
const BATCH = 500;

interface LabelColumn {
  table: string;
  column: string;
  /** The column's type before this migration, which `down` restores. */
  plainType: string;
}

/**
 * A crisis event's tier, a conversation's tier, and the engine's state (the safety check-in's answers, the
 * guided flow and the reply ids, which name the topics talked about) and reply actions (the answer buttons
 * and crisis links offered) become encrypted text like the messages: the server never filters or counts by
 * them in SQL, so nothing needs them in the clear. The CHECKs on the tiers go (a ciphertext cannot be checked);
 * the one code path that writes each keeps the values to the named tiers. Existing rows are encrypted here,
 * with the key installed by the migrate entry point.
 */
const LABELS: LabelColumn[] = [
  { table: 'crisis_events', column: 'tier', plainType: 'varchar(20)' },
  { table: 'conversations', column: 'crisis_tier', plainType: 'varchar(20)' },
  { table: 'conversations', column: 'engine_state', plainType: 'jsonb' },
  { table: 'conversations', column: 'reply_actions', plainType: 'jsonb' },
];

async function rewrite(runner: QueryRunner, { table, column }: LabelColumn, change: (value: string) => string) {
  for (let after = 0; ;) {
    const rows: { id: number; value: string }[] = await runner.query(
      `SELECT id, "${column}" AS value FROM "${table}" WHERE id > $1 AND "${column}" IS NOT NULL ORDER BY id LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return;
    await runner.query(
      `UPDATE "${table}" SET "${column}" = v.value FROM unnest($1::int[], $2::text[]) AS v(id, value) WHERE "${table}".id = v.id`,
      [rows.map((row) => row.id), rows.map((row) => change(row.value))],
    );
    after = rows[rows.length - 1].id;
  }
}

export class HealthLabelsEncrypted1798250000000 implements MigrationInterface {
  name = 'HealthLabelsEncrypted1798250000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "crisis_events" DROP CONSTRAINT "crisis_events_tier_check"`);
    await queryRunner.query(`
      ALTER TABLE "conversations"
        DROP CONSTRAINT "conversations_crisis_tier_check",
        ALTER COLUMN "crisis_tier" DROP DEFAULT`);
    for (const label of LABELS) {
      const { table, column } = label;
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE text USING "${column}"::text`);
      await rewrite(queryRunner, label, (plain) => encryptedText.to(plain) as string);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const label of LABELS) {
      const { table, column, plainType } = label;
      await rewrite(queryRunner, label, (stored) => encryptedText.from(stored) as string);
      await queryRunner.query(
        `ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE ${plainType} USING "${column}"::${plainType}`,
      );
    }
    await queryRunner.query(`
      ALTER TABLE "conversations"
        ALTER COLUMN "crisis_tier" SET DEFAULT 'none',
        ADD CONSTRAINT "conversations_crisis_tier_check" CHECK ("crisis_tier" IN ('none', 'concern', 'crisis', 'imminent'))`);
    await queryRunner.query(`
      ALTER TABLE "crisis_events"
        ADD CONSTRAINT "crisis_events_tier_check" CHECK ("tier" IN ('concern', 'crisis', 'imminent'))`);
  }
}
