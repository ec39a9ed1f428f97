import {
  MindfulnessApiPath,
  type MindfulnessSession,
  type PracticeDraft,
  type PracticeDraftState,
  type SavePracticeDraftRequest,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HOUR } from '@anchor/services/test/test-clock';

const thought = 'I always ruin everything at work';
const draftAtStep4 = (startedAt: string): SavePracticeDraftRequest => ({
  type: 'cbt',
  subtype: 'thought_challenging',
  step: 3,
  entries: { situation: 'Meeting ran late', thought, belief: 8, emotions: { Anxious: 7 } },
  startedAt,
  sudsBefore: 7,
});
const thoughtRecord = { type: 'cbt', subtype: 'thought_challenging', duration: 900, notes: 'Thought Challenging' };

describe('the practice draft', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;
  let userA: number;

  beforeAll(async () => {
    t = await createTestApp();
    const signedUp = await signUp(t, 'draft-a');
    a = signedUp.client;
    userA = signedUp.userId;
    b = (await signUp(t, 'draft-b')).client;
  });
  afterAll(() => t.close());

  it('has none until something is saved', async () => {
    const res = await a.get<PracticeDraftState>(MindfulnessApiPath.draft);
    expect(res).toMatchObject({ status: 200, body: { draft: null } });
  });

  it('saves, updates and reads back the step and entries, encrypted at rest, to its owner only', async () => {
    const startedAt = new Date(t.clock.now().getTime() - 5 * 60_000).toISOString();
    expect((await a.put(MindfulnessApiPath.draft, { body: { ...draftAtStep4(startedAt), step: 1 } })).status).toBe(200);
    const saved = await a.put<PracticeDraft>(MindfulnessApiPath.draft, { body: draftAtStep4(startedAt) });
    expect(saved.status).toBe(200);
    const expected = { ...draftAtStep4(startedAt), updatedAt: expect.any(String) };
    expect(saved.body).toEqual(expected);
    expect((await a.get<PracticeDraftState>(MindfulnessApiPath.draft)).body).toEqual({ draft: expected });

    const rows = await t.dataSource.query('SELECT entries, step FROM practice_drafts WHERE user_id = $1', [userA]);
    expect(rows).toHaveLength(1);
    expect(rows[0].step).toBe(3);
    expect(rows[0].entries).toMatch(/^v1:/);
    expect(rows[0].entries).not.toContain('ruin');

    expect((await b.get<PracticeDraftState>(MindfulnessApiPath.draft)).body).toEqual({ draft: null });
    expect((await b.request('DELETE', MindfulnessApiPath.draft)).status).toBe(204);
    expect((await a.get<PracticeDraftState>(MindfulnessApiPath.draft)).body.draft).toEqual(expected);
  });

  it('is deleted when that practice is recorded, and kept when another one is', async () => {
    const startedAt = t.clock.now().toISOString();
    await a.put(MindfulnessApiPath.draft, { body: draftAtStep4(startedAt) });
    const breathing = { type: 'breathing', duration: 300 };
    expect((await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, { body: breathing })).status).toBe(201);
    expect((await a.get<PracticeDraftState>(MindfulnessApiPath.draft)).body.draft).not.toBeNull();

    expect((await a.post<MindfulnessSession>(MindfulnessApiPath.sessions, { body: thoughtRecord })).status).toBe(201);
    expect((await a.get<PracticeDraftState>(MindfulnessApiPath.draft)).body).toEqual({ draft: null });
  });

  it('is deleted when discarded', async () => {
    await a.put(MindfulnessApiPath.draft, { body: draftAtStep4(t.clock.now().toISOString()) });
    expect((await a.request('DELETE', MindfulnessApiPath.draft)).status).toBe(204);
    expect((await a.get<PracticeDraftState>(MindfulnessApiPath.draft)).body).toEqual({ draft: null });
  });

  it('is gone after a week untouched', async () => {
    await a.put(MindfulnessApiPath.draft, { body: draftAtStep4(t.clock.now().toISOString()) });
    const ageBy = (hours: number) =>
      t.dataSource.query(`UPDATE practice_drafts SET updated_at = $2 WHERE user_id = $1`, [
        userA,
        new Date(t.clock.now().getTime() - hours * HOUR),
      ]);
    await ageBy(6 * 24);
    expect((await a.get<PracticeDraftState>(MindfulnessApiPath.draft)).body.draft).not.toBeNull();
    await ageBy(7 * 24 + 1);
    expect((await a.get<PracticeDraftState>(MindfulnessApiPath.draft)).body).toEqual({ draft: null });
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM practice_drafts WHERE user_id = $1',
      [userA],
    );
    expect(count).toBe(0);
  });

  it.each([
    ['subtype', { subtype: 'juggling' }],
    ['step', { step: -1 }],
    ['sudsBefore', { sudsBefore: 11 }],
    ['startedAt', { startedAt: 'yesterday' }],
    ['entries', { entries: { thought: 'x'.repeat(40_001) } }],
    ['type', { type: 'meditation' }],
  ])('refuses a bad %s with a 400 naming it', async (field, change) => {
    const res = await a.put<{ field: string }>(MindfulnessApiPath.draft, {
      body: { ...draftAtStep4(t.clock.now().toISOString()), ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});
