import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  CONVERSATION_SUMMARIES_LIMIT,
  STORED_CONVERSATION_MAX_EXCHANGES,
  type ConversationSummary,
  type CrisisTierName,
  type StoredConversation,
} from '@anchor/contracts';
import { encryptedText } from '../../database/encrypted-text.transformer';
import { conversationSummaryRows } from './conversations.queries';
import { toExchange } from './conversations.service';
import { ConversationEntity } from './entities/conversation.entity';

/** How much of a first message the history list shows. */
const FIRST_WORDS_MAX = 60;

/** The start of a message on one line, cut at a word where it is long. */
export function firstWordsOf(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= FIRST_WORDS_MAX) return line;
  const cut = line.slice(0, FIRST_WORDS_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > FIRST_WORDS_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Conversations as the chat opens them again, and the history list. Scoped to the caller's own rows. */
@Injectable()
export class ConversationHistoryService {
  constructor(@InjectRepository(ConversationEntity) private readonly rows: Repository<ConversationEntity>) {}

  /** The conversation the caller spoke in last; null when they have none. */
  async current(userId: number): Promise<StoredConversation | null> {
    const latest = await this.rows.findOne({
      select: { id: true, sessionId: true },
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return latest ? this.conversation(userId, latest.sessionId) : null;
  }

  /** One conversation's latest exchanges, oldest first; null for an unknown id or someone else's. */
  async conversation(userId: number, sessionId: string): Promise<StoredConversation | null> {
    const newestFirst = await this.rows.find({
      where: { userId, sessionId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: STORED_CONVERSATION_MAX_EXCHANGES,
    });
    if (newestFirst.length === 0) return null;
    const exchanges = [...newestFirst].reverse().map((row) => ({
      ...toExchange(row),
      buttons: row.replyActions?.buttons ?? [],
      link: row.replyActions?.link ?? null,
    }));
    return { conversationId: sessionId, crisisTier: newestFirst[0].crisisTier, exchanges };
  }

  async summaries(userId: number): Promise<ConversationSummary[]> {
    // Only the first message and the latest tier of each conversation are decrypted.
    const rows = await conversationSummaryRows(this.rows, userId, CONVERSATION_SUMMARIES_LIMIT);
    return rows.map((row) => ({
      conversationId: row.session_id,
      startedAt: row.started_at.toISOString(),
      lastMessageAt: row.last_at.toISOString(),
      firstWords: firstWordsOf(encryptedText.from(row.first_message) as string),
      exchangeCount: row.exchange_count,
      crisisTier: encryptedText.from(row.crisis_tier) as CrisisTierName,
    }));
  }
}
