import type { PublicUser } from '@anchor/contracts';
import type { UserEntity } from './entities/user.entity';

/** The only way a user leaves the server: no password hash, no session. */
export function toPublicUser(user: UserEntity): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    onboardingCompleted: user.onboardingCompleted,
    setupCompleted: user.setupCompleted,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionStartDate: user.subscriptionStartDate?.toISOString() ?? null,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    paymentProvider: user.paymentProvider,
    healthcareProviderSharing: user.healthcareProviderSharing,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
