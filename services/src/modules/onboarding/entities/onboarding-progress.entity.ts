import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OnboardingStepId } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';

/** Ids of the wizard steps the user has done, so the wizard resumes on any device. */
@Entity({ name: 'onboarding_progress' })
export class OnboardingProgressEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'onboarding_progress_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'completed_steps', type: 'jsonb' })
  completedSteps: OnboardingStepId[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
