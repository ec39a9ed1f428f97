import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { IntegrationServiceId, IntegrationType } from '@anchor/contracts';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

/** One OAuth authorization in flight: the state's nonce (hashed), its session, PKCE verifier and expiry. Single use. */
@Entity({ name: 'integration_states' })
export class IntegrationStateEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('integration_states_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'integration_states_user_id_fkey' })
  user?: UserEntity;

  /** The session that started it: the callback must come back in that same session. */
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @Column({ type: 'varchar', length: 30 })
  service: IntegrationServiceId;

  @Column({ type: 'varchar', length: 10 })
  type: IntegrationType;

  @Column({ name: 'nonce_hash', type: 'char', length: 64, unique: true })
  nonceHash: string;

  @Column({ name: 'code_verifier', type: 'text', transformer: encryptedText })
  codeVerifier: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
