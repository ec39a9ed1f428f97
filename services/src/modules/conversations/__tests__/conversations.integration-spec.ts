import { randomUUID } from 'node:crypto';
import {
  AssistantApiPath,
  withId,
  type ChatResponse,
  type ConversationSummary,
  type CurrentConversation,
  type StoredConversation,
} from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

function chat(client: HttpClient, message: string, conversationId?: string) {
  return client.post<ChatResponse>(AssistantApiPath.chat, {
    body: { message, conversationHistory: [], userContext: conversationId ? { conversationId } : {} },
  });
}

/** Distress said little by little: the safety path asks directly within these three messages. */
const GRADUAL = ['so tired of everything', 'nobody cares about me', 'I feel worthless'];

describe('conversations kept on the server', () => {
  let t: TestApp;
  let a: HttpClient;
  let b: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t, 'kept-a')).client;
    b = (await signUp(t, 'kept-b')).client;
  });
  afterAll(() => t.close());

  it('has no current conversation before the first message', async () => {
    const res = await b.get<CurrentConversation>(AssistantApiPath.currentConversation);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ conversation: null });
    expect((await b.get<ConversationSummary[]>(AssistantApiPath.conversationSummaries)).body).toEqual([]);
  });

  it('starts a conversation for a message sent without a conversation id and answers with its id', async () => {
    const first = await chat(a, 'Hello there');
    expect(first.status).toBe(200);
    expect(first.body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    await chat(a, 'I slept badly', first.body.conversationId);
    const opened = await a.get<StoredConversation>(withId(AssistantApiPath.conversation, first.body.conversationId));
    expect(opened.body.exchanges.map((exchange) => exchange.message)).toEqual(['Hello there', 'I slept badly']);
    const again = await chat(a, 'Hello again');
    expect(again.body.conversationId).not.toBe(first.body.conversationId);
  });

  it('gives back the latest conversation with its crisis tier and the unanswered check-in buttons', async () => {
    const id = randomUUID();
    await chat(a, 'I had a nightmare about the crash', id);
    let asked: ChatResponse | undefined;
    for (const message of GRADUAL) {
      asked = (await chat(a, message, id)).body;
      if (asked.buttons.length > 0) break;
    }
    expect(asked?.buttons.length).toBeGreaterThan(0);
    const answered = (await chat(a, 'yeah', id)).body;
    expect(answered.crisisTier).toBe('concern');

    const { conversation } = (await a.get<CurrentConversation>(AssistantApiPath.currentConversation)).body;
    expect(conversation?.conversationId).toBe(id);
    expect(conversation?.crisisTier).toBe('concern');
    const last = conversation?.exchanges.at(-1);
    expect(last).toMatchObject({ message: 'yeah', response: answered.response, crisisTier: 'concern' });
    expect(last?.buttons).toEqual(answered.buttons);
    expect(conversation?.exchanges[0]).toMatchObject({
      message: 'I had a nightmare about the crash',
      crisisTier: 'none',
    });
    const asking = conversation?.exchanges.find((exchange) => exchange.response === asked?.response);
    expect(asking?.buttons).toEqual(asked?.buttons);
  });

  it('lists one line per conversation, newest first, with its first words and count', async () => {
    const summaries = (await a.get<ConversationSummary[]>(AssistantApiPath.conversationSummaries)).body;
    const current = (await a.get<CurrentConversation>(AssistantApiPath.currentConversation)).body.conversation;
    expect(summaries[0]).toMatchObject({
      conversationId: current?.conversationId,
      firstWords: 'I had a nightmare about the crash',
      exchangeCount: current?.exchanges.length,
      crisisTier: 'concern',
    });
    expect(summaries.map((summary) => summary.firstWords)).toEqual([
      'I had a nightmare about the crash',
      'Hello again',
      'Hello there',
    ]);
  });

  it('cuts a long first message at a word', async () => {
    const id = randomUUID();
    await chat(a, `${'Everything at work keeps piling up '.repeat(4)}and I cannot sleep`, id);
    const [summary] = (await a.get<ConversationSummary[]>(AssistantApiPath.conversationSummaries)).body;
    expect(summary.firstWords).toBe('Everything at work keeps piling up Everything at work keeps…');
    await a.request('DELETE', withId(AssistantApiPath.conversation, id));
  });

  it("never opens, lists or deletes another person's conversation", async () => {
    const current = (await a.get<CurrentConversation>(AssistantApiPath.currentConversation)).body.conversation;
    const id = current?.conversationId ?? '';
    const theirs = await b.get<{ message: string }>(withId(AssistantApiPath.conversation, id));
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Conversation not found');
    expect((await b.request('DELETE', withId(AssistantApiPath.conversation, id))).status).toBe(404);
    expect((await b.get<CurrentConversation>(AssistantApiPath.currentConversation)).body).toEqual({
      conversation: null,
    });
    expect((await b.get<ConversationSummary[]>(AssistantApiPath.conversationSummaries)).body).toEqual([]);
    expect((await a.get(withId(AssistantApiPath.conversation, id))).status).toBe(200);
  });

  it('answers 400 naming the id when it is not a UUID', async () => {
    const res = await a.get<{ field: string }>(withId(AssistantApiPath.conversation, 'yesterday'));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('id');
  });

  it('makes the conversation before a deleted one current again', async () => {
    const before = (await a.get<ConversationSummary[]>(AssistantApiPath.conversationSummaries)).body;
    const [newest, previous] = before;
    expect((await a.request('DELETE', withId(AssistantApiPath.conversation, newest.conversationId))).status).toBe(204);
    expect((await a.get(withId(AssistantApiPath.conversation, newest.conversationId))).status).toBe(404);
    const { conversation } = (await a.get<CurrentConversation>(AssistantApiPath.currentConversation)).body;
    expect(conversation?.conversationId).toBe(previous.conversationId);
    const after = (await a.get<ConversationSummary[]>(AssistantApiPath.conversationSummaries)).body;
    expect(after.map((summary) => summary.conversationId)).toEqual(before.slice(1).map((s) => s.conversationId));
  });
});
