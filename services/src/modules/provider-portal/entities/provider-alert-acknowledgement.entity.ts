import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { ProviderSharingRecordEntity } from '../../providers/entities/provider-sharing-record.entity';
import { CrisisEventEntity } from '../../safety/entities/crisis-event.entity';
import { UserEntity } from '../../users/entities/user.entity';

/** A provider clearing the alert a shared assessment or a shared crisis event raised (exactly one), with a note. */
@Entity({ name: 'provider_alert_acknowledgements' })
@Unique('provider_alert_acknowledgements_key', ['providerUserId', 'shareId'])
@Unique('provider_alert_acknowledgements_crisis_key', ['providerUserId', 'crisisEventId'])
@Check('provider_alert_acknowledgements_subject_check', '("share_id" IS NULL) <> ("crisis_event_id" IS NULL)')
export class ProviderAlertAcknowledgementEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'provider_user_id', type: 'integer' })
  providerUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_user_id', foreignKeyConstraintName: 'provider_alert_acknowledgements_provider_fkey' })
  provider?: UserEntity;

  @Column({ name: 'share_id', type: 'integer', nullable: true })
  shareId: number | null;

  @ManyToOne(() => ProviderSharingRecordEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'share_id', foreignKeyConstraintName: 'provider_alert_acknowledgements_share_fkey' })
  share?: ProviderSharingRecordEntity;

  @Column({ name: 'crisis_event_id', type: 'integer', nullable: true })
  crisisEventId: number | null;

  @ManyToOne(() => CrisisEventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crisis_event_id', foreignKeyConstraintName: 'provider_alert_acknowledgements_crisis_fkey' })
  crisisEvent?: CrisisEventEntity;

  /** Clinical free text: encrypted at rest. */
  @Column({ type: 'text', transformer: encryptedText })
  note: string;

  @Column({ name: 'acknowledged_at', type: 'timestamptz', default: () => 'now()' })
  acknowledgedAt: Date;
}
