import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationAction, NotificationStatus, NotificationType } from '@anchor/contracts';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * Every notification the user is sent, in-app and by push. `status` moves pending -> sent | failed once
 * (guarded UPDATE … WHERE status = 'pending'); title, message and data may name medications, so they are
 * encrypted at rest.
 */
@Entity({ name: 'notifications' })
@Check('notifications_status_check', `"status" IN ('pending', 'sent', 'failed')`)
@Check('notifications_action_taken_check', `"action_taken" IN ('taken', 'snooze')`)
// Partial and descending indexes live in the migration: TypeORM cannot declare them.
@Index('notifications_user_id_occurrence_key_key', { synchronize: false })
@Index('notifications_user_id_created_at_idx', { synchronize: false })
@Index('notifications_pending_idx', { synchronize: false })
export class NotificationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('notifications_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'notifications_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 50 })
  type: NotificationType;

  @Column({ type: 'text', transformer: encryptedText })
  title: string;

  @Column({ type: 'text', transformer: encryptedText })
  message: string;

  /** JSON object, encrypted (medicationName). */
  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  data: string | null;

  @Column({ type: 'boolean', default: false })
  scheduled: boolean;

  @Column({ type: 'boolean', default: false })
  sent: boolean;

  @Column({ name: 'scheduled_for', type: 'timestamptz', nullable: true })
  scheduledFor: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: NotificationStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** The delivery job working on this notification, which holds it until `claimedUntil`. */
  @Column({ name: 'claimed_by', type: 'varchar', length: 60, nullable: true })
  claimedBy: string | null;

  /** Until then no other delivery takes it (see DeliverDueNotificationsUseCase). */
  @Column({ name: 'claimed_until', type: 'timestamptz', nullable: true })
  claimedUntil: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Index('notifications_schedule_id_idx')
  @Column({ name: 'schedule_id', type: 'integer', nullable: true })
  scheduleId: number | null;

  // The schedule belongs to the reminders module, which depends on this one: the relation names its entity
  // instead of importing it, so notifications never import reminders.
  @ManyToOne('ReminderScheduleEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'schedule_id', foreignKeyConstraintName: 'notifications_schedule_id_fkey' })
  schedule?: object;

  /** `s<scheduleId>:<local date>` or `assessment:<local date>`: unique per user, so an occurrence fires once. */
  @Column({ name: 'occurrence_key', type: 'varchar', length: 80, nullable: true })
  occurrenceKey: string | null;

  @Column({ name: 'action_taken', type: 'varchar', length: 10, nullable: true })
  actionTaken: NotificationAction | null;

  @Column({ name: 'action_at', type: 'timestamptz', nullable: true })
  actionAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
