import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A provider asking a patient (by email) to assign them; nothing is shared until the patient accepts. Only a
 * patient whose verified address equals `patientEmail` sees or accepts it, and only until `expiresAt`.
 */
@Entity({ name: 'patient_invitations' })
// (provider_user_id, created_at) counts a provider's recent and open invitations.
@Index('patient_invitations_provider_idx', ['providerUserId', 'createdAt'])
export class PatientInvitationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'provider_user_id', type: 'integer' })
  providerUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_user_id', foreignKeyConstraintName: 'patient_invitations_provider_fkey' })
  provider?: UserEntity;

  @Index('patient_invitations_email_idx')
  @Column({ name: 'patient_email', type: 'varchar', length: 254 })
  patientEmail: string;

  @Column({ name: 'patient_name', type: 'varchar', length: 200, nullable: true })
  patientName: string | null;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  /** The patient said no: the invitation can no longer be accepted and the portal shows it declined. */
  @Column({ name: 'declined_at', type: 'timestamptz', nullable: true })
  declinedAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
