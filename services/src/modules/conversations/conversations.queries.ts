import type { PgPool } from '../../database/pool';
import type { Queryable } from '../../database/queryable';

// The conversations table's SQL, every statement scoped to one user. Raw SQL bypasses the entity's transformers:
// the callers encrypt and decrypt the free text, the tier, the engine's state and the reply's actions.

/** A stored exchange as the chat reads it back: message, tier and engine state are encrypted text. */
export interface RecentRow {
  id: number;
  message: string;
  crisis_tier: string;
  engine_state: string | null;
  created_at: Date;
}

/** One conversation in the history list: its first message and latest tier still encrypted. */
export interface SummaryRow {
  session_id: string;
  first_message: string;
  started_at: Date;
  last_at: Date;
  exchange_count: number;
  crisis_tier: string;
}

/*
 * The chat's two statements per message, written out and prepared once per connection: TypeORM's find and insert
 * built them anew on every message and took about a third of a chat reply's CPU.
 */
const RECENT_SQL =
  'SELECT id, message, crisis_tier, engine_state, created_at FROM conversations ' +
  'WHERE user_id = $1 AND session_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3';
const APPEND_SQL =
  'INSERT INTO conversations (user_id, session_id, message, response, reply_type, crisis_tier, source, engine_state, reply_actions) ' +
  'VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)';

/** The latest `limit` exchanges of one conversation, newest first. */
export async function recentExchangeRows(
  pool: PgPool,
  userId: number,
  sessionId: string,
  limit: number,
): Promise<RecentRow[]> {
  const { rows } = await pool.query<RecentRow>({
    name: 'conversations-recent',
    text: RECENT_SQL,
    values: [userId, sessionId, limit],
  });
  return rows;
}

/** The row's columns in APPEND_SQL's order, free text already encrypted. */
export type ExchangeValues = [
  userId: number,
  sessionId: string,
  message: string,
  response: string,
  replyType: string,
  crisisTier: string,
  source: string,
  engineState: string | null,
  replyActions: string | null,
];

/** One INSERT: inside the caller's transaction when given its manager, else a named statement on the pool. */
export async function insertExchange(
  pool: PgPool,
  manager: Queryable | undefined,
  values: ExchangeValues,
): Promise<void> {
  if (manager) await manager.query(APPEND_SQL, values);
  else await pool.query({ name: 'conversations-append', text: APPEND_SQL, values });
}

/**
 * The newest `limit` conversations with their first message and latest tier, each looked up through the
 * (user_id, session_id, created_at) index.
 */
export function conversationSummaryRows(db: Queryable, userId: number, limit: number): Promise<SummaryRow[]> {
  return db.query(
    `
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
  ORDER BY agg.last_at DESC, agg.session_id`,
    [userId, limit],
  );
}
