import {
  AccountApiPath,
  JOURNAL_ENTRIES_MAX_STORED,
  MindfulnessApiPath,
  withId,
  type JournalEntry,
  type MeditationTimer,
  type MeditationTimerState,
  type MindfulnessSession,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const thoughtRecord = { type: 'cbt', subtype: 'thought_challenging', duration: 900, notes: 'Thought Challenging' };

describe('the mindfulness journal', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'journal-a')).client;
    b = (await signUp(t, 'journal-b')).client;
  });
  afterAll(() => t.close());

  it('keeps nothing of what a person wrote unless they chose to save it', async () => {
    const created = await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, { body: thoughtRecord });
    expect(created.status).toBe(201);
    expect(created.body.journalEntryId).toBeNull();
    expect((await a.get<JournalEntry[]>(MindfulnessApiPath.journal)).body).toEqual([]);
  });

  it('refuses a journal entry past the per-person limit with a sentence, recording nothing of the practice', async () => {
    const { client, userId } = await signUp(t, 'journal-full');
    await t.dataSource.query(
      `INSERT INTO mindfulness_journal_entries (user_id, type, text) SELECT $1, 'cbt', 'x' FROM generate_series(1, $2)`,
      [userId, JOURNAL_ENTRIES_MAX_STORED],
    );
    const res = await client.post(MindfulnessApiPath.sessions, { body: { ...thoughtRecord, journalText: 'one more' } });
    expect(res).toMatchObject({
      status: 400,
      body: {
        field: 'journalText',
        message:
          'journalText: Anchor keeps up to 20,000 journal entries for each person, and you have reached that. Nothing was saved.',
      },
    });
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM mindfulness_sessions WHERE user_id = $1',
      [userId],
    );
    expect(count).toBe(0);
    expect((await client.post(MindfulnessApiPath.sessions, { body: thoughtRecord })).status).toBe(201);
  });

  it('saves a chosen entry encrypted at rest and reads it back to its owner only', async () => {
    const text = 'Thought: I always ruin everything. Evidence against: I finished the project on time.';
    const created = await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
      body: { ...thoughtRecord, sudsBefore: 8, sudsAfter: 5, journalText: text },
    });
    expect(created.status).toBe(201);
    const entryId = created.body.journalEntryId;
    expect(entryId).toEqual(expect.any(Number));

    const [raw] = await t.dataSource.query('SELECT text FROM mindfulness_journal_entries WHERE id = $1', [entryId]);
    expect(raw.text).toMatch(/^v1:/);
    expect(raw.text).not.toContain('ruin');

    const mine = await a.get<JournalEntry[]>(MindfulnessApiPath.journal);
    expect(mine.body).toEqual([
      { id: entryId, type: 'cbt', subtype: 'thought_challenging', text, createdAt: expect.any(String) },
    ]);
    expect((await b.get<JournalEntry[]>(MindfulnessApiPath.journal)).body).toEqual([]);
    expect((await b.request('DELETE', withId(MindfulnessApiPath.journalEntry, entryId!))).status).toBe(404);
    expect((await a.get<JournalEntry[]>(MindfulnessApiPath.journal)).body).toHaveLength(1);
  });

  it('includes journal entries and distress ratings in the account export', async () => {
    const exported = await a.get<{ tables: Record<string, { rows: Record<string, unknown>[] }> }>(
      AccountApiPath.export,
    );
    expect(exported.status).toBe(200);
    expect(exported.body.tables.mindfulness_journal_entries.rows).toEqual([
      expect.objectContaining({ text: expect.stringContaining('I always ruin everything') }),
    ]);
    expect(exported.body.tables.mindfulness_sessions.rows).toContainEqual(
      expect.objectContaining({ sudsBefore: 8, sudsAfter: 5 }),
    );
  });

  it('pages newest first from the entry before which the next page starts, and names a bad cursor', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const created = await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, {
        body: { ...thoughtRecord, journalText: `Page entry ${n}` },
      });
      ids.push(created.body.journalEntryId!);
    }
    const first = await a.get<JournalEntry[]>(`${MindfulnessApiPath.journal}?limit=2`);
    expect(first.body.map((entry) => entry.text)).toEqual(['Page entry 3', 'Page entry 2']);
    const next = await a.get<JournalEntry[]>(`${MindfulnessApiPath.journal}?limit=2&before=${first.body[1].id}`);
    expect(next.body.map((entry) => entry.text)).toEqual(['Page entry 1', expect.stringContaining('ruin')]);
    expect((await b.get<JournalEntry[]>(`${MindfulnessApiPath.journal}?before=${ids[2] + 1}`)).body).toEqual([]);

    const bad = await a.get<{ field: string }>(`${MindfulnessApiPath.journal}?before=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('before');
    for (const id of ids) await a.request('DELETE', withId(MindfulnessApiPath.journalEntry, id));
  });

  it('deletes an entry for good', async () => {
    const [entry] = (await a.get<JournalEntry[]>(MindfulnessApiPath.journal)).body;
    expect((await a.request('DELETE', withId(MindfulnessApiPath.journalEntry, entry.id))).status).toBe(204);
    expect((await a.get<JournalEntry[]>(MindfulnessApiPath.journal)).body).toEqual([]);
    expect((await a.request('DELETE', withId(MindfulnessApiPath.journalEntry, entry.id))).status).toBe(404);
  });
});

describe('the meditation timer', () => {
  let t: TestApp;
  let a: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'timer-a')).client;
  });
  afterAll(() => t.close());

  const pendingBells = async () => {
    const rows: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.username = 'timer-a' AND n.status = 'pending' AND n.scheduled_for IS NOT NULL`,
    );
    return rows[0].n;
  };

  it('fixes the end on the server, keeps it and the rating before across reads, and schedules the end bell', async () => {
    const started = await a.post<MeditationTimer>(MindfulnessApiPath.meditationTimer, {
      body: { duration: 600, sudsBefore: 7 },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ remainingMs: 600_000, sudsBefore: 7 });
    expect(await pendingBells()).toBe(1);
    const [row] = await t.dataSource.query(
      'SELECT scheduled_for FROM notifications WHERE schedule_id = (SELECT bell_reminder_id FROM meditation_timers)',
    );
    expect(new Date(row.scheduled_for).toISOString()).toBe(started.body.endsAt);

    t.clock.advance(90_000);
    const read = await a.get<MeditationTimerState>(MindfulnessApiPath.meditationTimer);
    expect(read.body.timer).toEqual({
      duration: 600,
      endsAt: started.body.endsAt,
      remainingMs: 510_000,
      sudsBefore: 7,
    });
  });

  it('withdraws the bell when the person stops early', async () => {
    expect((await a.request('DELETE', MindfulnessApiPath.meditationTimer)).status).toBe(204);
    expect((await a.get<MeditationTimerState>(MindfulnessApiPath.meditationTimer)).body).toEqual({ timer: null });
    expect(await pendingBells()).toBe(0);
  });

  it.each([
    ['a length that is not 5, 10, 15 or 20 minutes', { duration: 42 }, 'duration'],
    ['a rating before of 11', { duration: 300, sudsBefore: 11 }, 'sudsBefore'],
  ])('refuses %s with 400 naming the field and starts nothing', async (_case, body, field) => {
    const res = await a.post<{ field: string }>(MindfulnessApiPath.meditationTimer, { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await pendingBells()).toBe(0);
    expect((await a.get<MeditationTimerState>(MindfulnessApiPath.meditationTimer)).body).toEqual({ timer: null });
  });

  it('keeps one timer and one bell when starts arrive at the same moment, and answers each in a sentence', async () => {
    const starts = await Promise.all(
      Array.from({ length: 6 }, () =>
        a.post<{ message?: string }>(MindfulnessApiPath.meditationTimer, { body: { duration: 300 } }),
      ),
    );
    for (const res of starts) expect([201, 409]).toContain(res.status);
    for (const res of starts.filter((r) => r.status === 409))
      expect(res.body.message).toMatch(/^A meditation has just been started/);
    const [{ n: timers }] = await t.dataSource.query(
      "SELECT count(*)::int AS n FROM meditation_timers m JOIN users u ON u.id = m.user_id WHERE u.username = 'timer-a'",
    );
    expect(timers).toBe(1);
    expect(await pendingBells()).toBe(1);
    expect((await a.request('DELETE', MindfulnessApiPath.meditationTimer)).status).toBe(204);
    expect(await pendingBells()).toBe(0);
  });

  it('starts without a rating before when the person skipped it', async () => {
    const started = await a.post<MeditationTimer>(MindfulnessApiPath.meditationTimer, { body: { duration: 300 } });
    expect(started.body.sudsBefore).toBeNull();
    expect((await a.get<MeditationTimerState>(MindfulnessApiPath.meditationTimer)).body.timer?.sudsBefore).toBeNull();
    expect((await a.request('DELETE', MindfulnessApiPath.meditationTimer)).status).toBe(204);
  });
});
