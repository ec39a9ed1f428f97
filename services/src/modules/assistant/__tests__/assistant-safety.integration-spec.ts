import { randomUUID } from 'node:crypto';
import { AssistantApiPath, type ChatResponse, type ConversationExchange } from '@anchor/contracts';
import type { HttpClient } from '@anchor/services/test/http-client';
import { signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { CrisisDetector } from '../../safety/crisis-detector.service';
import { startModelStandIn, type ModelStandIn } from './model-stand-in';
import { encryptedText } from '../../../database/encrypted-text.transformer';

/** Messages the stand-in detector puts in the grey band: no rule is certain, and the model is unsure. */
const GREY_BAND = new Set(["I don't see the point anymore", "I can't go on like this", 'what is even the point']);
const FILLER = 'Work was long today and I walked the dog by the river after dinner. ';
const PLAN = 'I have a plan to kill myself tonight with the pills I saved.';
const RESOURCES = ['988', 'HOME to 741741', '911'];

/** The question a check-in reply asks: its last sentence. */
const questionOf = (reply: string) => reply.slice(reply.lastIndexOf('. ') + 2);

describe('assistant safety path on real conversations', () => {
  let t: TestApp;
  let model: ModelStandIn;
  let client: HttpClient;

  const chat = (message: string, conversationId: string) =>
    client.post<ChatResponse>(AssistantApiPath.chat, {
      body: { message, conversationHistory: [], userContext: { conversationId } },
    });
  const eventsOf = (conversationId: string) =>
    t.dataSource
      .query<Array<{ tier: string }>>('SELECT tier FROM crisis_events WHERE session_id = $1 ORDER BY id', [
        conversationId,
      ])
      .then((rows) => rows.map((row) => ({ tier: encryptedText.from(row.tier) as string })));
  const storedTiers = (conversationId: string) =>
    t.dataSource
      .query<Array<{ crisis_tier: string }>>(
        'SELECT crisis_tier FROM conversations WHERE session_id = $1 ORDER BY id',
        [conversationId],
      )
      .then((rows) => rows.map((row) => encryptedText.from(row.crisis_tier) as string));

  beforeAll(async () => {
    model = await startModelStandIn();
    t = await createTestApp({ ASSISTANT_MODEL_BASE_URL: model.baseUrl, ASSISTANT_MODEL_TIMEOUT_MS: '500' });
    client = (await signUp(t, 'safety-user')).client;
    const detector = t.app.get(CrisisDetector, { strict: false });
    const real = detector.assessConversation.bind(detector);
    jest.spyOn(detector, 'assessConversation').mockImplementation((message, previous, tier) => {
      const result = real(message, previous, tier);
      return GREY_BAND.has(message) && result.tier === 'none'
        ? { ...result, modelScore: 0.5, uncertain: true }
        : result;
    });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });
  beforeEach(() => {
    model.requests.length = 0;
  });

  it('asks directly after gradual disclosure, and typed yes answers raise the tier and record events', async () => {
    const id = randomUUID();
    let asked: Awaited<ReturnType<typeof chat>> | undefined;
    // The detector may ask at the first or second message already; at the third, distress has added up.
    for (const message of ['so tired of everything', 'nobody cares about me', 'I feel worthless']) {
      asked = await chat(message, id);
      if (asked.body.buttons.length > 0) break;
    }
    expect(asked?.body).toMatchObject({ engine: 'safety', openCrisisPanel: false });
    expect(asked?.body.response).toContain('wished you were dead');
    expect(asked?.body.buttons.map((button) => button.label)).toEqual(['Yes', 'No', "I'd rather not say"]);

    const wish = await chat('yeah', id);
    expect(wish.body).toMatchObject({ engine: 'safety', crisisTier: 'concern' });
    expect(wish.body.response).toMatch(/thoughts of killing yourself/);
    const thoughts = await chat('sometimes', id);
    expect(thoughts.body).toMatchObject({ crisisTier: 'crisis', openCrisisPanel: true });
    expect(thoughts.body.response).toContain('988');
    expect(thoughts.body.buttons).toHaveLength(3);
    await chat('No', id);
    const intent = await chat('yes I have pills', id);
    expect(intent.body).toMatchObject({ engine: 'safety', crisisTier: 'imminent', openCrisisPanel: true, buttons: [] });
    expect(intent.body.response.indexOf('911')).toBeLessThan(intent.body.response.indexOf('988'));

    const tiers = (await eventsOf(id)).map((event) => event.tier);
    // Each yes that raised the tier is an event (concern, crisis, imminent), after any for the disclosure itself.
    expect(tiers.slice(-3)).toEqual(['concern', 'crisis', 'imminent']);
    expect((await storedTiers(id)).slice(-1)).toEqual(['imminent']);
    // Only the messages before anything was flagged may have reached the model.
    const sent = model.requests.map((request) => request.body.messages.at(-1)?.content);
    expect(
      sent.filter((message) => !['so tired of everything', 'nobody cares about me'].includes(message ?? '')),
    ).toEqual([]);
  });

  it('respects a no: acknowledges it, carries on without a tip, and asks again only on a new signal, in other words', async () => {
    const id = randomUUID();
    const replies = [await chat("I don't see the point anymore", id)];
    for (const answer of ['No', 'not really', "no I'm fine"]) replies.push(await chat(answer, id));
    for (const reply of replies) expect(reply.body.engine).toBe('safety');
    const questions = replies.slice(0, 3).map((reply) => questionOf(reply.body.response));
    expect(new Set(questions).size).toBe(3);
    const closing = replies[3].body;
    expect(closing.buttons).toEqual([]);
    expect(closing.response).toMatch(/Thank you for answering/);
    expect(closing.response).not.toMatch(/limited set of skills|not sure I understood/);
    // The noes record nothing: at most the first message's own concern, when the detector flagged it.
    expect((await eventsOf(id)).filter((event) => event.tier !== 'concern')).toEqual([]);
    expect((await eventsOf(id)).length).toBeLessThanOrEqual(1);
    expect(model.requests).toHaveLength(0);

    const again = await chat("I can't go on like this", id);
    expect(again.body.engine).toBe('safety');
    expect(again.body.buttons).toHaveLength(3);
    expect(questions).not.toContain(questionOf(again.body.response));
    const second = await chat('No', id);
    expect(questions).not.toContain(questionOf(second.body.response));
    expect(model.requests).toHaveLength(0);
  });

  it('keeps the tier after a retraction, checks in gently, and never repeats the same block twice in a row', async () => {
    const id = randomUUID();
    const replies = [];
    for (const message of ['I want to kill myself', 'jk', 'forget it', 'ok', 'ok'])
      replies.push(await chat(message, id));
    for (const reply of replies) {
      expect(reply.body).toMatchObject({ engine: 'safety', crisisTier: 'crisis' });
      for (const part of RESOURCES) expect(reply.body.response).toContain(part);
    }
    expect(replies[1].body.response).toMatch(/safe/);
    for (let i = 1; i < replies.length; i += 1) {
      expect(replies[i].body.response).not.toBe(replies[i - 1].body.response);
    }
    expect((await eventsOf(id)).map((event) => event.tier)).toEqual(['crisis']);
    expect(model.requests).toHaveLength(0);
  });

  it('lets a retraction end a check-in gently, keeping the tier', async () => {
    const id = randomUUID();
    await chat('I wish I could go to sleep and not wake up', id);
    const reply = await chat("forget it, I'm fine", id);
    expect(reply.body).toMatchObject({ engine: 'safety', crisisTier: 'concern', buttons: [] });
    expect(reply.body.response).toContain('988');
    expect(model.requests).toHaveLength(0);
  });

  it('answers someone worried about a friend with how to help, and no crisis card', async () => {
    const id = randomUUID();
    const reply = await chat('my friend is suicidal and I do not know what to do', id);
    expect(reply.body).toMatchObject({ engine: 'safety', crisisTier: 'none', openCrisisPanel: false, buttons: [] });
    expect(reply.body.response).toMatch(/[Aa]sk (?:them )?(?:directly|plainly)/);
    for (const part of ['988', '911']) expect(reply.body.response).toContain(part);
    expect(await eventsOf(id)).toEqual([]);
    expect(model.requests).toHaveLength(0);
  });

  it.each([
    'I wrote an essay about suicide for class',
    'I read a news article about suicide rates among veterans',
    'this traffic is killing me lol',
  ])('gives news, school work and hyperbole (%j) no crisis card', async (message) => {
    const id = randomUUID();
    const reply = await chat(message, id);
    expect(reply.body).toMatchObject({ crisisTier: 'none', openCrisisPanel: false });
    expect(await eventsOf(id)).toEqual([]);
  });

  it('answers harm to others with distance from the person and means, 911 first and the panel', async () => {
    const id = randomUUID();
    const reply = await chat('I am going to stab my neighbour tomorrow', id);
    expect(reply.body).toMatchObject({ engine: 'safety', crisisTier: 'imminent', openCrisisPanel: true });
    expect(reply.body.response).toMatch(/distance|away from/);
    expect(reply.body.response).not.toMatch(/hurt yourself|ending your life/);
    expect(reply.body.response.indexOf('911')).toBeLessThan(reply.body.response.indexOf('988'));
    expect(model.requests).toHaveLength(0);
  });

  it.each([
    ['2,500', 2500],
    ['6,000', 6000],
  ])('reads a %s-character message with a plan whole: the crisis reply, 200, stored whole', async (_label, length) => {
    const id = randomUUID();
    const message = FILLER.repeat(Math.ceil(length / FILLER.length)).slice(0, length - PLAN.length - 1) + ` ${PLAN}`;
    expect(message).toHaveLength(length);
    const reply = await chat(message, id);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ engine: 'safety', crisisTier: 'imminent', openCrisisPanel: true });
    const stored = (await client.get<ConversationExchange[]>(AssistantApiPath.conversations)).body;
    expect(stored.find((exchange) => exchange.conversationId === id)?.message).toBe(message);
    expect((await eventsOf(id)).map((event) => event.tier)).toEqual(['imminent']);
    expect(model.requests).toHaveLength(0);
  });

  it('refuses a message over the limit that shows no risk with 400 naming the field, storing nothing', async () => {
    const id = randomUUID();
    const res = await client.post<{ field: string; message: string }>(AssistantApiPath.chat, {
      body: { message: FILLER.repeat(70), conversationHistory: [], userContext: { conversationId: id } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'message', message: 'message: must be at most 4000 characters' });
    expect(await storedTiers(id)).toEqual([]);
    expect(model.requests).toHaveLength(0);
  });

  it('accepts a message up to 4,000 characters without risk for the ordinary engine', async () => {
    const reply = await chat(FILLER.repeat(50).slice(0, 4000).trim(), randomUUID());
    expect(reply.status).toBe(200);
    expect(reply.body.crisisTier).toBe('none');
  });
});
