import { DEFAULT_APP_PREFERENCES } from '@anchor/contracts';
import type { EntityManager } from 'typeorm';
import { AppPreferencesEntity } from './entities/app-preferences.entity';

// The onboarding module's query builders, every statement scoped to one user.

/** The person's preferences row with the defaults, unless one exists (safe under concurrency). */
export async function insertDefaultPreferencesUnlessPresent(manager: EntityManager, userId: number): Promise<void> {
  await manager
    .getRepository(AppPreferencesEntity)
    .createQueryBuilder()
    .insert()
    .values({ userId, healthApps: DEFAULT_APP_PREFERENCES.healthApps, socialApps: DEFAULT_APP_PREFERENCES.socialApps })
    .orIgnore()
    .execute();
}
