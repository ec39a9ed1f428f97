import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CareAuthor } from '@anchor/contracts';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * One message of the care thread between a patient and the clinician account whose access they accepted: the
 * thread is keyed by both account ids, so a provider's e-mail address plays no part in who reads it.
 */
@Entity({ name: 'care_messages' })
@Check('care_messages_author_check', `"author" IN ('patient', 'provider')`)
@Index('care_messages_thread_idx', ['patientUserId', 'providerUserId', 'createdAt'])
export class CareMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'patient_user_id', type: 'integer' })
  patientUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_user_id', foreignKeyConstraintName: 'care_messages_patient_fkey' })
  patient?: UserEntity;

  @Column({ name: 'provider_user_id', type: 'integer' })
  providerUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_user_id', foreignKeyConstraintName: 'care_messages_provider_fkey' })
  provider?: UserEntity;

  @Column({ type: 'varchar', length: 10 })
  author: CareAuthor;

  /** What was written: encrypted at rest. */
  @Column({ type: 'text', transformer: encryptedText })
  body: string;

  /** From the server's Clock. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the other side first read it. */
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;
}
