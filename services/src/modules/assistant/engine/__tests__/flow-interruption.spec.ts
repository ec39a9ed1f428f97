import { FLOW_IDS, GUIDED_FLOWS, RATE_AFTER, RATE_BEFORE } from '../guided-flows';
import { TOOL_BUTTONS } from '../intent-tools';
import { FLOW_REPLIES, STOP_BUTTON } from '../replies/flow.copy';
import { ConversationDriver, labels } from './conversation-driver';

const PRESCRIBER = 'talk to your prescriber before changing or stopping';
const STOPPED = FLOW_REPLIES.stopped as readonly string[];

/** A conversation with grounding started and rated 6, waiting at its first step. */
async function inGrounding(): Promise<ConversationDriver> {
  const chat = new ConversationDriver();
  await chat.sayAll(["Let's try grounding", '6']);
  return chat;
}

describe('Stop this exercise', () => {
  it.each(FLOW_IDS)('is the last button of every reply while the %s flow runs', async (id) => {
    const chat = new ConversationDriver();
    let reply = await chat.say(TOOL_BUTTONS[id].value);
    const seen = [reply];
    for (const answer of ['5', ...GUIDED_FLOWS[id].steps.map(() => 'Next')])
      seen.push((reply = await chat.say(answer)));
    expect(reply.response).toContain(RATE_AFTER);
    expect(seen.map((each) => each.buttons.at(-1))).toEqual(seen.map(() => STOP_BUTTON));
    expect(chat.state.flow?.id).toBe(id);
  });

  it('ends the flow when tapped, and no later message answers it', async () => {
    const chat = await inGrounding();
    const stopped = await chat.say(STOP_BUTTON.value);
    expect(STOPPED).toContain(stopped.response);
    expect(labels(stopped)).not.toContain(STOP_BUTTON.label);
    expect(chat.state.flow).toBeNull();
    const after = await chat.say('Next');
    expect(GUIDED_FLOWS.grounding.steps.map((step) => step.text)).not.toContain(after.response);
  });

  it.each(['stop', 'Please stop.', 'I want to stop now', 'can we stop', 'not now', 'quit'])(
    'ends the flow when the person writes %j',
    async (words) => {
      const chat = await inGrounding();
      expect(STOPPED).toContain((await chat.say(words)).response);
      expect(chat.state.flow).toBeNull();
    },
  );

  it('reads "I can\'t stop thinking about it" in a thought record as an answer, not as stop', async () => {
    const chat = new ConversationDriver();
    await chat.sayAll(["Let's try a thought record", '7', 'At work, this morning']);
    const reply = await chat.say("I can't stop thinking that I ruined everything");
    expect(reply.response).toBe(GUIDED_FLOWS.thought_record.steps[2].text);
  });
});

