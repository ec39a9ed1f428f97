import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One provider read of one patient's data. Append-only (a database trigger refuses changes); ids carry
 * no foreign keys so that deleting an account leaves the history of who read it.
 */
@Entity({ name: 'provider_audit_events' })
// (patient_user_id, created_at DESC) lives in the migration: TypeORM cannot declare a descending index column.
@Index('provider_audit_events_patient_idx', { synchronize: false })
export class ProviderAuditEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'provider_user_id', type: 'integer' })
  providerUserId: number;

  @Column({ name: 'provider_email', type: 'varchar', length: 254 })
  providerEmail: string;

  @Column({ name: 'provider_name', type: 'varchar', length: 200, nullable: true })
  providerName: string | null;

  @Column({ name: 'patient_user_id', type: 'integer' })
  patientUserId: number;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ name: 'client_address', type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
