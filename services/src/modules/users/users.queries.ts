import type { EntityManager } from 'typeorm';
import type { Queryable } from '../../database/queryable';
import { UserEntity } from './entities/user.entity';

// The users table's SQL and query builders; UsersService calls them, inside the caller's transaction.

/** Locks the user's row (FOR UPDATE) until the caller's transaction ends. */
export async function lockUserRow(db: Queryable, userId: number): Promise<void> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The sharing preference, held steady (FOR SHARE) until the caller's transaction ends. */
export async function providerSharingForShare(db: Queryable, userId: number): Promise<boolean> {
  const [user]: { sharing: boolean }[] = await db.query(
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
