import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

export type PushSubscriptionKind = 'web' | 'native';

/** A browser's Web Push subscription (endpoint + keys) or a native device token. */
@Entity({ name: 'push_subscriptions' })
@Unique('push_subscriptions_endpoint_key', ['endpoint'])
@Unique('push_subscriptions_native_token_key', ['nativeToken'])
@Check(
  'push_subscriptions_kind_check',
  `("kind" = 'web' AND "endpoint" IS NOT NULL AND "p256dh" IS NOT NULL AND "auth" IS NOT NULL) OR ("kind" = 'native' AND "native_token" IS NOT NULL AND "platform" IN ('ios', 'android'))`,
)
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('push_subscriptions_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'push_subscriptions_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 10 })
  kind: PushSubscriptionKind;

  @Column({ type: 'text', nullable: true })
  endpoint: string | null;

  @Column({ type: 'text', nullable: true })
  p256dh: string | null;

  @Column({ type: 'text', nullable: true })
  auth: string | null;

  @Column({ name: 'native_token', type: 'text', nullable: true })
  nativeToken: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  platform: 'ios' | 'android' | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
