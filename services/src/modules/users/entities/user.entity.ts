import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UserRoleValue } from '@anchor/contracts';

@Entity({ name: 'users' })
@Check('users_role_check', `"role" IN ('patient', 'provider', 'admin')`)
// Case-insensitive uniqueness of proven addresses lives in the migration (partial unique index on lower(email)).
@Index('users_verified_email_lower_key', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** As the person typed it (the display form). */
  @Column({ type: 'varchar', length: 50, unique: true })
  username: string;

  /** Unique: NFKC, case-folded, confusables skeleton (canonicalUsername); sign-in looks accounts up by it. */
  @Column({ name: 'username_canonical', type: 'text', unique: true })
  usernameCanonical: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** When a message sent to `email` proved the address; null until then. Only a verified address names anyone. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** A new address waiting for its code; `email` stays the proven one until then. Null when nothing waits. */
  @Column({ name: 'pending_email', type: 'varchar', length: 254, nullable: true })
  pendingEmail: string | null;

  /** argon2id hash; never leaves the server (see toPublicUser). */
  @Column({ name: 'password', type: 'text' })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', length: 200, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 200, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 20, default: 'patient' })
  role: UserRoleValue;

  @Column({ name: 'onboarding_completed', type: 'boolean', default: false })
  onboardingCompleted: boolean;

  @Column({ name: 'setup_completed', type: 'boolean', default: false })
  setupCompleted: boolean;

  @Column({ name: 'subscription_tier', type: 'varchar', length: 50, default: 'free' })
  subscriptionTier: string;

  @Column({ name: 'subscription_status', type: 'varchar', length: 50, default: 'active' })
  subscriptionStatus: string;

  @Column({ name: 'subscription_start_date', type: 'timestamptz', nullable: true })
  subscriptionStartDate: Date | null;

  @Column({ name: 'subscription_end_date', type: 'timestamptz', nullable: true })
  subscriptionEndDate: Date | null;

  @Column({ name: 'payment_provider', type: 'varchar', length: 50, nullable: true })
  paymentProvider: string | null;

  @Column({ name: 'healthcare_provider_sharing', type: 'boolean', default: false })
  healthcareProviderSharing: boolean;

  /** IANA time zone: daily reminders fire at their local time in it. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
