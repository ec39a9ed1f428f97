import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentMethod, PlanId } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';

/** restart: the first paid period of a plan started again after the old one expired. */
export type PaymentKind = 'trial_start' | 'renewal' | 'restart';
export type PaymentStatus = 'succeeded' | 'failed';

/** Every charge attempt, as the payment provider answered it. */
@Entity({ name: 'payments' })
@Index('payments_user_id_kind_period_start_key', ['userId', 'kind', 'periodStart'], {
  unique: true,
  where: `"status" = 'succeeded'`,
})
export class PaymentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('payments_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'payments_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  kind: PaymentKind;

  @Column({ type: 'varchar', length: 20 })
  plan: PlanId;

  @Column({ name: 'payment_method', type: 'varchar', length: 20 })
  paymentMethod: PaymentMethod;

  @Column({ type: 'varchar', length: 30 })
  provider: string;

  @Column({ name: 'provider_reference', type: 'varchar', length: 200, nullable: true })
  providerReference: string | null;

  @Column({ name: 'amount_due_cents', type: 'integer' })
  amountDueCents: number;

  @Column({ name: 'amount_charged_cents', type: 'integer' })
  amountChargedCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  @Column({ type: 'varchar', length: 20 })
  status: PaymentStatus;

  @Column({ name: 'period_start', type: 'timestamptz' })
  periodStart: Date;

  @Column({ name: 'period_end', type: 'timestamptz' })
  periodEnd: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
