import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { MindfulnessSessionEntity } from './mindfulness-session.entity';

/** What a person wrote in a CBT or EMDR exercise, kept only because they chose to save it. */
@Entity({ name: 'mindfulness_journal_entries' })
export class JournalEntryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('mindfulness_journal_entries_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mindfulness_journal_entries_user_id_fkey' })
  user?: UserEntity;

  @Index('mindfulness_journal_entries_session_id_idx')
  @Column({ name: 'session_id', type: 'integer', nullable: true })
  sessionId: number | null;

  @ManyToOne(() => MindfulnessSessionEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'mindfulness_journal_entries_session_id_fkey' })
  session?: MindfulnessSessionEntity;

  @Column({ type: 'varchar', length: 50 })
  type: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  subtype: string | null;

  /** Free text written by the user: encrypted at rest. */
  @Column({ type: 'text', transformer: encryptedText })
  text: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
