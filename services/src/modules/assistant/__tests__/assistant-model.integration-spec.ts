import { randomUUID } from 'node:crypto';
import { AssistantApiPath, type ChatResponse } from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { startModelStandIn, type ModelStandIn } from './model-stand-in';

describe('assistant with a configured chat-completions model', () => {
  let t: TestApp;
  let model: ModelStandIn;
  let client: HttpClient;

  const chat = (message: string, conversationId = randomUUID()) =>
    client.post<ChatResponse>(AssistantApiPath.chat, {
      body: { message, conversationHistory: [{ role: 'user', content: 'earlier' }], userContext: { conversationId } },
    });

  beforeAll(async () => {
    model = await startModelStandIn();
    t = await createTestApp({
      ASSISTANT_MODEL_BASE_URL: model.baseUrl,
      ASSISTANT_MODEL_API_KEY: 'stand-in-key',
      ASSISTANT_MODEL_NAME: 'stand-in-model',
      ASSISTANT_MODEL_TIMEOUT_MS: '500',
    });
    client = (await signUp(t, 'model-user')).client;
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  beforeEach(() => {
    model.requests.length = 0;
    model.mode = 'answer';
  });

  it('sends the safety system prompt, the history and the message, and shows the model’s answer', async () => {
    const res = await chat('Tell me something about resilience');
    expect(res.body).toMatchObject({ engine: 'model', response: 'Stand-in model reply.' });
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer stand-in-key');
    expect(request.body.model).toBe('stand-in-model');
    expect(request.body.messages[0].role).toBe('system');
    expect(request.body.messages[0].content).toContain('Never diagnose');
    expect(request.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'earlier' },
      { role: 'user', content: 'Tell me something about resilience' },
    ]);
  });

  it('never calls the model for a flagged message, or for the rest of a flagged conversation', async () => {
    const id = randomUUID();
    for (const message of [
      'everyone would be better off without me',
      'I want to k1ll myself',
      'jk',
      'Tell me about resilience',
    ]) {
      const res = await chat(message, id);
      expect(res.body.engine).not.toBe('model');
    }
    expect(model.requests).toHaveLength(0);
  });

  it('falls back to the offline engine when the model times out or fails', async () => {
    model.mode = 'slow';
    const slow = await chat('Tell me something about resilience');
    expect(slow.body.engine).toBe('offline');
    model.mode = 'fail';
    const failed = await chat('Tell me something about resilience');
    expect(failed.body.engine).toBe('offline');
    expect(failed.body.response.length).toBeGreaterThan(20);
  });

  it('never sends a medication question to the model: the offline engine sends the person to their prescriber', async () => {
    const res = await chat('Can I drink alcohol with my sertraline?');
    expect(res.body.engine).toBe('offline');
    expect(res.body.response).toContain('talk to your prescriber before changing or stopping');
    expect(model.requests).toHaveLength(0);
  });

  it('does not show a model answer that uses diagnosis wording', async () => {
    model.answer = 'It sounds like you have PTSD.';
    const res = await chat('What do you think is going on with me?');
    expect(res.body.engine).toBe('offline');
    expect(res.body.response).not.toContain('you have PTSD');
    model.answer = 'Stand-in model reply.';
  });
});
