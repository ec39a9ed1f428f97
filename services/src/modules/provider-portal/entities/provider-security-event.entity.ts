import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Something a provider account tried that was refused, kept on the provider's side: a probe of a patient who did
 * not name this provider is the provider's record, never a line in that patient's access log. Ids carry no foreign
 * keys, so deleting an account keeps the history.
 */
@Entity({ name: 'provider_security_events' })
export class ProviderSecurityEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('provider_security_events_provider_idx')
  @Column({ name: 'provider_user_id', type: 'integer' })
  providerUserId: number;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  /** The patient id the provider asked for, whether or not such a patient exists. */
  @Column({ name: 'target_patient_id', type: 'integer', nullable: true })
  targetPatientId: number | null;

  @Column({ name: 'client_address', type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
