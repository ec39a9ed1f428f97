import { randomUUID } from 'node:crypto';
import {
  AssessmentApiPath,
  AssistantApiPath,
  MoodApiPath,
  withId,
  type ChatResponse,
  type ConversationExchange,
  type Pcl5Answer,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { encryptedText } from '../../../database/encrypted-text.transformer';

function chat(client: HttpClient, message: string, conversationId: string, source: 'chat' | 'voice' = 'chat') {
  return client.post<ChatResponse>(AssistantApiPath.chat, {
    body: { message, conversationHistory: [], userContext: { conversationId, source } },
  });
}

describe('assistant chat', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'chat-a')).client;
    b = (await signUp(t, 'chat-b')).client;
  });
  afterAll(() => t.close());

  it('answers a quick question from the offline engine with a type and tool buttons', async () => {
    const res = await chat(a, "I'm feeling anxious", randomUUID());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'offline', crisisTier: 'none', openCrisisPanel: false, stage: 'initial' });
    expect(res.body.response.length).toBeGreaterThan(20);
    expect(res.body.buttons.map((button) => button.label)).toContain('Try breathing');
  });

  it('answers progress from the person’s own latest assessment, its change and recent moods, never another’s', async () => {
    const { client } = await signUp(t, 'chat-progress');
    const withoutData = await chat(client, 'Show my progress', randomUUID());
    expect(withoutData.body.response).not.toMatch(/check-in total was|mood check-ins average/);

    await client.post(AssessmentApiPath.assessments, { body: { responses: Array<Pcl5Answer>(20).fill(2) } });
    await client.post(AssessmentApiPath.assessments, { body: { responses: Array<Pcl5Answer>(20).fill(1) } });
    await client.post(AssessmentApiPath.markCompleted, { body: { skipped: true } });
    for (const mood of [4, 7]) await client.post(MoodApiPath.entries, { body: { mood } });
    await b.post(AssessmentApiPath.assessments, { body: { responses: Array<Pcl5Answer>(20).fill(4) } });
    await b.post(MoodApiPath.entries, { body: { mood: 1 } });

    const progress = await chat(client, 'Show my progress', randomUUID());
    expect(progress.body.type).toBe('insight');
    expect(progress.body.response).toContain(
      'Your latest PCL-5 check-in total was 20 out of 80. That is 20 points lower than the one before: a clinically meaningful change, which is encouraging.',
    );
    expect(progress.body.response).toContain('Your last 2 mood check-ins average 5.5 out of 10.');

    // A partial check-in (1 of 20 answered) is named partial: no total, change or symptom group from it.
    const partial: Pcl5Answer[] = [3, ...Array<Pcl5Answer>(19).fill(null)];
    expect((await client.post(AssessmentApiPath.assessments, { body: { responses: partial } })).status).toBe(201);
    const partialProgress = await chat(client, 'Show my progress', randomUUID());
    expect(partialProgress.body.response).toContain(
      'Your latest PCL-5 check-in is partial. Partial: 1 of 20 questions answered, so no screening result is drawn.',
    );
    expect(partialProgress.body.response).not.toMatch(/out of 80|points (lower|higher)|scored highest/);
  });

  it('runs a breathing flow with ratings before and after, and says what changed', async () => {
    const id = randomUUID();
    const start = await chat(a, "Let's try breathing", id);
    expect(start.body.type).toBe('question');
    expect(start.body.buttons).toHaveLength(12);
    expect(start.body.buttons.at(-1)).toEqual({ label: 'Stop this exercise', value: 'Stop this exercise' });
    let reply = await chat(a, '7', id);
    for (let step = 0; step < 5 && !reply.body.response.includes('from 0 to 10'); step += 1) {
      reply = await chat(a, reply.body.buttons[0]?.value ?? 'Next', id);
    }
    expect(reply.body.response).toContain('How strong is your distress now');
    const summary = await chat(a, '4', id);
    expect(summary.body.response).toContain('went from 7 to 4');
    expect(summary.body.type).toBe('insight');
    expect(summary.body.link?.href).toBe('/?tab=mindfulness&exercise=breathing');
  });

  it('answers a crisis message from the safety path, opens the panel and records the event', async () => {
    const id = randomUUID();
    const res = await chat(a, 'I want to kill myself tonight', id, 'voice');
    expect(res.body).toMatchObject({ engine: 'safety', crisisTier: 'imminent', openCrisisPanel: true });
    expect(res.body.response).toContain('988');
    const later = await chat(a, 'never mind, can you help me sleep better', id);
    expect(later.body).toMatchObject({ engine: 'safety', crisisTier: 'imminent' });
    const events = await t.dataSource.query(
      'SELECT tier, source, session_id FROM crisis_events WHERE session_id = $1',
      [id],
    );
    expect(events).toEqual([{ tier: expect.stringMatching(/^v1:/), source: 'voice', session_id: id }]);
    expect(encryptedText.from(events[0].tier)).toBe('imminent');
    // The conversation's tier and the engine's state (the check-in's answers, the topics) are encrypted too.
    const stored: { crisis_tier: string; engine_state: string }[] = await t.dataSource.query(
      'SELECT crisis_tier, engine_state FROM conversations WHERE session_id = $1 ORDER BY id',
      [id],
    );
    for (const row of stored) {
      expect([row.crisis_tier, row.engine_state]).toEqual([
        expect.stringMatching(/^v1:/),
        expect.stringMatching(/^v1:/),
      ]);
    }
    expect(stored.map((row) => encryptedText.from(row.crisis_tier))).toEqual(['imminent', 'imminent']);
  });

  it('stores both sides encrypted at rest and lists them only for their owner', async () => {
    const id = randomUUID();
    const words = 'Nightmares about the convoy again';
    await chat(a, words, id);
    const [row] = await t.dataSource.query('SELECT message, response FROM conversations WHERE session_id = $1', [id]);
    expect(row.message).not.toContain('convoy');
    expect(row.message).not.toContain(words);
    const mine = (await a.get<ConversationExchange[]>(AssistantApiPath.conversations)).body;
    expect(mine.find((exchange) => exchange.conversationId === id)?.message).toBe(words);
    const theirs = (await b.get<ConversationExchange[]>(AssistantApiPath.conversations)).body;
    expect(theirs.some((exchange) => exchange.conversationId === id)).toBe(false);
  });

  it('deletes one conversation, never another person’s, then all', async () => {
    const id = randomUUID();
    await chat(a, 'hello', id);
    expect((await b.request('DELETE', withId(AssistantApiPath.conversation, id))).status).toBe(404);
    expect((await a.request('DELETE', withId(AssistantApiPath.conversation, id))).status).toBe(204);
    const after = (await a.get<ConversationExchange[]>(AssistantApiPath.conversations)).body;
    expect(after.some((exchange) => exchange.conversationId === id)).toBe(false);
    expect((await a.request('DELETE', AssistantApiPath.conversations)).status).toBe(204);
    expect((await a.get<ConversationExchange[]>(AssistantApiPath.conversations)).body).toEqual([]);
  });

  it.each([
    [
      'a blank message',
      { message: '   ', conversationHistory: [], userContext: { conversationId: randomUUID() } },
      'message',
    ],
    [
      'a conversation id that is not a UUID',
      { message: 'hi', conversationHistory: [], userContext: { conversationId: 'conversation-1' } },
      'userContext.conversationId',
    ],
    [
      'seven history messages',
      {
        message: 'hi',
        conversationHistory: Array(7).fill({ role: 'user', content: 'x' }),
        userContext: { conversationId: randomUUID() },
      },
      'conversationHistory',
    ],
    [
      'a long message',
      { message: 'x'.repeat(4001), conversationHistory: [], userContext: { conversationId: randomUUID() } },
      'message',
    ],
  ])('rejects %s with 400 naming the field', async (_case, body, field) => {
    const res = await a.post<{ field: string; message: string }>(AssistantApiPath.chat, { body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it("answers 401 'Please log in to continue chatting' without a session", async () => {
    const res = await new HttpClient(t.baseUrl).post<{ message: string }>(AssistantApiPath.chat, {
      body: { message: 'hi', conversationHistory: [], userContext: { conversationId: randomUUID() } },
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please log in to continue chatting');
  });
});
