// Months of one person's history written straight into the database, for the browser test of the
// Insights tab and the insights benchmark: what the API cannot date in the past (mood check-ins,
// PCL-5 assessments, practice sessions, answered medication reminders). Health metrics go through
// the API's CSV import instead (`healthCsv`). Never used by the product itself.
import { createCipheriv, randomBytes } from 'node:crypto';
import pg from 'pg';

const DAY_MS = 86_400_000;

/** The UTC day `days` before today, as YYYY-MM-DD. */
export function dayBefore(days, now = new Date()) {
  return new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** Sleep cycles 5-9 hours; the next day's mood follows it, so a rank correlation has something to find. */
export const sleepOn = (index) => 5 + ((index * 3) % 5);
const moodAfter = (index) => Math.min(10, Math.max(1, sleepOn(index + 1) - 1 + (index % 3 === 0 ? 1 : 0)));

/** The health CSV for the `days` days before today: sleep hours, steps and exercise minutes. */
export function healthCsv(days, now = new Date()) {
  const rows = ['date,sleep_hours,sleep_quality,steps,exercise_minutes'];
  for (let index = days; index >= 1; index--) {
    rows.push(
      `${dayBefore(index, now)},${sleepOn(index)},${4 + (index % 6)},${4000 + ((index * 1237) % 7000)},${(index * 7) % 45}`,
    );
  }
  return rows.join('\n');
}

/** AES-256-GCM as the server keeps free text at rest: `v1:` + base64(iv | tag | ciphertext). */
function encrypt(text, hexKey) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(hexKey, 'hex'), iv);
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
}

const FIRST_CLUSTERS = [14, 8, 18, 14];
const LATEST_CLUSTERS = [8, 4, 12, 10];

/** A PCL-5 assessment every 29 days, the latest yesterday, the symptom groups easing from the first to the latest. */
function assessmentsWithin(days) {
  const count = Math.floor((days - 2) / 29) + 1;
  return Array.from({ length: count }, (_v, position) => {
    const share = count === 1 ? 1 : position / (count - 1);
    return {
      daysAgo: 1 + 29 * (count - 1 - position),
      clusters: FIRST_CLUSTERS.map((first, index) => Math.round(first + (LATEST_CLUSTERS[index] - first) * share)),
    };
  });
}

/** Twenty answers that add up to the cluster totals (items 1-5, 6-7, 8-14, 15-20). */
function answersFor([intrusion, avoidance, cognition, arousal]) {
  const spread = (total, count) =>
    Array.from({ length: count }, (_v, index) =>
      Math.min(4, Math.floor(total / count) + (index < total % count ? 1 : 0)),
    );
  return [...spread(intrusion, 5), ...spread(avoidance, 2), ...spread(cognition, 7), ...spread(arousal, 6)];
}

async function insertRows(client, sql, rows) {
  for (const row of rows) await client.query(sql, row);
}

/** One medication reminder a day, answered Taken most days, Snooze every 6th and not at all every 9th. */
async function seedDoses(client, { encryptionKey, userId, medication, dayIndexes, at, now }) {
  const data = encrypt(JSON.stringify({ medicationName: 'Sertraline', medicationId: medication.id }), encryptionKey);
  await insertRows(
    client,
    `INSERT INTO notifications (user_id, type, title, message, data, scheduled, scheduled_for, status, sent, sent_at,
       schedule_id, occurrence_key, action_taken, action_at, read_at)
     VALUES ($1, 'medication', $2, $3, $4, true, $5, 'sent', true, $5, $6, $7, $8, $9, $10)`,
    dayIndexes.map((index) => {
      const action = index % 9 === 0 ? null : index % 6 === 0 ? 'snooze' : 'taken';
      return [
        userId,
        encrypt('Medication reminder', encryptionKey),
        encrypt('Time to take Sertraline.', encryptionKey),
        data,
        at(index, '09'),
        medication.scheduleId,
        `s${medication.scheduleId}:${dayBefore(index, now)}`,
        action,
        action ? at(index, '10') : null,
        // Seen at the time: months of old reminders would otherwise crowd the bell.
        at(index, '10'),
      ];
    }),
  );
}

/** Seeded practice older than this many days has no recorded time, as sessions saved before it was measured. */
const UNTIMED_AFTER_DAYS = 50;

/**
 * Writes `days` days (ending yesterday, UTC) of a user's check-ins, practice and medication doses, and
 * PCL-5 assessments within them. `medication` is the { id, scheduleId } of a medication reminder the
 * user created through the API.
 */
export async function seedInsightsHistory({ databaseUrl, encryptionKey, userId, medication, days, now = new Date() }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const at = (index, hour) => new Date(`${dayBefore(index, now)}T${hour}:00:00Z`);
    const dayIndexes = Array.from({ length: days }, (_v, offset) => days - offset);
    await insertRows(
      client,
      `INSERT INTO mood_entries (user_id, mood, energy, anxiety, source, created_at) VALUES ($1, $2, $3, $4, 'manual', $5)`,
      dayIndexes.map((index) => [userId, moodAfter(index), 3 + (index % 6), 11 - moodAfter(index), at(index, '19')]),
    );
    // Planned lengths (900 s, 300 s) beside the time actually spent (7 min, 95 s); sessions more than
    // UNTIMED_AFTER_DAYS ago stand for those recorded before the time was measured: no time at all.
    await insertRows(
      client,
      `INSERT INTO mindfulness_sessions (user_id, type, subtype, duration, completed, suds_before, suds_after, created_at,
         started_at, seconds_spent)
       VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, $9)`,
      dayIndexes
        .filter((index) => index % 2 === 0)
        .map((index) => {
          const [type, subtype, duration, before, after, spent] =
            index % 4 === 0 ? ['cbt', 'thought_challenging', 900, 7, 3, 420] : ['breathing', '4-7-8', 300, 6, 5, 95];
          const ended = at(index, '12');
          const timed = index <= UNTIMED_AFTER_DAYS;
          const startedAt = timed ? new Date(ended.getTime() - spent * 1000) : null;
          return [userId, type, subtype, duration, before, after, ended, startedAt, timed ? spent : null];
        }),
    );
    await insertRows(
      client,
      `INSERT INTO pcl5_assessments (user_id, score, cluster_b, cluster_c, cluster_d, cluster_e, responses, completed,
         skipped, screen_positive, answered_count, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true, false, $8, 20, $9)`,
      assessmentsWithin(days).map(({ daysAgo, clusters }) => {
        const total = clusters.reduce((sum, value) => sum + value, 0);
        return [userId, total, ...clusters, JSON.stringify(answersFor(clusters)), total >= 33, at(daysAgo, '10')];
      }),
    );
    await seedDoses(client, { encryptionKey, userId, medication, dayIndexes, at, now });
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
