import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { encryptedText } from '../../../database/encrypted-text.transformer';

@Entity({ name: 'mindfulness_sessions' })
export class MindfulnessSessionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('mindfulness_sessions_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mindfulness_sessions_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 50 })
  type: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  subtype: string | null;

  /** Seconds. */
  @Column({ type: 'integer', nullable: true })
  duration: number | null;

  @Column({ type: 'boolean', default: true })
  completed: boolean;

  /** Free text written by the user: encrypted at rest. */
  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  notes: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
