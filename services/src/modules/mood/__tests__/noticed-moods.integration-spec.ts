import { randomUUID } from 'node:crypto';
import {
  ApiPath,
  AssessmentApiPath,
  AssistantApiPath,
  InsightsApiPath,
  MoodApiPath,
  ProviderApiPath,
  type ChatResponse,
  type InsightsResponse,
  type MoodAnalysis,
  type MoodEntry,
  type ProviderPatientCard,
  type TodayMoodEntryResponse,
  type UserSettings,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { patientOf, shareScore, signedInProvider } from '@anchor/services/test/provider-test-kit';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const ANXIOUS = "I'm so anxious, my heart is racing and I can't breathe";

function chat(client: HttpClient, message: string, conversationId = randomUUID()) {
  return client.post<ChatResponse>(AssistantApiPath.chat, {
    body: { message, conversationHistory: [], userContext: { conversationId, source: 'chat' } },
  });
}

/** A typed or spoken message, then its mood analysis, as the chat sends them. */
async function noticeIn(client: HttpClient, text: string, source: 'assistant' | 'voice' = 'assistant') {
  const conversationId = randomUUID();
  await client.post<ChatResponse>(AssistantApiPath.chat, {
    body: {
      message: text,
      conversationHistory: [],
      userContext: { conversationId, source: source === 'voice' ? 'voice' : 'chat' },
    },
  });
  const res = await client.post<MoodAnalysis>(AssistantApiPath.analyzeMood, { body: { text, source, conversationId } });
  expect(res.status).toBe(200);
  return { analysis: res.body, conversationId };
}

describe('moods noticed in chat', () => {
  jest.setTimeout(60_000);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are stored with their source (chat or voice) and confidence, never as a check-in of today', async () => {
    const { client } = await signUp(t, 'noticed-stored');
    const typed = await noticeIn(client, ANXIOUS);
    const spoken = await noticeIn(client, ANXIOUS, 'voice');
    expect(typed.analysis).toMatchObject({ mood: 'anxious', crisisTier: 'none' });

    const entries = (await client.get<MoodEntry[]>(MoodApiPath.entries)).body;
    expect(entries.map((entry) => [entry.source, entry.confidence])).toEqual([
      ['voice', spoken.analysis.confidence],
      ['chat', typed.analysis.confidence],
    ]);
    expect((await client.get<TodayMoodEntryResponse>(MoodApiPath.today)).body.entry).toBeNull();
  });

  it("never count in Insights' check-in averages", async () => {
    const { client } = await signUp(t, 'noticed-insights');
    await client.post(MoodApiPath.entries, { body: { mood: 8 } });
    await noticeIn(client, ANXIOUS);
    await noticeIn(client, ANXIOUS);
    const charts = (await client.get<InsightsResponse>(InsightsApiPath.insights)).body.charts;
    expect(charts.mood).toHaveLength(1);
    expect(charts.mood[0].mood).toBe(8);
  });

  it("are never summarised as the person's check-ins by the Assistant", async () => {
    const { client } = await signUp(t, 'noticed-summary');
    await client.post(AssessmentApiPath.assessments, { body: { responses: Array(20).fill(1) } });
    await noticeIn(client, ANXIOUS);
    await noticeIn(client, ANXIOUS);
    expect((await chat(client, 'Show my progress')).body.response).not.toMatch(/mood check-ins? average/);

    await client.post(MoodApiPath.entries, { body: { mood: 7 } });
    expect((await chat(client, 'Show my progress')).body.response).toContain(
      'Your last 1 mood check-ins average 7.0 out of 10.',
    );
  });

  it('reach the provider apart from "Recent moods", which holds check-ins only', async () => {
    const provider = await signedInProvider(t, 'dr.ines@clinic.example', 'Ines Duarte');
    const patient = await patientOf(t, 'noticed-patient', 'dr.ines@clinic.example');
    const patientId = (await patient.get<{ id: number }>(ApiPath.user)).body.id;
    await shareScore(patient, 30);
    await patient.patch(AssessmentApiPath.provider, { body: { shareWellnessSummaries: true } });
    await patient.post(MoodApiPath.entries, { body: { mood: 6 } });
    const { analysis } = await noticeIn(patient, ANXIOUS);

    const cards = (await provider.get<ProviderPatientCard[]>(ProviderApiPath.patients)).body;
    const card = cards.find((each) => each.id === patientId);
    expect(card?.recentMoods).toEqual(['6/10']);
    expect(card?.noticedMoods).toEqual([{ mood: 4, confidence: analysis.confidence, createdAt: expect.any(String) }]);
  });

  it('are neither read nor stored while the person has mood noticing off; the crisis check still runs', async () => {
    const { client } = await signUp(t, 'noticed-off');
    expect((await client.get<UserSettings>(ApiPath.settings)).body.noticeMoodsInChat).toBe(true);
    const off = await client.patch<UserSettings>(ApiPath.settings, { body: { noticeMoodsInChat: false } });
    expect(off.body.noticeMoodsInChat).toBe(false);

    const { analysis, conversationId } = await noticeIn(client, ANXIOUS);
    expect(analysis).toEqual({ mood: 'neutral', confidence: 0, crisisTier: 'none' });
    expect((await client.get<MoodEntry[]>(MoodApiPath.entries)).body).toEqual([]);
    const [exchange] = await t.dataSource.query(
      'SELECT mood, mood_confidence FROM conversations WHERE session_id = $1',
      [conversationId],
    );
    expect(exchange).toEqual({ mood: null, mood_confidence: null });

    const flagged = await client.post<MoodAnalysis>(AssistantApiPath.analyzeMood, {
      body: { text: 'Everyone would be better off without me', source: 'assistant' },
    });
    expect(flagged.body.crisisTier).toBe('concern');
  });
});
