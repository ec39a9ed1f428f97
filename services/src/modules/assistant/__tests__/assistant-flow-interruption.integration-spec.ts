import { randomUUID } from 'node:crypto';
import { AssistantApiPath, type ChatResponse } from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';

const PRESCRIBER = 'talk to your prescriber before changing or stopping';
const labels = (reply: ChatResponse) => reply.buttons.map((button) => button.label);

describe('assistant flows that let go', () => {
  let t: TestApp;
  let client: HttpClient;

  const chat = async (message: string, conversationId: string) => {
    const res = await client.post<ChatResponse>(AssistantApiPath.chat, {
      body: { message, conversationHistory: [], userContext: { conversationId } },
    });
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    client = (await signUp(t, 'flow-pause')).client;
  });
  afterAll(() => t.close());

  it('pauses a breathing flow for a medication question, answers it, and resumes at the same step', async () => {
    const id = randomUUID();
    await chat("Let's try breathing", id);
    const firstStep = await chat('7', id);
    expect(labels(firstStep)).toEqual(['Next', 'Stop this exercise']);

    const medication = await chat('Should I stop taking my sertraline? It makes me feel numb', id);
    expect(medication).toMatchObject({ engine: 'offline', crisisTier: 'none', openCrisisPanel: false });
    expect(medication.response).toContain(PRESCRIBER);
    expect(medication.response).not.toContain('we can stop here');
    expect(medication.buttons).toEqual([
      { label: 'Resume the breathing exercise', value: 'Resume the breathing exercise' },
    ]);

    const resumed = await chat('Resume the breathing exercise', id);
    expect(resumed.response).toBe(`Let's pick up the breathing exercise where we left off. ${firstStep.response}`);
    let reply = resumed;
    for (let step = 0; step < 4 && !reply.response.includes('from 0 to 10'); step += 1) {
      reply = await chat(reply.buttons[0].value, id);
    }
    const summary = await chat('3', id);
    expect(summary.response).toContain('went from 7 to 3');
  });

  it('answers a question during the rating instead of asking for a number again', async () => {
    const id = randomUUID();
    await chat("Let's try grounding", id);
    for (const question of ['Can you give me an exercise for anger?', 'Do I have PTSD?']) {
      const reply = await chat(question, id);
      expect(reply.response).not.toContain('Please pick a number from 0 to 10');
      expect(labels(reply)).toContain('Resume the grounding exercise');
    }
  });

  it('stops a flow by its button, and a later message is not taken as the flow’s answer', async () => {
    const id = randomUUID();
    await chat("Let's try grounding", id);
    await chat('5', id);
    const stopped = await chat('Stop this exercise', id);
    expect(stopped.buttons).toEqual([]);
    const after = await chat('4', id);
    expect(after.response).not.toContain('Now notice 4 things you can feel');
  });
});
