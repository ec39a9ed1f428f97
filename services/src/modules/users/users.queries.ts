import type { EntityManager } from 'typeorm';
import { UserEntity } from './entities/user.entity';

/** The users table's SQL and query builders; UsersService calls them, inside the caller's transaction. */

/** Locks the user's row (FOR UPDATE) until the transaction of `manager` ends. */
export async function lockUserRow(manager: EntityManager, userId: number): Promise<void> {
  await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The sharing preference, held steady (FOR SHARE) until the transaction of `manager` ends. */
export async function providerSharingForShare(manager: EntityManager, userId: number): Promise<boolean> {
  const [user]: { sharing: boolean }[] = await manager.query(
    'SELECT healthcare_provider_sharing AS sharing FROM users WHERE id = $1 FOR SHARE',
    [userId],
  );
  return user?.sharing === true;
}

/** True when an account other than `exceptUserId` has proven this address (compared case-insensitively). */
export function emailProvenByAnother(
  manager: EntityManager,
  email: string,
  exceptUserId: number | null,
): Promise<boolean> {
  return manager
    .getRepository(UserEntity)
    .createQueryBuilder('account')
    .where('lower(account.email) = lower(:email)', { email })
    .andWhere('account.emailVerifiedAt IS NOT NULL')
    .andWhere('account.id <> :exceptUserId', { exceptUserId: exceptUserId ?? -1 })
    .getExists();
}
