import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThanOrEqual, Not, type EntityManager, type Repository } from 'typeorm';
import type { ConversationExchange, InputSource, VoiceAnalysis } from '@anchor/contracts';
import { encryptedJson, encryptedText } from '../../database/encrypted-text.transformer';
import { poolOf } from '../../database/pool';
import { type ExchangeValues, insertExchange, recentExchangeRows } from './conversations.queries';
import { ConversationEntity, type ReplyActions } from './entities/conversation.entity';

export type NewExchange = Pick<
  ConversationEntity,
  'userId' | 'sessionId' | 'message' | 'response' | 'replyType' | 'crisisTier' | 'source' | 'engineState'
> & { replyActions?: ReplyActions | null };

const LIST_LIMIT = 500;

export type RecentExchange = Pick<ConversationEntity, 'id' | 'message' | 'crisisTier' | 'engineState' | 'createdAt'>;

// The chat's reads and writes go through named statements (conversations.queries.ts); free text, the tier, the
// engine's state and the reply's actions go through the same transformers as the entity's columns.

export function toExchange(row: ConversationEntity): ConversationExchange {
  return {
    id: row.id,
    conversationId: row.sessionId,
    message: row.message,
    response: row.response,
    type: row.replyType,
    crisisTier: row.crisisTier,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stored exchanges with the assistant. Every method is scoped to the caller's own rows. */
@Injectable()
export class ConversationsService {
  constructor(@InjectRepository(ConversationEntity) private readonly rows: Repository<ConversationEntity>) {}

  /**
   * The latest exchanges of one conversation, oldest first: what the next reply needs (each message, the tier and
   * the engine's state), so the replies and analyses are not decrypted on every chat message.
   */
  async recent(userId: number, sessionId: string, limit: number): Promise<RecentExchange[]> {
    const rows = await recentExchangeRows(poolOf(this.rows), userId, sessionId, limit);
    return rows.reverse().map((row) => ({
      id: row.id,
      message: encryptedText.from(row.message) as string,
      crisisTier: encryptedText.from(row.crisis_tier) as ConversationEntity['crisisTier'],
      engineState: encryptedJson.from(row.engine_state),
      createdAt: row.created_at,
    }));
  }

  /** One INSERT, its columns encrypted as the entity declares; inside the caller's transaction when given one. */
  async append(exchange: NewExchange, manager?: EntityManager): Promise<void> {
    const values: ExchangeValues = [
      exchange.userId,
      exchange.sessionId,
      encryptedText.to(exchange.message) as string,
      encryptedText.to(exchange.response) as string,
      exchange.replyType,
      encryptedText.to(exchange.crisisTier) as string,
      exchange.source,
      encryptedJson.to(exchange.engineState) ?? null,
      encryptedJson.to(exchange.replyActions) ?? null,
    ];
    await insertExchange(poolOf(this.rows), manager, values);
  }

  /** The conversation's tier so far ('none' for a conversation not stored, or someone else's). */
  async tierOf(userId: number, sessionId: string): Promise<ConversationEntity['crisisTier']> {
    const latest = await this.rows.findOne({
      select: { id: true, crisisTier: true },
      where: { userId, sessionId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return latest?.crisisTier ?? 'none';
  }

  /**
   * Keeps an analysis with the exchange it belongs to: the latest of the caller's conversation, only when its
   * message is the analysed text. Answers whether one was annotated.
   */
  async annotateLatest(
    userId: number,
    sessionId: string,
    text: string,
    annotation: Partial<Pick<ConversationEntity, 'mood' | 'moodConfidence' | 'voiceAnalysis'>>,
    manager?: EntityManager,
  ): Promise<boolean> {
    const repository = manager ? manager.getRepository(ConversationEntity) : this.rows;
    const latest = await repository.findOne({ where: { userId, sessionId }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (!latest || latest.message !== text) return false;
    await repository.save(Object.assign(latest, annotation));
    return true;
  }

  async listNewestFirst(userId: number): Promise<ConversationExchange[]> {
    const rows = await this.rows.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: LIST_LIMIT,
    });
    return rows.map(toExchange);
  }

  /** Removes one conversation; answers how many exchanges were removed (0 for someone else's id). */
  async deleteConversation(userId: number, sessionId: string): Promise<number> {
    const result = await this.rows.delete({ userId, sessionId });
    return result.affected ?? 0;
  }

  async deleteAll(userId: number): Promise<number> {
    const result = await this.rows.delete({ userId });
    return result.affected ?? 0;
  }

  /** Detected moods and input sources only (never the text), oldest first, from an instant on. */
  async moodsSince(
    userId: number,
    from: Date,
  ): Promise<{ mood: string | null; source: InputSource; createdAt: Date }[]> {
    return this.rows.find({
      select: { id: true, mood: true, source: true, createdAt: true },
      where: { userId, createdAt: MoreThanOrEqual(from) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** The voice analyses kept with spoken messages (never the text), oldest first, from an instant on. */
  async voiceAnalysesSince(userId: number, from: Date): Promise<VoiceAnalysis[]> {
    const rows = await this.rows.find({
      select: { id: true, voiceAnalysis: true },
      where: { userId, voiceAnalysis: Not(IsNull()), createdAt: MoreThanOrEqual(from) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => row.voiceAnalysis as VoiceAnalysis);
  }
}
