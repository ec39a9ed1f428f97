import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What happened to an account's two-step sign-in. */
export type SecurityAuditKind =
  'two_factor.enabled' | 'two_factor.disabled' | 'two_factor.recovery_codes_replaced' | 'two_factor.reset_by_admin';

/**
 * A lasting record of changes to how an account proves who it is, for the administrator to read. The username is
 * copied, not joined, so the record still says whose it was after the account is deleted.
 */
@Entity({ name: 'security_audit_events' })
export class SecurityAuditEventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('security_audit_events_user_id_idx')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  @Column({ type: 'varchar', length: 64 })
  kind: SecurityAuditKind;

  /** `self` for the account's own change, otherwise who did it (the admin command records the OS user). */
  @Column({ type: 'varchar', length: 100 })
  actor: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
