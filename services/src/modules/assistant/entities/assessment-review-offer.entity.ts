import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ReviewOfferChoice } from '@anchor/contracts';
import { Pcl5AssessmentEntity } from '../../assessments/entities/pcl5-assessment.entity';
import { UserEntity } from '../../users/entities/user.entity';

/** Which assessment the person last answered the chat's review offer for: the offer comes back after the next one. */
@Entity({ name: 'assessment_review_offers' })
@Check('assessment_review_offers_choice_check', `"choice" IN ('review', 'analysis')`)
export class AssessmentReviewOfferEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'assessment_review_offers_user_id_fkey' })
  user?: UserEntity;

  @Column({ name: 'assessment_id', type: 'integer' })
  assessmentId: number;

  @ManyToOne(() => Pcl5AssessmentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'assessment_id', foreignKeyConstraintName: 'assessment_review_offers_assessment_id_fkey' })
  assessment?: Pcl5AssessmentEntity;

  @Column({ type: 'varchar', length: 10 })
  choice: ReviewOfferChoice;

  @UpdateDateColumn({ name: 'answered_at', type: 'timestamptz' })
  answeredAt: Date;
}
