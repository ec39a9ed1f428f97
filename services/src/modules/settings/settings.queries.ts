import type { EntityManager } from 'typeorm';
import type { PgPool } from '../../database/pool';
import { UserSettingsEntity } from './entities/user-settings.entity';

// The settings table's SQL, every statement scoped to one user.

export interface SettingsRow {
  allow_video_apps: boolean;
  allow_voice_apps: boolean;
  allow_message_apps: boolean;
  notice_moods_in_chat: boolean;
}

/** The person's settings in one named statement on the pool (read on every visit of the settings); undefined if none. */
export async function readSettingsRow(pool: PgPool, userId: number): Promise<SettingsRow | undefined> {
  const { rows } = await pool.query<SettingsRow>({
    name: 'settings-read',
    text: 'SELECT allow_video_apps, allow_voice_apps, allow_message_apps, notice_moods_in_chat FROM settings WHERE user_id = $1',
    values: [userId],
  });
  return rows[0];
}

/** The person's row with the defaults, unless one exists (safe under concurrency). */
export async function insertDefaultSettingsUnlessPresent(manager: EntityManager, userId: number): Promise<void> {
  await manager.getRepository(UserSettingsEntity).createQueryBuilder().insert().values({ userId }).orIgnore().execute();
}
