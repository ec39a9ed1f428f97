import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PaymentMethod, PlanId, SubscriptionStatus } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * The user's one subscription. The row outlives cancellation and expiry, so trialUsedAt enforces
 * one free trial per user. users.subscription_* mirror it for PublicUser.
 */
@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'subscriptions_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  plan: PlanId;

  @Column({ type: 'varchar', length: 20 })
  status: SubscriptionStatus;

  @Column({ name: 'payment_method', type: 'varchar', length: 20 })
  paymentMethod: PaymentMethod;

  @Column({ name: 'trial_used_at', type: 'timestamptz', nullable: true })
  trialUsedAt: Date | null;

  @Column({ name: 'trial_ends_at', type: 'timestamptz', nullable: true })
  trialEndsAt: Date | null;

  @Column({ name: 'current_period_start', type: 'timestamptz' })
  currentPeriodStart: Date;

  /** The next boundary while trialing, active, cancelled or past due. */
  @Index('subscriptions_current_period_end_idx')
  @Column({ name: 'current_period_end', type: 'timestamptz' })
  currentPeriodEnd: Date;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'paused_at', type: 'timestamptz', nullable: true })
  pausedAt: Date | null;

  /** The next boundary while paused: billing resumes then. */
  @Index('subscriptions_paused_until_idx')
  @Column({ name: 'paused_until', type: 'timestamptz', nullable: true })
  pausedUntil: Date | null;

  /** The processor's customer and subscription (Stripe's cus_… and sub_…); null under the sandbox. */
  @Column({ name: 'processor_customer_id', type: 'varchar', length: 255, nullable: true })
  processorCustomerId: string | null;

  @Index('subscriptions_processor_subscription_id_key', {
    unique: true,
    where: '"processor_subscription_id" IS NOT NULL',
  })
  @Column({ name: 'processor_subscription_id', type: 'varchar', length: 255, nullable: true })
  processorSubscriptionId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
