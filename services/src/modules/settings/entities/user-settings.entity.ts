import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** One row per user. The three app permissions default to allowed (the settings panel shows them on). */
@Entity({ name: 'settings' })
export class UserSettingsEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'settings_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'allow_video_apps', type: 'boolean', default: true })
  allowVideoApps: boolean;

  @Column({ name: 'allow_voice_apps', type: 'boolean', default: true })
  allowVoiceApps: boolean;

  @Column({ name: 'allow_message_apps', type: 'boolean', default: true })
  allowMessageApps: boolean;

  /** On by default: the specified 'Mood detected' note keeps working, and a noticed mood is never a check-in. */
  @Column({ name: 'notice_moods_in_chat', type: 'boolean', default: true })
  noticeMoodsInChat: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
