import { randomUUID } from 'node:crypto';
import {
  AssistantApiPath,
  MoodApiPath,
  type ChatResponse,
  type MoodAnalysis,
  type MoodEntry,
  type VoiceAnalysis,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

function chat(client: HttpClient, message: string, conversationId: string, source: 'chat' | 'voice' = 'chat') {
  return client.post<ChatResponse>(AssistantApiPath.chat, {
    body: { message, conversationHistory: [], userContext: { conversationId, source } },
  });
}

describe('mood and voice analysis', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  const exchangeRow = async (conversationId: string) =>
    (
      await t.dataSource.query(
        'SELECT mood, mood_confidence, voice_analysis FROM conversations WHERE session_id = $1',
        [conversationId],
      )
    )[0] as { mood: string | null; mood_confidence: number | null; voice_analysis: string | null };

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'analysis-a')).client;
    b = (await signUp(t, 'analysis-b')).client;
  });
  afterAll(() => t.close());

  it('detects a mood, adds it to the mood history and keeps it encrypted with the exchange', async () => {
    const id = randomUUID();
    const text = "I'm so anxious, my heart is racing and I can't breathe";
    await chat(a, text, id);
    const res = await a.post<MoodAnalysis>(AssistantApiPath.analyzeMood, {
      body: { text, source: 'assistant', conversationId: id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mood: 'anxious', crisisTier: 'none' });
    expect(res.body.confidence).toBeGreaterThan(70);
    expect(res.body.confidence).toBeLessThanOrEqual(100);

    const [entry] = (await a.get<MoodEntry[]>(MoodApiPath.entries)).body;
    expect(entry).toMatchObject({ mood: 4, source: 'chat', confidence: res.body.confidence, notes: null });
    const row = await exchangeRow(id);
    expect(row.mood).toMatch(/^v1:/);
    expect(row.mood).not.toContain('anxious');
    expect(row.mood_confidence).toBe(res.body.confidence);
  });

  it('gives a flagged text no mood and stores none ("better off without me" reads positive to a lexicon)', async () => {
    const before = (await a.get<MoodEntry[]>(MoodApiPath.entries)).body.length;
    const res = await a.post<MoodAnalysis>(AssistantApiPath.analyzeMood, {
      body: { text: 'Everyone would be better off without me', source: 'assistant' },
    });
    expect(res.body).toEqual({ mood: 'neutral', confidence: 0, crisisTier: 'concern' });
    expect((await a.get<MoodEntry[]>(MoodApiPath.entries)).body).toHaveLength(before);
  });

  it('gives no mood in a conversation that is already flagged', async () => {
    const id = randomUUID();
    await chat(a, 'I want to end my life', id);
    const res = await a.post<MoodAnalysis>(AssistantApiPath.analyzeMood, {
      body: { text: 'I feel happy and proud today', source: 'assistant', conversationId: id },
    });
    expect(res.body).toMatchObject({ mood: 'neutral', confidence: 0 });
    expect(res.body.crisisTier).not.toBe('none');
  });

  it('analyses a voice transcript: levels, trauma-related experiences, kept encrypted with the exchange', async () => {
    const id = randomUUID();
    const transcription = "I keep having nightmares and flashbacks, I'm so anxious and on edge and I can't sleep";
    await chat(a, transcription, id, 'voice');
    const res = await a.post<VoiceAnalysis>(AssistantApiPath.voiceAnalysis, {
      body: { transcription, conversationId: id },
    });
    expect(res.status).toBe(200);
    expect(res.body.mentalHealthFlags).toEqual([]);
    expect(res.body.anxietyLevel).toBeGreaterThan(7);
    expect(res.body.depressionLevel).toBeGreaterThanOrEqual(0);
    expect(res.body.ptsdIndicators).toEqual(expect.arrayContaining(['nightmares', 'flashbacks', 'sleep_trouble']));
    const row = await exchangeRow(id);
    expect(row.voice_analysis).toMatch(/^v1:/);
    expect(row.voice_analysis).not.toContain('nightmares');
  });

  it('flags a transcript the crisis detector flags', async () => {
    const res = await a.post<VoiceAnalysis>(AssistantApiPath.voiceAnalysis, {
      body: { transcription: 'I want to kill myself' },
    });
    expect(res.body.mentalHealthFlags.length).toBeGreaterThan(0);
    expect(res.body.crisisTier).not.toBe('none');
  });

  it("never annotates another person's conversation", async () => {
    const id = randomUUID();
    const text = 'I feel calm and relaxed and peaceful';
    await chat(a, text, id);
    await b.post(AssistantApiPath.analyzeMood, { body: { text, source: 'assistant', conversationId: id } });
    await b.post(AssistantApiPath.voiceAnalysis, { body: { transcription: text, conversationId: id } });
    const row = await exchangeRow(id);
    expect(row).toEqual({ mood: null, mood_confidence: null, voice_analysis: null });
    expect((await a.get<MoodEntry[]>(MoodApiPath.entries)).body.some((e) => e.mood === 7)).toBe(false);
  });

  it.each([
    [AssistantApiPath.analyzeMood, { source: 'assistant' }, 'text'],
    [AssistantApiPath.analyzeMood, { text: '   ', source: 'voice' }, 'text'],
    [AssistantApiPath.analyzeMood, { text: 'hi', source: 'manual' }, 'source'],
    [AssistantApiPath.analyzeMood, { text: 'hi', source: 'voice', conversationId: 'x' }, 'conversationId'],
    [AssistantApiPath.voiceAnalysis, {}, 'transcription'],
    [AssistantApiPath.voiceAnalysis, { transcription: 'x'.repeat(4001) }, 'transcription'],
  ])('%s rejects a bad body with 400 naming %j', async (path, body, field) => {
    const before = (await a.get<MoodEntry[]>(MoodApiPath.entries)).body.length;
    const res = await a.post<{ field: string }>(path, { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect((await a.get<MoodEntry[]>(MoodApiPath.entries)).body).toHaveLength(before);
  });

  it.each([AssistantApiPath.analyzeMood, AssistantApiPath.voiceAnalysis])(
    '%s answers 401 without a session',
    async (path) => {
      const res = await new HttpClient(t.baseUrl).post(path, {
        body: { text: 'hi', source: 'voice', transcription: 'hi' },
      });
      expect(res.status).toBe(401);
    },
  );
});
