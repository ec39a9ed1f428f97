import type { UserEntity } from './entities/user.entity';

/**
 * The account's address when a message sent to it proved it, lower-cased; null otherwise. Only a verified address
 * names anyone: provider requests, patient invitations and the provider shown in an access log.
 */
export function verifiedEmailOf(user: Pick<UserEntity, 'email' | 'emailVerifiedAt'>): string | null {
  return user.email && user.emailVerifiedAt ? user.email.toLowerCase() : null;
}

/** First and last name as the account holds them, or null when it has neither. */
export function personNameOf(user: Pick<UserEntity, 'firstName' | 'lastName'>): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
}
