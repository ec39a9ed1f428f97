import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { encryptedText } from '../../../database/encrypted-text.transformer';

/** One completed practice. Counts and recommendations are read from these rows. */
@Entity({ name: 'mindfulness_sessions' })
@Check('mindfulness_sessions_seconds_spent_check', `"seconds_spent" >= 0`)
@Check('mindfulness_sessions_time_spent_together_check', `("started_at" IS NULL) = ("seconds_spent" IS NULL)`)
@Index('mindfulness_sessions_user_id_created_at_idx', ['userId', 'createdAt'])
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

  /** The planned length in seconds. */
  @Column({ type: 'integer', nullable: true })
  duration: number | null;

  /** When the practice began (clamped by the server); null for sessions recorded before time was measured. */
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  /** Seconds actually spent, set with `startedAt`; null when not measured (never invented from `duration`). */
  @Column({ name: 'seconds_spent', type: 'integer', nullable: true })
  secondsSpent: number | null;

  @Column({ type: 'boolean', default: true })
  completed: boolean;

  /** Ended with an EMDR exercise's Emergency Stop: still practice, with the time really spent. */
  @Column({ name: 'stopped_early', type: 'boolean', default: false })
  stoppedEarly: boolean;

  /** Free text written by the user: encrypted at rest. */
  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  notes: string | null;

  /** Distress (0-10) rated just before and just after the practice; null when skipped. */
  @Column({ name: 'suds_before', type: 'smallint', nullable: true })
  sudsBefore: number | null;

  @Column({ name: 'suds_after', type: 'smallint', nullable: true })
  sudsAfter: number | null;

  /** Set from the server's clock (not the database default) so month boundaries can be tested. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
