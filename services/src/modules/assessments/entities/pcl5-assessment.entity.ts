import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** One PCL-5 self-assessment (20 answers, 0-4 each) and its scores. */
@Entity({ name: 'pcl5_assessments' })
export class Pcl5Assessment {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('pcl5_assessments_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'pcl5_assessments_user_id_fkey' })
  user?: User;

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
  responses: unknown;

  @Column({ type: 'boolean', default: false })
  completed: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
