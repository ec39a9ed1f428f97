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
import { toExchange } from './conversations.service';
import { ConversationEntity } from './entities/conversation.entity';

/** How much of a first message the history list shows. */
const FIRST_WORDS_MAX = 60;

interface SummaryRow {
  session_id: string;
  first_message: string;
  started_at: Date;
  last_at: Date;
  exchange_count: number;
  /** Encrypted text. */
  crisis_tier: string;
}

/*
 * The newest conversations with their first message and latest tier, each looked up through the
 * (user_id, session_id, created_at) index; only the first message and the latest tier of each are decrypted.
 */
const SUMMARIES_SQL = `
  SELECT agg.session_id, first.message AS first_message, agg.started_at, agg.last_at, agg.exchange_count,
         latest.crisis_tier
  FROM (
    SELECT session_id, min(created_at) AS started_at, max(created_at) AS last_at, count(*)::int AS exchange_count
    FROM conversations WHERE user_id = $1 GROUP BY session_id ORDER BY max(created_at) DESC LIMIT $2
  ) agg
  JOIN LATERAL (
    SELECT message FROM conversations
    WHERE user_id = $1 AND session_id = agg.session_id ORDER BY created_at, id LIMIT 1
  ) first ON true
  JOIN LATERAL (
    SELECT crisis_tier FROM conversations
    WHERE user_id = $1 AND session_id = agg.session_id ORDER BY created_at DESC, id DESC LIMIT 1
  ) latest ON true
  ORDER BY agg.last_at DESC, agg.session_id`;

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
    const rows: SummaryRow[] = await this.rows.query(SUMMARIES_SQL, [userId, CONVERSATION_SUMMARIES_LIMIT]);
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
