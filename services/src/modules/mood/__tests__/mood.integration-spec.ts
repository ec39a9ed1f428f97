import { MoodApiPath, type MoodEntry } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
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
});
