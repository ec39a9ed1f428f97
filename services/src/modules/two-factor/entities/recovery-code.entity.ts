import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** One single-use recovery code of an account, kept only as the SHA-256 of its text (see recovery-codes.ts). */
@Entity({ name: 'two_factor_recovery_codes' })
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('two_factor_recovery_codes_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'two_factor_recovery_codes_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
