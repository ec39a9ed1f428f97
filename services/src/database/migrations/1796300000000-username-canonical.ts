import { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalUsername } from '../../modules/users/username';

/**
 * Usernames are unique by their canonical form (NFKC, case-folded, confusables skeleton), not by their bytes:
 * `ABC`, `abc` and look-alikes are one account. Existing accounts whose names already collide keep signing in:
 * the oldest holds the canonical form and each later one gets it suffixed with `#<id>`.
 */
export class UsernameCanonical1796300000000 implements MigrationInterface {
  name = 'UsernameCanonical1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "username_canonical" text`);
    const users: { id: number; username: string }[] = await queryRunner.query(
      `SELECT id, username FROM "users" ORDER BY id`,
    );
    const taken = new Set<string>();
    const ids: number[] = [];
    const forms: string[] = [];
    for (const user of users) {
      let form = canonicalUsername(user.username);
      if (taken.has(form)) form = `${form}#${user.id}`;
      taken.add(form);
      ids.push(user.id);
      forms.push(form);
    }
    if (ids.length > 0) {
      await queryRunner.query(
        `UPDATE "users" u SET "username_canonical" = c.form
           FROM unnest($1::int[], $2::text[]) AS c(id, form) WHERE u.id = c.id`,
        [ids, forms],
      );
    }
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "username_canonical" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_username_canonical_key" UNIQUE ("username_canonical")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "username_canonical"`);
  }
}
