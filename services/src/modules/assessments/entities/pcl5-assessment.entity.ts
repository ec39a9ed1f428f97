import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Pcl5Answer } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';

/** One PCL-5 self-assessment (20 answers, 0-4 each) and its scores, all computed on the server. */
@Entity({ name: 'pcl5_assessments' })
// (user_id, completed_at DESC) lives in the migration: TypeORM cannot declare a descending index column.
@Index('pcl5_assessments_user_id_completed_at_idx', { synchronize: false })
export class Pcl5AssessmentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('pcl5_assessments_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'pcl5_assessments_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'integer' })
  score: number;

  @Column({ name: 'cluster_b', type: 'integer', nullable: true })
  clusterB: number | null;

  @Column({ name: 'cluster_c', type: 'integer', nullable: true })
  clusterC: number | null;

  @Column({ name: 'cluster_d', type: 'integer', nullable: true })
  clusterD: number | null;

  @Column({ name: 'cluster_e', type: 'integer', nullable: true })
  clusterE: number | null;

  @Column({ type: 'jsonb' })
  responses: Pcl5Answer[];

  @Column({ type: 'boolean', default: false })
  completed: boolean;

  /** The user chose Skip Assessment: score and clusters are 0, every answer null. */
  @Column({ type: 'boolean', default: false })
  skipped: boolean;

  @Column({ name: 'screen_positive', type: 'boolean', nullable: true })
  screenPositive: boolean | null;

  @Column({ name: 'answered_count', type: 'integer', nullable: true })
  answeredCount: number | null;

  /** 1 as submitted; each review in the chat saves the next version (earlier ones in pcl5_assessment_versions). */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /** When the latest review saved this version; a review never moves completed_at, so the monthly cycle holds. */
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** From the server's Clock (created_at is the database's own time). */
  @Column({ name: 'completed_at', type: 'timestamptz', default: () => 'now()' })
  completedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
