import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CrisisEventSource, CrisisTierName } from '@anchor/contracts';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A message or a written entry that reached a crisis tier: when, how serious, and where it came from. No text;
 * the tier is encrypted at rest (nothing filters or counts by it in SQL). The source stays plain: it names the
 * product feature the moment came from, not a state of health.
 */
@Entity({ name: 'crisis_events' })
@Index('crisis_events_user_id_idx', ['userId', 'createdAt'])
@Check('crisis_events_source_check', `"source" IN ('chat', 'voice', 'mood', 'journal', 'practice')`)
export class CrisisEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'crisis_events_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'text', transformer: encryptedText })
  tier: Exclude<CrisisTierName, 'none'>;

  @Column({ type: 'varchar', length: 10 })
  source: CrisisEventSource;

  /** The chat's conversation id; null for a written entry (a mood note, a journal entry, a practice's notes). */
  @Column({ name: 'session_id', type: 'uuid', nullable: true })
  sessionId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
