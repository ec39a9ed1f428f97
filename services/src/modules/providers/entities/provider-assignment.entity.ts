import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A patient naming a provider who may read what the patient chooses to share. The address names the provider
 * only until the provider account whose verified address it is accepts; from then on the account's id decides,
 * so an e-mail change never moves a patient to another account.
 */
@Entity({ name: 'provider_assignments' })
export class ProviderAssignmentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('provider_assignments_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'provider_assignments_user_id_fkey' })
  user?: UserEntity;

  @Index('provider_assignments_provider_email_idx')
  @Column({ name: 'provider_email', type: 'varchar', length: 254 })
  providerEmail: string;

  /** The provider account that accepted; null while the request waits (or was declined). */
  @Index('provider_assignments_provider_user_id_idx')
  @Column({ name: 'provider_user_id', type: 'integer', nullable: true })
  providerUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_user_id', foreignKeyConstraintName: 'provider_assignments_provider_user_id_fkey' })
  provider?: UserEntity;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'declined_at', type: 'timestamptz', nullable: true })
  declinedAt: Date | null;

  @Column({ name: 'provider_name', type: 'varchar', length: 200, nullable: true })
  providerName: string | null;

  @Column({ name: 'access_level', type: 'varchar', length: 50, default: 'read' })
  accessLevel: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** The patient also lets this provider see mood and practice summaries and crisis events. */
  @Column({ name: 'share_wellness_summaries', type: 'boolean', default: false })
  shareWellnessSummaries: boolean;

  /**
   * A phone number the patient lets this provider see (the portal's Call), encrypted at rest like other personal
   * text. Bound to this assignment, so it goes when access is withdrawn; cleared when provider sharing is turned off.
   */
  @Column({ name: 'shared_phone', type: 'text', nullable: true, transformer: encryptedText })
  sharedPhone: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
