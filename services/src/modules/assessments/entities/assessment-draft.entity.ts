import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Pcl5Answer } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';

/** The caller's one in-progress assessment, so a reload or another device resumes it. Cleared on submit. */
@Entity({ name: 'assessment_drafts' })
export class AssessmentDraftEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'assessment_drafts_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'jsonb' })
  responses: Pcl5Answer[];

  @Column({ name: 'current_index', type: 'integer', default: 0 })
  currentIndex: number;

  /** From the server's Clock, set on every save. */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
