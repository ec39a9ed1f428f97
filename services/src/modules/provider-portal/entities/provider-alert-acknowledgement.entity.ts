import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { ProviderSharingRecordEntity } from '../../providers/entities/provider-sharing-record.entity';
import { UserEntity } from '../../users/entities/user.entity';

/** A provider clearing the alert a shared assessment raised, with the provider's note. */
@Entity({ name: 'provider_alert_acknowledgements' })
@Unique('provider_alert_acknowledgements_key', ['providerUserId', 'shareId'])
export class ProviderAlertAcknowledgementEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'provider_user_id', type: 'integer' })
  providerUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_user_id', foreignKeyConstraintName: 'provider_alert_acknowledgements_provider_fkey' })
  provider?: UserEntity;

  @Column({ name: 'share_id', type: 'integer' })
  shareId: number;

  @ManyToOne(() => ProviderSharingRecordEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'share_id', foreignKeyConstraintName: 'provider_alert_acknowledgements_share_fkey' })
  share?: ProviderSharingRecordEntity;

  /** Clinical free text: encrypted at rest. */
  @Column({ type: 'text', transformer: encryptedText })
  note: string;

  @Column({ name: 'acknowledged_at', type: 'timestamptz', default: () => 'now()' })
  acknowledgedAt: Date;
}
