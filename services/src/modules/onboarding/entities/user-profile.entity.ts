import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Gender } from '@anchor/contracts';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/** The onboarding profile step (the time zone lives on users). The primary goal is free text about the user's health: encrypted. */
@Entity({ name: 'user_profiles' })
export class UserProfileEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_profiles_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer', nullable: true })
  age: number | null;

  /** When a parent's or guardian's consent was given for the age; null when the age needs none. */
  @Column({ name: 'guardian_consent_at', type: 'timestamptz', nullable: true })
  guardianConsentAt: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  gender: Gender | null;

  @Column({ name: 'primary_goal', type: 'text', nullable: true, transformer: encryptedText })
  primaryGoal: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
