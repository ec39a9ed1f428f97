import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  IsNull,
  MoreThanOrEqual,
  Not,
  type EntityManager,
  type QueryDeepPartialEntity,
  type Repository,
} from 'typeorm';
import type { ConversationExchange, InputSource, VoiceAnalysis } from '@anchor/contracts';
import { ConversationEntity } from './entities/conversation.entity';

export type NewExchange = Pick<
  ConversationEntity,
  'userId' | 'sessionId' | 'message' | 'response' | 'replyType' | 'crisisTier' | 'source' | 'engineState'
>;

const LIST_LIMIT = 500;

function toExchange(row: ConversationEntity): ConversationExchange {
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
  async recent(
    userId: number,
    sessionId: string,
    limit: number,
  ): Promise<Pick<ConversationEntity, 'id' | 'message' | 'crisisTier' | 'engineState' | 'createdAt'>[]> {
    const rows = await this.rows.find({
      select: { id: true, message: true, crisisTier: true, engineState: true, createdAt: true },
      where: { userId, sessionId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.reverse();
  }

  /** One INSERT (save() would first look the new row up and then read it back). */
  async append(exchange: NewExchange, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(ConversationEntity) : this.rows;
    await repository.insert(repository.create(exchange) as QueryDeepPartialEntity<ConversationEntity>);
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
