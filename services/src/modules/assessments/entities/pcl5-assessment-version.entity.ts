import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Pcl5Answer } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';
import { Pcl5AssessmentEntity } from './pcl5-assessment.entity';

/** An earlier version of a reviewed assessment: its answers and score before the review replaced them. */
@Entity({ name: 'pcl5_assessment_versions' })
@Unique('pcl5_assessment_versions_assessment_id_version_key', ['assessmentId', 'version'])
export class Pcl5AssessmentVersionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'assessment_id', type: 'integer' })
  assessmentId: number;

  @ManyToOne(() => Pcl5AssessmentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'assessment_id', foreignKeyConstraintName: 'pcl5_assessment_versions_assessment_id_fkey' })
  assessment?: Pcl5AssessmentEntity;

  @Index('pcl5_assessment_versions_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'pcl5_assessment_versions_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'jsonb' })
  responses: Pcl5Answer[];

  @Column({ type: 'integer' })
  score: number;

  /** When the review replaced this version (from the server's Clock). */
  @Column({ name: 'replaced_at', type: 'timestamptz' })
  replacedAt: Date;
}
