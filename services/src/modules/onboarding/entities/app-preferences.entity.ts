import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * Accessibility, analytics, integration and push choices. The reminder columns (daily_mood_check … medication_time)
 * keep what onboarding was answered, as history: the reminders themselves live in reminder_schedules.
 */
@Entity({ name: 'app_preferences' })
export class AppPreferencesEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'app_preferences_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'push_notifications', type: 'boolean', default: true })
  pushNotifications: boolean;

  @Column({ name: 'daily_mood_check', type: 'boolean', default: true })
  dailyMoodCheck: boolean;

  @Column({ name: 'medication_reminders', type: 'boolean', default: false })
  medicationReminders: boolean;

  @Column({ name: 'wellness_tips', type: 'boolean', default: true })
  wellnessTips: boolean;

  @Column({ name: 'mood_check_time', type: 'varchar', length: 5, default: '09:00' })
  moodCheckTime: string;

  @Column({ name: 'wellness_tips_time', type: 'varchar', length: 5, default: '12:00' })
  wellnessTipsTime: string;

  @Column({ name: 'medication_time', type: 'varchar', length: 5, default: '08:00' })
  medicationTime: string;

  @Column({ name: 'analytics_opt_in', type: 'boolean', default: true })
  analyticsOptIn: boolean;

  @Column({ name: 'voice_enabled', type: 'boolean', default: true })
  voiceEnabled: boolean;

  @Column({ name: 'large_text', type: 'boolean', default: false })
  largeText: boolean;

  @Column({ name: 'high_contrast', type: 'boolean', default: false })
  highContrast: boolean;

  @Column({ name: 'emergency_alerts', type: 'boolean', default: true })
  emergencyAlerts: boolean;

  @Column({ name: 'wearable_device', type: 'varchar', length: 100, nullable: true })
  wearableDevice: string | null;

  @Column({ name: 'health_apps', type: 'jsonb' })
  healthApps: string[];

  @Column({ name: 'social_apps', type: 'jsonb' })
  socialApps: string[];

  @Column({ name: 'selected_plan', type: 'varchar', length: 20, nullable: true })
  selectedPlan: string | null;

  @Column({ name: 'selected_payment_method', type: 'varchar', length: 20, nullable: true })
  selectedPaymentMethod: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
