import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A person's running meditation (at most one). The end time lives on the server, not in browser
 * storage, so the timer survives a reload; the end bell is a one-off reminder owned by the reminders module.
 */
@Entity({ name: 'meditation_timers' })
export class MeditationTimerEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'meditation_timers_user_id_fkey' })
  user?: UserEntity;

  /** The chosen length in seconds (what is recorded at the end). */
  @Column({ type: 'integer' })
  duration: number;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  /** Distress (0-10) rated before the start, recorded with the session at the end; null when skipped. */
  @Column({ name: 'suds_before', type: 'smallint', nullable: true })
  sudsBefore: number | null;

  /** The reminder schedule that rings the end bell; null once it has been withdrawn. */
  @Column({ name: 'bell_reminder_id', type: 'integer', nullable: true })
  bellReminderId: number | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
