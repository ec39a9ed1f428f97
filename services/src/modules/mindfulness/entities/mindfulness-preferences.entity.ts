import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** How a person wants their practice shown; without a row, streaks are off (the default). */
@Entity({ name: 'mindfulness_preferences' })
@Check('mindfulness_preferences_streak_grace_days_check', `"streak_grace_days" BETWEEN 0 AND 3`)
export class MindfulnessPreferencesEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mindfulness_preferences_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'streaks_enabled', type: 'boolean', default: false })
  streaksEnabled: boolean;

  /** Days without practice in a row that do not end a streak. */
  @Column({ name: 'streak_grace_days', type: 'smallint', default: 1 })
  streakGraceDays: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
