import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/** A provider's request that a patient take a PCL-5 on a date; it reaches the patient as a reminder. */
@Entity({ name: 'scheduled_assessments' })
export class ScheduledAssessmentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'provider_user_id', type: 'integer' })
  providerUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_user_id', foreignKeyConstraintName: 'scheduled_assessments_provider_fkey' })
  provider?: UserEntity;

  @Column({ name: 'patient_user_id', type: 'integer' })
  patientUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_user_id', foreignKeyConstraintName: 'scheduled_assessments_patient_fkey' })
  patient?: UserEntity;

  /** A calendar date (YYYY-MM-DD). */
  @Column({ name: 'due_date', type: 'date' })
  dueDate: string;

  /** The provider's notes: encrypted at rest. */
  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  notes: string | null;

  /** From the server's Clock: a request is done once a share made after it arrives. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
