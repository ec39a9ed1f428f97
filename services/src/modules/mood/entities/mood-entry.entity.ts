import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { encryptedText } from '../../../database/encrypted-text.transformer';

/**
 * A check-in the person made ('manual', 'reminder'; no confidence), or a mood the assistant noticed in chat
 * ('chat' typed, 'voice' spoken; with its confidence, 0-100), which is never counted as a check-in.
 */
@Entity({ name: 'mood_entries' })
@Check('mood_entries_source_check', `"source" IN ('manual', 'reminder', 'chat', 'voice')`)
@Check(
  'mood_entries_noticed_confidence_check',
  `("source" IN ('chat', 'voice')) = ("confidence" IS NOT NULL) AND ("confidence" IS NULL OR "confidence" BETWEEN 0 AND 100)`,
)
@Index('mood_entries_user_created_idx', ['userId', 'createdAt'])
export class MoodEntryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('mood_entries_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mood_entries_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'integer' })
  mood: number;

  @Column({ type: 'integer', nullable: true })
  energy: number | null;

  @Column({ type: 'integer', nullable: true })
  anxiety: number | null;

  /** Free text written by the user: encrypted at rest. */
  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  notes: string | null;

  @Column({ type: 'varchar', length: 50, default: 'manual' })
  source: string;

  @Column({ type: 'integer', nullable: true })
  confidence: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
