import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import type { OnboardingStatusRequest, UserRoleValue } from '@anchor/contracts';
import { canonicalUsername } from './username';
import { UserEntity } from './entities/user.entity';
import { emailProvenByAnother, lockUserRow, providerSharingForShare } from './users.queries';

/** A new account as sign-up writes it (the password already hashed). */
export interface NewUser {
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string;
  role: UserRoleValue;
}

/** The account fields other modules may change, each through the method that names why. */
export type Names = Partial<Pick<UserEntity, 'firstName' | 'lastName'>>;
export type OnboardingOutcome = Pick<UserEntity, 'onboardingCompleted' | 'setupCompleted'> &
  Partial<Pick<UserEntity, 'timeZone'>>;
export type SubscriptionMirror = Pick<
  UserEntity,
  'subscriptionTier' | 'subscriptionStatus' | 'subscriptionStartDate' | 'subscriptionEndDate' | 'paymentProvider'
>;

/**
 * The users table's one owner. Other modules read and write accounts only through these methods; each takes an
 * optional EntityManager so the write joins the caller's transaction (sign-up, onboarding, billing, reminders).
 */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  getById(id: number, manager?: EntityManager): Promise<UserEntity> {
    return this.repository(manager).findOneByOrFail({ id });
  }

  findByIds(ids: number[]): Promise<UserEntity[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** Usernames are matched exactly as registered. */
  findByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ usernameCanonical: canonicalUsername(username) });
  }

  /** Every patient with what the assessment-reminder sweep needs, in id order. */
  patientsForReminders(): Promise<Pick<UserEntity, 'id' | 'timeZone' | 'createdAt'>[]> {
    return this.users.find({
      select: { id: true, timeZone: true, createdAt: true },
      where: { role: 'patient' },
      order: { id: 'ASC' },
    });
  }

  async timeZoneOf(userId: number, manager?: EntityManager): Promise<string> {
    return (await this.getById(userId, manager)).timeZone;
  }

  /**
   * Locks the user's row until the caller's transaction ends: serialises two concurrent changes of one user's
   * rows elsewhere (onboarding twice, a provider set twice, a trial started twice).
   */
  async lock(userId: number, manager: EntityManager): Promise<void> {
    await lockUserRow(manager, userId);
  }

  /** The sharing preference, held steady (FOR SHARE) until the caller's transaction ends. */
  providerSharingHeld(userId: number, manager: EntityManager): Promise<boolean> {
    return providerSharingForShare(manager, userId);
  }

  async create(fields: NewUser, manager?: EntityManager): Promise<UserEntity> {
    const repository = this.repository(manager);
    return repository.save(repository.create({ ...fields, usernameCanonical: canonicalUsername(fields.username) }));
  }

  async updateOnboarding(user: UserEntity, status: OnboardingStatusRequest): Promise<UserEntity> {
    await this.users.update({ id: user.id }, status);
    return this.users.findOneByOrFail({ id: user.id });
  }

  /** The names given (an absent one stays as it is). */
  async updateNames(userId: number, names: Names, manager?: EntityManager): Promise<void> {
    const given = Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined));
    if (Object.keys(given).length > 0) await this.repository(manager).update({ id: userId }, given);
  }

  /** True when an account other than `exceptUserId` has proven this address (compared case-insensitively). */
  isEmailProvenByAnother(email: string, exceptUserId: number | null, manager?: EntityManager): Promise<boolean> {
    return emailProvenByAnother(manager ?? this.users.manager, email, exceptUserId);
  }

  /** A new address nobody has proven yet: it replaces the account's unproven one (or clears it, with null). */
  async setUnprovenEmail(userId: number, email: string | null, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id: userId }, { email, emailVerifiedAt: null, pendingEmail: null });
  }

  /** The address waiting for its code while `email` stays the proven one; null withdraws it. */
  async setPendingEmail(userId: number, pendingEmail: string | null, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id: userId }, { pendingEmail });
  }

  /**
   * `email` was proven at `at`: it becomes the account's address. When another account proved it first, the
   * partial unique index on proven addresses fails the write (the caller maps it).
   */
  async confirmEmail(userId: number, email: string, at: Date, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id: userId }, { email, emailVerifiedAt: at, pendingEmail: null });
  }

  async setPasswordHash(userId: number, passwordHash: string, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id: userId }, { passwordHash });
  }

  async setTimeZone(userId: number, timeZone: string, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id: userId }, { timeZone });
  }

  async recordOnboarding(userId: number, outcome: OnboardingOutcome, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id: userId }, outcome);
  }

  /** PublicUser shows the subscription's tier, status, dates and method: kept in step with every save of it. */
  async mirrorSubscription(userId: number, mirror: SubscriptionMirror, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id: userId }, mirror);
  }

  async setProviderSharing(userId: number, on: boolean, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id: userId }, { healthcareProviderSharing: on });
  }

  /** The account goes; every user-owned table follows by ON DELETE CASCADE. */
  async delete(userId: number): Promise<void> {
    await this.users.delete({ id: userId });
  }

  private repository(manager?: EntityManager): Repository<UserEntity> {
    return manager ? manager.getRepository(UserEntity) : this.users;
  }
}
