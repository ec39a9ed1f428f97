import type { PgPool } from '../../database/pool';
import type { Queryable } from '../../database/queryable';

// The mood_entries table's SQL, every statement scoped to one user.

/** The mood scores of the user's latest entries of these sources, newest first (a named statement: read per reply). */
export async function recentMoodScores(
  pool: PgPool,
  userId: number,
  limit: number,
  sources: readonly string[],
): Promise<number[]> {
  const { rows } = await pool.query<{ mood: number }>({
    name: 'mood-entries-recent-check-in-scores',
    text: `SELECT mood FROM mood_entries WHERE user_id = $1 AND source = ANY($3)
             ORDER BY created_at DESC, id DESC LIMIT $2`,
    values: [userId, limit, [...sources]],
  });
  return rows.map((row) => row.mood);
}

export interface DailyMoodRow {
  day: string;
  mood: string;
  energy: string | null;
  anxiety: string | null;
}

/**
 * The mean scores of the user's entries of these sources for each local day (in `timeZone`) from `fromDay` on,
 * to one decimal, oldest first; the day's bounds are taken in the person's zone, so the (user_id, created_at)
 * index narrows the rows first.
 */
export function dailyMoodMeans(
  db: Queryable,
  userId: number,
  fromDay: string,
  timeZone: string,
  sources: readonly string[],
): Promise<DailyMoodRow[]> {
  return db.query(
    `SELECT to_char(created_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day,
                round(avg(mood), 1) AS mood, round(avg(energy), 1) AS energy, round(avg(anxiety), 1) AS anxiety
         FROM mood_entries
         WHERE user_id = $1 AND source = ANY($4) AND created_at >= ($2::date::timestamp AT TIME ZONE $3)
         GROUP BY 1 ORDER BY 1`,
    [userId, fromDay, timeZone, [...sources]],
  );
}
