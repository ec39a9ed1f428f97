import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * An account's authenticator key. Until `confirmedAt` is set (the first right code), it is an enrolment in
 * progress and signs nobody in. The key is encrypted at rest; `lastUsedStep` is the newest 30-second time step a
 * code was accepted for, so a code seen once (over a shoulder, in a proxy log) cannot be used again.
 */
@Entity({ name: 'two_factor_enrolments' })
export class TwoFactorEnrolmentEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'two_factor_enrolments_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'text', transformer: encryptedText })
  secret: string;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'last_used_step', type: 'bigint', nullable: true, transformer: { to: (v) => v, from: toNumber } })
  lastUsedStep: number | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}
