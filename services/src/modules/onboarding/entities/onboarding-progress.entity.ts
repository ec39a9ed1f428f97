import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OnboardingStepId } from '@anchor/contracts';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * The wizard as the user left it (steps done, step on screen, answers so far), so it resumes on any
 * device. The answers hold health details (medication, provider), so they are encrypted at rest.
 */
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

  @Column({ name: 'current_step', type: 'integer', default: 0 })
  currentStep: number;

  /** JSON of the answers so far, encrypted. */
  @Column({ name: 'answers', type: 'text', nullable: true, transformer: encryptedText })
  answers: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
