import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

@Entity({ name: 'health_metrics' })
/** One row per user, day and source: a second entry or import of a day updates it. */
@Index('health_metrics_user_day_source_key', ['userId', 'recordedOn', 'source'], { unique: true })
@Check('health_metrics_source_check', `"source" IN ('manual', 'csv_import')`)
export class HealthMetricEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('health_metrics_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'health_metrics_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'heart_rate', type: 'integer', nullable: true })
  heartRate: number | null;

  @Column({ type: 'integer', nullable: true })
  steps: number | null;

  @Column({ name: 'sleep_hours', type: 'integer', nullable: true })
  sleepHours: number | null;

  @Column({ name: 'sleep_quality', type: 'integer', nullable: true })
  sleepQuality: number | null;

  @Column({ name: 'exercise_minutes', type: 'integer', nullable: true })
  exerciseMinutes: number | null;

  @Column({ name: 'water_intake', type: 'integer', nullable: true })
  waterIntake: number | null;

  /** The day the values describe, in the user's calendar (an import may backfill past days). */
  @Column({ name: 'recorded_on', type: 'date' })
  recordedOn: string;

  /** 'manual' or 'csv_import'. */
  @Column({ type: 'varchar', length: 20, default: 'manual' })
  source: string;

  @Column({ name: 'recorded_at', type: 'timestamptz', default: () => 'now()' })
  recordedAt: Date;
}
