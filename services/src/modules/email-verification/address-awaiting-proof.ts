import type { UserEntity } from '../users/entities/user.entity';

/** The address a code is for: a new one waiting to replace the proven address, else an unproven address. */
export function addressAwaitingProof(user: Pick<UserEntity, 'email' | 'emailVerifiedAt' | 'pendingEmail'>) {
  if (user.pendingEmail) return user.pendingEmail;
  return user.emailVerifiedAt ? null : user.email;
}
