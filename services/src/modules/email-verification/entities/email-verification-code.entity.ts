import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * The one outstanding code of an account, for the address it was sent to. Only an HMAC of the code is kept; a
 * new code replaces the row, and a proven address deletes it.
 */
@Entity({ name: 'email_verification_codes' })
export class EmailVerificationCodeEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_verification_codes_user_id_fkey' })
  user?: UserEntity;

  /** The address the code went to: the account's unproven address, or the new one waiting to replace it. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Wrong codes given for this code; at the limit a new code is needed. */
  @Column({ name: 'failed_attempts', type: 'integer', default: 0 })
  failedAttempts: number;

  /** Codes sent since `windowStartedAt`, which bounds how many a person (or someone at their keyboard) can ask for. */
  @Column({ name: 'sends_in_window', type: 'integer', default: 1 })
  sendsInWindow: number;

  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt: Date;
}
