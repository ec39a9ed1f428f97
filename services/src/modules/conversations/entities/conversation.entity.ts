import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { encryptedText } from '../../../database/encrypted-text.transformer';

/** One exchange with the assistant. Message and response are encrypted at rest. */
@Entity({ name: 'conversations' })
export class ConversationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('conversations_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'conversations_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'text', transformer: encryptedText })
  message: string;

  @Column({ type: 'text', transformer: encryptedText })
  response: string;

  @Column({ type: 'text', nullable: true })
  mood: string | null;

  @Column({ name: 'mood_confidence', type: 'integer', nullable: true })
  moodConfidence: number | null;

  @Column({ name: 'voice_analysis', type: 'jsonb', nullable: true })
  voiceAnalysis: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
