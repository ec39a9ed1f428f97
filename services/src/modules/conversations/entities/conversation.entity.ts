import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AssistantReplyType, ChatButton, ChatLink, CrisisTierName, InputSource } from '@anchor/contracts';
import { UserEntity } from '../../users/entities/user.entity';
import { encryptedJson, encryptedText } from '../../../database/encrypted-text.transformer';

export interface ReplyActions {
  buttons: ChatButton[];
  link: ChatLink | null;
}

/**
 * One exchange with the assistant. Message, response, tier, the engine's state and the reply's actions are
 * encrypted at rest; the reply type and source (kinds of reply and input, no health data) stay plain.
 */
@Entity({ name: 'conversations' })
@Index('conversations_user_session_idx', ['userId', 'sessionId', 'createdAt'])
@Check('conversations_source_check', `"source" IN ('chat', 'voice')`)
export class ConversationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('conversations_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'conversations_user_id_fkey' })
  user?: UserEntity;

  /** The conversation this exchange belongs to (one chat session). */
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @Column({ type: 'text', transformer: encryptedText })
  message: string;

  @Column({ type: 'text', transformer: encryptedText })
  response: string;

  @Column({ name: 'reply_type', type: 'varchar', length: 20, default: 'support' })
  replyType: AssistantReplyType;

  /** The conversation's tier after this exchange; it never goes down within a conversation. */
  @Column({ name: 'crisis_tier', type: 'text', transformer: encryptedText })
  crisisTier: CrisisTierName;

  @Column({ type: 'varchar', length: 10, default: 'chat' })
  source: InputSource;

  /** Where the scripted flow, stage and safety check-in stood after this exchange (no free text): encrypted JSON. */
  @Column({ name: 'engine_state', type: 'text', nullable: true, transformer: encryptedJson })
  engineState: unknown;

  /** The answer buttons and link the reply offered (engine-made, never the person's words); null when none. */
  @Column({ name: 'reply_actions', type: 'text', nullable: true, transformer: encryptedJson })
  replyActions: ReplyActions | null;

  /** The mood detected in the message (when the person was told of it): encrypted at rest. */
  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  mood: string | null;

  @Column({ name: 'mood_confidence', type: 'integer', nullable: true })
  moodConfidence: number | null;

  /** The voice analysis of a spoken message: encrypted JSON at rest. */
  @Column({ name: 'voice_analysis', type: 'text', nullable: true, transformer: encryptedJson })
  voiceAnalysis: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
