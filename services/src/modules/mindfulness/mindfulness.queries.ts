import type { MindfulnessType } from '@anchor/contracts';
import type { Queryable } from '../../database/queryable';

// The mindfulness_sessions table's SQL, every statement scoped to one user; calendar days are the person's own.

/**
 * Completed sessions of the calendar month of `now` in `timeZone` (a session at 23:30 on the 31st, local time,
 * belongs to that month wherever the server runs), counted per type and subtype.
 */
export function monthSessionCounts(
  db: Queryable,
  userId: number,
  now: Date,
  timeZone: string,
): Promise<{ type: MindfulnessType; subtype: string | null; count: string }[]> {
  return db.query(
    `SELECT type, subtype, count(*) AS count FROM mindfulness_sessions
       WHERE user_id = $1 AND completed
         AND created_at >= date_trunc('month', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3
         AND created_at < (date_trunc('month', $2::timestamptz AT TIME ZONE $3) + interval '1 month') AT TIME ZONE $3
       GROUP BY type, subtype`,
    [userId, now, timeZone],
  );
}

/** Distinct calendar days (YYYY-MM-DD) with a completed session in `timeZone`, oldest first. */
export async function practiceDays(db: Queryable, userId: number, timeZone: string): Promise<string[]> {
  const rows: { day: string }[] = await db.query(
    `SELECT DISTINCT to_char(created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day FROM mindfulness_sessions
       WHERE user_id = $1 AND completed ORDER BY day`,
    [userId, timeZone],
  );
  return rows.map((row) => row.day);
}

/** The calendar day (YYYY-MM-DD) of `now` in `timeZone`, as PostgreSQL reckons the days above. */
export async function dayIn(db: Queryable, now: Date, timeZone: string): Promise<string> {
  const [{ today }]: { today: string }[] = await db.query(
    `SELECT to_char($1::timestamptz AT TIME ZONE $2, 'YYYY-MM-DD') AS today`,
    [now, timeZone],
  );
  return today;
}