describe('a message that is not an answer pauses the flow', () => {
  it('answers a question during the rating instead of asking for a number, then resumes at the rating', async () => {
    const chat = new ConversationDriver();
    await chat.say("Let's try breathing");
    const reply = await chat.say('Do I have PTSD?');
    expect(reply.response).not.toMatch(/pick a number/);
    expect(labels(reply)).toContain('Resume the breathing exercise');
    expect(chat.state.flow).toBeNull();
    const resumed = await chat.say('Resume the breathing exercise');
    expect(resumed.response).toBe(`Let's pick up the breathing exercise where we left off. ${RATE_BEFORE}`);
    await chat.say('7');
    expect(chat.state.flow).toMatchObject({ id: 'breathing', step: 0, before: 7 });
  });

  it('answers a request for another tool with that tool, and offers the paused flow back', async () => {
    const chat = new ConversationDriver();
    await chat.say("Let's try breathing");
    const reply = await chat.say('Can you give me an exercise for anger?');
    expect(reply.response).not.toMatch(/pick a number/);
    expect(labels(reply)).toEqual(['Try breathing', 'Try grounding (5-4-3-2-1)', 'Resume the breathing exercise']);
  });

  it('starts a tool asked for by name, and offers the first flow back when that one ends', async () => {
    const chat = new ConversationDriver();
    await chat.sayAll(["Let's try breathing", '8', 'Next']);
    const switched = await chat.say("Let's try grounding instead");
    expect(switched.response).toContain('5-4-3-2-1 grounding. Before we start');
    expect(switched.response).toContain('We can come back to the breathing exercise afterwards.');
    const stopped = await chat.say('Stop this exercise');
    expect(labels(stopped)).toEqual(['Resume the breathing exercise']);
    const resumed = await chat.say('Resume the breathing exercise');
    expect(resumed.response).toContain(GUIDED_FLOWS.breathing.steps[1].text);
    expect(chat.state.flow).toMatchObject({ id: 'breathing', step: 1, before: 8 });
  });

  it('answers a medication question with the prescriber, never as stop, and resumes at the same step', async () => {
    const chat = await inGrounding();
    await chat.say('I can see my desk, a lamp, a mug, the window and a plant');
    const reply = await chat.say('Should I stop taking my sertraline? It makes me feel numb');
    expect(reply.response).toContain(PRESCRIBER);
    expect(STOPPED.some((wording) => reply.response.includes(wording))).toBe(false);
    expect(labels(reply)).toEqual(['Resume the grounding exercise']);
    const resumed = await chat.say('Resume the grounding exercise');
    expect(resumed.response).toContain(GUIDED_FLOWS.grounding.steps[1].text);
    expect(chat.state.flow).toMatchObject({ id: 'grounding', step: 1, before: 6 });
  });

  it('answers a distress signal before the exercise goes on', async () => {
    const chat = await inGrounding();
    const reply = await chat.say("I'm panicking, this isn't working");
    expect(GUIDED_FLOWS.grounding.steps.map((step) => step.text)).not.toContain(reply.response);
    expect(labels(reply)).toContain('Resume the grounding exercise');
    expect(chat.state.flow).toBeNull();
  });

  it('answers panic the crisis detector noticed, with its 911 line, even in a one-word message', async () => {
    const chat = await inGrounding();
    const reply = await chat.say('help', ['panic']);
    expect(reply.response).toContain('911');
    expect(labels(reply).at(-1)).toBe('Resume the grounding exercise');
  });

  it('answers a new topic in a practice flow', async () => {
    const chat = await inGrounding();
    const reply = await chat.say('I am so worried about money and my job');
    expect(chat.state.paused?.flow).toMatchObject({ id: 'grounding', step: 0 });
    expect(labels(reply)).toContain('Resume the grounding exercise');
  });

  it('keeps talk of sleep inside the wind-down routine as an answer, not a new topic', async () => {
    const chat = new ConversationDriver();
    await chat.sayAll(["Let's do a wind-down routine", '5']);
    const reply = await chat.say('I usually wake at 6 but I keep lying awake for hours');
    expect(reply.response).toBe(GUIDED_FLOWS.sleep_hygiene.steps[1].text);
  });

  it('resumes by words as well as by the button', async () => {
    const chat = await inGrounding();
    await chat.say('What is PTSD exactly?');
    const resumed = await chat.say("ok let's continue");
    expect(resumed.response).toContain(GUIDED_FLOWS.grounding.steps[0].text);
    expect(labels(resumed)).toEqual(['Next', STOP_BUTTON.label]);
  });

  it('offers to resume for three replies, then lets the flow go', async () => {
    const chat = await inGrounding();
    const replies = [];
    for (const message of ['Do I have PTSD?', 'I feel lonely', 'I feel down', 'thanks']) {
      replies.push(await chat.say(message));
    }
    expect(replies.map((reply) => labels(reply).includes('Resume the grounding exercise'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(chat.state.paused).toBeNull();
  });
});

describe('answers stay answers', () => {
  it('reads "I hear the dog breathing" in 5-4-3-2-1 grounding as an answer, never as a request for breathing', async () => {
    const chat = await inGrounding();
    await chat.sayAll(['a lamp, a cup, the window, my phone, a plant', 'my feet, the chair, my sleeves, the air']);
    const reply = await chat.say('I hear the dog breathing');
    expect(reply.response).toBe(GUIDED_FLOWS.grounding.steps[3].text);
    expect(chat.state.flow).toMatchObject({ id: 'grounding', step: 3 });
  });

  it.each(['maybe a 6?', 'about 7', "I'd say 4, I think"])('takes %j as the rating', async (answer) => {
    const chat = new ConversationDriver();
    await chat.say("Let's try breathing");
    await chat.say(answer);
    expect(chat.state.flow?.step).toBe(0);
  });

  it('keeps a question about oneself inside a thought record, and pauses for a question to the assistant', async () => {
    const chat = new ConversationDriver();
    await chat.sayAll(["Let's try a thought record", '7', 'At home after the call']);
    await chat.say('Why does this always happen to me?');
    expect(chat.state.flow).toMatchObject({ id: 'thought_record', step: 2 });
    const reply = await chat.say('Can you explain what evidence means here?');
    expect(chat.state.paused?.flow).toMatchObject({ id: 'thought_record', step: 2 });
    expect(labels(reply)).toContain('Resume the thought record');
  });
});
