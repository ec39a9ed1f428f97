import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { NotificationEntity } from './notification.entity';
import { PushSubscriptionEntity } from './push-subscription.entity';

export type DeliveryStatus = 'sending' | 'sent' | 'failed';

/**
 * One push of one notification to one subscription. Claimed ('sending') before the HTTP call and settled
 * after it, so a retried delivery skips subscriptions the push service already accepted.
 */
@Entity({ name: 'notification_deliveries' })
@Check('notification_deliveries_status_check', `"status" IN ('sending', 'sent', 'failed')`)
export class NotificationDeliveryEntity {
  @PrimaryColumn({ name: 'notification_id', type: 'integer' })
  notificationId: number;

  @ManyToOne(() => NotificationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notification_id', foreignKeyConstraintName: 'notification_deliveries_notification_id_fkey' })
  notification?: NotificationEntity;

  @Index('notification_deliveries_subscription_id_idx')
  @PrimaryColumn({ name: 'subscription_id', type: 'integer' })
  subscriptionId: number;

  @ManyToOne(() => PushSubscriptionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'notification_deliveries_subscription_id_fkey' })
  subscription?: PushSubscriptionEntity;

  @Column({ type: 'varchar', length: 10 })
  status: DeliveryStatus;

  @Column({ type: 'integer', default: 1 })
  attempts: number;

  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
