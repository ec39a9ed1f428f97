import {
  MOOD_ENTRIES_MAX_STORED,
  MoodApiPath,
  withId,
  type MoodEntry,
  type TodayMoodEntryResponse,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

describe('mood check-ins', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'mood-a')).client;
    b = (await signUp(t, 'mood-b')).client;
  });
  afterAll(() => t.close());

  it('refuses a check-in past the per-person limit with a sentence, saving nothing', async () => {
    const { client, userId } = await signUp(t, 'mood-full');
    await t.dataSource.query(`INSERT INTO mood_entries (user_id, mood) SELECT $1, 5 FROM generate_series(1, $2)`, [
      userId,
      MOOD_ENTRIES_MAX_STORED,
    ]);
    const res = await client.post(MoodApiPath.entries, { body: { mood: 6 } });
    expect(res).toMatchObject({
      status: 400,
      body: {
        field: 'mood',
        message:
          'mood: Anchor keeps up to 50,000 check-ins for each person, and you have reached that. Nothing was saved.',
      },
    });
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM mood_entries WHERE user_id = $1', [
      userId,
    ]);
    expect(count).toBe(MOOD_ENTRIES_MAX_STORED);
  });

  it('creates a check-in with defaults and lists the caller’s entries newest first', async () => {
    const first = await a.post<MoodEntry>(MoodApiPath.entries, { body: { mood: 4 } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      mood: 4,
      energy: null,
      anxiety: null,
      notes: null,
      source: 'manual',
      confidence: null,
      createdAt: expect.any(String),
      crisisTier: 'none',
      crisisUncertain: false,
    });
    const second = await a.post<MoodEntry>(MoodApiPath.entries, {
      body: { mood: 7, energy: 5, anxiety: 3, notes: 'Slept well', source: 'reminder' },
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ mood: 7, energy: 5, anxiety: 3, notes: 'Slept well', source: 'reminder' });

    const list = await a.get<MoodEntry[]>(MoodApiPath.entries);
    expect(list.status).toBe(200);
    expect(list.body.map((entry) => entry.id)).toEqual([second.body.id, first.body.id]);
    const limited = await a.get<MoodEntry[]>(`${MoodApiPath.entries}?limit=1`);
    expect(limited.body.map((entry) => entry.id)).toEqual([second.body.id]);
    // The answer to the POST is the stored entry, to the database's own timestamp, and the crisis check of its notes.
    const check = { crisisTier: 'none', crisisUncertain: false };
    expect(list.body.map((entry) => ({ ...entry, ...check }))).toEqual([second.body, first.body]);
  });

  it.each([
    ['0', { mood: 0 }, 'mood'],
    ['11', { mood: 11 }, 'mood'],
    ['2.5', { mood: 2.5 }, 'mood'],
    ['missing', {}, 'mood'],
    ['a text mood', { mood: '5' }, 'mood'],
    ['energy out of range', { mood: 5, energy: 11 }, 'energy'],
    ['anxiety 0', { mood: 5, anxiety: 0 }, 'anxiety'],
    ['notes over 2000 characters', { mood: 5, notes: 'x'.repeat(2001) }, 'notes'],
    ['an unknown source', { mood: 5, source: 'push' }, 'source'],
    ['a field of its own', { mood: 5, userId: 1 }, 'userId'],
  ])('rejects %s with 400 naming the field', async (_case, body, field) => {
    const res = await a.post<{ field: string; message: string }>(MoodApiPath.entries, { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(new RegExp(`^${field}: `));
  });

  it('rejects a limit over 100', async () => {
    const res = await a.get<{ field: string }>(`${MoodApiPath.entries}?limit=101`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('limit');
  });

  it('never returns another user’s entries', async () => {
    await b.post(MoodApiPath.entries, { body: { mood: 9, notes: 'B only' } });
    const seenByA = (await a.get<MoodEntry[]>(MoodApiPath.entries)).body;
    expect(seenByA.some((entry) => entry.notes === 'B only')).toBe(false);
    const seenByB = (await b.get<MoodEntry[]>(MoodApiPath.entries)).body;
    expect(seenByB).toHaveLength(1);
    expect(seenByB[0]).toMatchObject({ mood: 9, notes: 'B only' });
  });

  it('requires a session', async () => {
    const anonymous = new HttpClient(t.baseUrl);
    expect((await anonymous.get(MoodApiPath.entries)).status).toBe(401);
    expect((await anonymous.post(MoodApiPath.entries, { body: { mood: 5 } })).status).toBe(401);
  });

  it('stores notes encrypted at rest', async () => {
    const plaintext = 'Nightmare again, felt on edge all morning';
    const created = await a.post<MoodEntry>(MoodApiPath.entries, { body: { mood: 3, notes: plaintext } });
    const [row] = await t.dataSource.query('SELECT notes FROM mood_entries WHERE id = $1', [created.body.id]);
    expect(typeof row.notes).toBe('string');
    expect(row.notes).not.toContain(plaintext);
    expect(row.notes).not.toContain('Nightmare');
    expect((await a.get<MoodEntry[]>(`${MoodApiPath.entries}?limit=1`)).body[0].notes).toBe(plaintext);
  });

  describe('today’s check-in', () => {
    let c: HttpClient;
    beforeAll(async () => {
      c = (await signUp(t, 'mood-today')).client;
    });

    it('answers null before the first check-in of the day, then the latest one of today', async () => {
      expect((await c.get<TodayMoodEntryResponse>(MoodApiPath.today)).body).toEqual({ entry: null });
      await c.post(MoodApiPath.entries, { body: { mood: 3 } });
      const latest = await c.post<MoodEntry>(MoodApiPath.entries, { body: { mood: 5, energy: 4 } });
      const today = await c.get<TodayMoodEntryResponse>(MoodApiPath.today);
      expect(today.status).toBe(200);
      expect(today.body.entry).toMatchObject({ id: latest.body.id, mood: 5, energy: 4 });
    });

    it('changes today’s entry in place, notes still encrypted, and keeps its source', async () => {
      const { entry } = (await c.get<TodayMoodEntryResponse>(MoodApiPath.today)).body;
      const changed = await c.patch<MoodEntry>(withId(MoodApiPath.entry, entry!.id), {
        body: { mood: 8, energy: null, anxiety: 2, notes: 'Better after a walk' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id: entry!.id, mood: 8, energy: null, anxiety: 2, source: 'manual' });
      expect(changed.body.notes).toBe('Better after a walk');
      const [row] = await t.dataSource.query('SELECT notes FROM mood_entries WHERE id = $1', [entry!.id]);
      expect(row.notes).not.toContain('walk');
      expect((await c.get<MoodEntry[]>(MoodApiPath.entries)).body).toHaveLength(2);
    });

    it('rejects a bad edit with 400 naming the field and changes nothing', async () => {
      const { entry } = (await c.get<TodayMoodEntryResponse>(MoodApiPath.today)).body;
      for (const [body, field] of [
        [{ mood: 11 }, 'mood'],
        [{ mood: 5, anxiety: 0 }, 'anxiety'],
        [{ mood: 5, source: 'reminder' }, 'source'],
      ] as const) {
        const res = await c.patch<{ field: string }>(withId(MoodApiPath.entry, entry!.id), { body });
        expect(res.status).toBe(400);
        expect(res.body.field).toBe(field);
      }
      expect((await c.get<TodayMoodEntryResponse>(MoodApiPath.today)).body.entry).toMatchObject({ mood: 8 });
    });

    it('refuses to change an earlier day’s entry and answers 404 for another user’s', async () => {
      const { entry } = (await c.get<TodayMoodEntryResponse>(MoodApiPath.today)).body;
      const other = await a.patch(withId(MoodApiPath.entry, entry!.id), { body: { mood: 1 } });
      expect(other.status).toBe(404);

      const now = t.clock.now();
      const d = (await signUp(t, 'mood-two-days-ago')).client;
      const old = await d.post<MoodEntry>(MoodApiPath.entries, { body: { mood: 4 } });
      t.clock.travelTo(new Date(now.getTime() + 2 * 86_400_000));
      try {
        // Two days on, the session has ended: sign in again.
        await signIn(d, 'mood-two-days-ago');
        const late = await d.patch<{ message: string }>(withId(MoodApiPath.entry, old.body.id), { body: { mood: 9 } });
        expect(late.status).toBe(409);
        expect(late.body.message).toBe('Only today’s check-in can be changed.');
        expect((await d.get<TodayMoodEntryResponse>(MoodApiPath.today)).body).toEqual({ entry: null });
        expect((await d.get<MoodEntry[]>(MoodApiPath.entries)).body[0]).toMatchObject({ mood: 4 });
      } finally {
        t.clock.travelTo(now);
      }
    });
  });
});
