import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { REMINDER_KINDS, type ReminderKind } from '@anchor/contracts';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { MedicationEntity } from '../../medications/entities/medication.entity';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A reminder the user asked for: daily at `localTime` in `timeZone`, or once at `runAt`. PostgreSQL is the
 * truth; the worker rebuilds one BullMQ job scheduler per active daily row from it.
 */
@Entity({ name: 'reminder_schedules' })
@Check('reminder_schedules_kind_check', `"kind" IN (${REMINDER_KINDS.map((kind) => `'${kind}'`).join(', ')})`)
@Check('reminder_schedules_local_time_check', `"local_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)
@Check('reminder_schedules_when_check', `("local_time" IS NULL) <> ("run_at" IS NULL)`)
// Partial unique index (one schedule per user and daily kind) lives in the migration.
@Index('reminder_schedules_user_daily_kind_key', { synchronize: false })
export class ReminderScheduleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('reminder_schedules_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'reminder_schedules_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  kind: ReminderKind;

  /** HH:MM in timeZone for a daily reminder. */
  @Column({ name: 'local_time', type: 'varchar', length: 5, nullable: true })
  localTime: string | null;

  /** The instant of a one-off reminder. */
  @Column({ name: 'run_at', type: 'timestamptz', nullable: true })
  runAt: Date | null;

  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @Index('reminder_schedules_medication_id_idx')
  @Column({ name: 'medication_id', type: 'integer', nullable: true })
  medicationId: number | null;

  @ManyToOne(() => MedicationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'medication_id', foreignKeyConstraintName: 'reminder_schedules_medication_id_fkey' })
  medication?: MedicationEntity;

  /** JSON {title, body, type, data}, encrypted: may name a medication. */
  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  payload: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Bumped on every change; a job fired from an older version is ignored. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /** Occurrences before this instant (creation or last change) are never caught up. */
  @Column({ name: 'effective_from', type: 'timestamptz', default: () => 'now()' })
  effectiveFrom: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
