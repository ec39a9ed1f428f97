import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Pcl5Clusters, ShareScope } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';
import { Pcl5AssessmentEntity } from '../../assessments/entities/pcl5-assessment.entity';
import { ProviderAssignmentEntity } from './provider-assignment.entity';

/** The record of one assessment shared (or declined) with a provider. */
@Entity({ name: 'provider_sharing_records' })
@Check('provider_sharing_records_share_scope_check', `"share_scope" IN ('scores', 'scores_and_answers')`)
@Check('provider_sharing_records_answered_count_check', `"answered_count" BETWEEN 0 AND 20`)
export class ProviderSharingRecordEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('provider_sharing_records_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'provider_sharing_records_user_id_fkey' })
  user?: UserEntity;

  @Index('provider_sharing_records_assessment_id_idx')
  @Column({ name: 'assessment_id', type: 'integer', nullable: true })
  assessmentId: number | null;

  @ManyToOne(() => Pcl5AssessmentEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assessment_id', foreignKeyConstraintName: 'provider_sharing_records_assessment_id_fkey' })
  assessment?: Pcl5AssessmentEntity;

  @Column({ name: 'assessment_type', type: 'varchar', length: 50 })
  assessmentType: string;

  /** Set from the server's Clock: it is part of the signed content (see securityHash). */
  @Column({ name: 'shared_at', type: 'timestamptz', default: () => 'now()' })
  sharedAt: Date;

  /** The assignment the share was made under: only the provider account that accepted it reads the share. */
  @Index('provider_sharing_records_assignment_id_idx')
  @Column({ name: 'assignment_id', type: 'integer', nullable: true })
  assignmentId: number | null;

  @ManyToOne(() => ProviderAssignmentEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assignment_id', foreignKeyConstraintName: 'provider_sharing_records_assignment_id_fkey' })
  assignment?: ProviderAssignmentEntity;

  @Column({ name: 'provider_email', type: 'varchar', length: 254, nullable: true })
  providerEmail: string | null;

  @Column({ name: 'share_with_provider', type: 'boolean' })
  shareWithProvider: boolean;

  /** Snapshot of the stored assessment at share time; null when not shared. */
  @Column({ name: 'assessment_score', type: 'integer', nullable: true })
  assessmentScore: number | null;

  @Column({ type: 'jsonb', nullable: true })
  clusters: Pcl5Clusters | null;

  /** What the patient consented to send: scores only, or scores and the answer to each question. */
  @Column({ name: 'share_scope', type: 'varchar', length: 20, default: 'scores' })
  scope: ShareScope;

  /** Questions answered (of 20) in the snapshot; null when not shared, or unknown for a share older than the count. */
  @Column({ name: 'answered_count', type: 'integer', nullable: true })
  answeredCount: number | null;

  /** When a review of the assessment last replaced the snapshot (score, clusters, count) and its signature. */
  @Column({ name: 'revised_at', type: 'timestamptz', nullable: true })
  revisedAt: Date | null;

  /** HMAC-SHA256 (server secret) over the canonical content, so an altered row is detected. */
  @Column({ name: 'security_hash', type: 'varchar', length: 128, nullable: true })
  securityHash: string | null;

  /** Set when the user withdraws the share; a provider never reads a revoked share. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
