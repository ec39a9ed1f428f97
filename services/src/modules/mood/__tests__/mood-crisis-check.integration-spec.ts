import { MOOD_NOTES_MAX_LENGTH, MoodApiPath, withId, type MoodEntry, type SavedMoodEntry } from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { encryptedText } from '../../../database/encrypted-text.transformer';

const CRISIS_NOTE = 'Bad day again. I want to kill myself.';
const ORDINARY_NOTE = 'Nightmares about the crash again, but the walk with my sister helped.';

describe('the crisis check of mood check-in notes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const person = async (username: string) => {
    const { client, userId } = await signUp(t, username);
    const events = async () =>
      (
        (await t.dataSource.query(
          'SELECT tier, source, session_id AS "sessionId" FROM crisis_events WHERE user_id = $1 ORDER BY id',
          [userId],
        )) as { tier: string; source: string; sessionId: string | null }[]
      ).map((event) => ({ ...event, tier: encryptedText.from(event.tier) as string }));
    return { client, events };
  };
  const checkIn = (client: HttpClient, body: object) => client.post<SavedMoodEntry>(MoodApiPath.entries, { body });

  it('saves a flagged note whole, answers its tier and records a crisis event from the mood check-in', async () => {
    const { client, events } = await person('mood-crisis');
    const saved = await checkIn(client, { mood: 2, notes: CRISIS_NOTE });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ mood: 2, notes: CRISIS_NOTE, crisisTier: 'crisis', crisisUncertain: false });
    const [stored] = (await client.get<MoodEntry[]>(MoodApiPath.entries)).body;
    expect(stored).toMatchObject({ id: saved.body.id, notes: CRISIS_NOTE });
    expect(stored).not.toHaveProperty('crisisTier');
    expect(await events()).toEqual([{ tier: 'crisis', source: 'mood', sessionId: null }]);
  });

  it('answers none for an ordinary note and records nothing', async () => {
    const { client, events } = await person('mood-ordinary');
    const saved = await checkIn(client, { mood: 5, notes: ORDINARY_NOTE });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ notes: ORDINARY_NOTE, crisisTier: 'none', crisisUncertain: false });
    const withoutNotes = await checkIn(client, { mood: 6 });
    expect(withoutNotes.body).toMatchObject({ notes: null, crisisTier: 'none', crisisUncertain: false });
    expect(await events()).toEqual([]);
  });

  it('checks a note of the longest length whole: a plan in its last words is found', async () => {
    const { client, events } = await person('mood-long');
    const plan = ' I want to kill myself tonight.';
    const filler = 'Work was long and the train was late again. ';
    const notes =
      filler.repeat(Math.ceil(MOOD_NOTES_MAX_LENGTH / filler.length)).slice(0, MOOD_NOTES_MAX_LENGTH - plan.length) +
      plan;
    expect(notes).toHaveLength(MOOD_NOTES_MAX_LENGTH);
    const saved = await checkIn(client, { mood: 1, notes });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ notes, crisisTier: 'imminent' });
    expect(await events()).toEqual([{ tier: 'imminent', source: 'mood', sessionId: null }]);
  });

  it('checks the notes of an edit, and counts the same words once when only the scores change', async () => {
    const { client, events } = await person('mood-edit');
    const created = await checkIn(client, { mood: 4, notes: ORDINARY_NOTE });
    const path = withId(MoodApiPath.entry, created.body.id);
    const flagged = await client.patch<SavedMoodEntry>(path, { body: { mood: 3, notes: CRISIS_NOTE } });
    expect(flagged.status).toBe(200);
    expect(flagged.body).toMatchObject({ mood: 3, notes: CRISIS_NOTE, crisisTier: 'crisis' });
    const rescored = await client.patch<SavedMoodEntry>(path, { body: { mood: 2, notes: CRISIS_NOTE } });
    expect(rescored.body).toMatchObject({ mood: 2, notes: CRISIS_NOTE, crisisTier: 'crisis' });
    expect(await events()).toEqual([{ tier: 'crisis', source: 'mood', sessionId: null }]);
    const calmer = await client.patch<SavedMoodEntry>(path, { body: { mood: 5, notes: ORDINARY_NOTE } });
    expect(calmer.body).toMatchObject({ notes: ORDINARY_NOTE, crisisTier: 'none' });
    expect(await events()).toHaveLength(1);
  });
});
