import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { encryptedText } from '../../../database/encrypted-text.transformer';

/**
 * The caller's one practice in progress (a thought record, a breathing session), so a reload or a tab switch
 * resumes it. Deleted when the practice is recorded or discarded, and ignored (then deleted) after a week.
 */
@Check('practice_drafts_step_check', `"step" >= 0`)
@Check('practice_drafts_suds_before_check', `"suds_before" BETWEEN 0 AND 10`)
@Entity({ name: 'practice_drafts' })
export class PracticeDraftEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer', unique: true })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'practice_drafts_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 50 })
  type: string;

  @Column({ type: 'varchar', length: 50 })
  subtype: string;

  @Column({ type: 'integer', default: 0 })
  step: number;

  /** What the person has written so far, as JSON: encrypted at rest. */
  @Column({ type: 'text', transformer: encryptedText })
  entries: string;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'suds_before', type: 'integer', nullable: true })
  sudsBefore: number | null;

  /** From the server's Clock, set on every save. */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
