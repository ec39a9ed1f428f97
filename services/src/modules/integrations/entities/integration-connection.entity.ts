import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { IntegrationServiceId, IntegrationStatus, IntegrationType } from '@anchor/contracts';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/** A user's link to an outside service: a row exists only once the token exchange succeeded. Tokens are encrypted. */
@Entity({ name: 'integration_connections' })
@Index('integration_connections_user_id_service_key', ['userId', 'service'], { unique: true })
export class IntegrationConnectionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'integration_connections_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 30 })
  service: IntegrationServiceId;

  @Column({ type: 'varchar', length: 10 })
  type: IntegrationType;

  @Column({ type: 'varchar', length: 30 })
  status: IntegrationStatus;

  @Column({ name: 'access_token', type: 'text', transformer: encryptedText })
  accessToken: string;

  @Column({ name: 'refresh_token', type: 'text', nullable: true, transformer: encryptedText })
  refreshToken: string | null;

  @Column({ name: 'token_expires_at', type: 'timestamptz', nullable: true })
  tokenExpiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
