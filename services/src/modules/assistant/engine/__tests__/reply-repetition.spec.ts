import type { PersonalData } from '../engine-types';
import { REPEAT_OPENER } from '../replies/repeat.copy';
import { ConversationDriver, NO_DATA } from './conversation-driver';

const WITH_DATA: PersonalData = {
  latestAssessment: {
    total: 41,
    change: -3,
    clusters: { intrusion: 14, avoidance: 5, cognition: 12, arousal: 10 },
    answeredCount: 20,
  },
  recentMoods: [5, 6],
};

/** Forty turns of varied messages, with the repeats people really send: the same request, "hmm", thanks, bye. */
const LONG_CONVERSATION = [
  'hi',
  "I'm feeling anxious",
  'I keep worrying about everything',
  'Show my progress',
  'Show my progress',
  'Show my progress',
  "Let's try breathing",
  'not sure',
  'hmm',
  'I dunno',
  '6',
  'Do I have PTSD?',
  'what?',
  'Resume the breathing exercise',
  'Next',
  'Next',
  'Done',
  '4',
  'thanks',
  'thanks',
  'I had a nightmare',
  'I had a nightmare',
  'Should I stop taking my sertraline?',
  'Can I drink alcohol on my meds?',
  'Is it ok to skip a dose of my antidepressant?',
  'stop',
  'stop',
  'I feel lonely',
  'I feel lonely',
  'who won the game last night',
  'who won the game last night',
  'can you write me a poem',
  'I feel down',
  'I am so angry',
  'Share coping strategies',
  'Share coping strategies',
  'Help me sleep better',
  'bye',
  'bye',
  'bye',
];

async function play(seed: string, data: PersonalData = NO_DATA): Promise<string[]> {
  const chat = new ConversationDriver(seed, data);
  await chat.sayAll(LONG_CONVERSATION);
  return chat.replies.map((reply) => reply.response);
}

function repeatsInARow(responses: string[]): string[] {
  return responses.filter((response, index) => index > 0 && response === responses[index - 1]);
}

describe('replies over a long conversation', () => {
  it('has forty turns of varied messages', () => {
    expect(LONG_CONVERSATION).toHaveLength(40);
    expect(new Set(LONG_CONVERSATION).size).toBeGreaterThan(25);
  });

  it.each(['conversation-1', 'conversation-2', 'a7c1f0e2', 'seed-with-data'])(
    'never gives the same reply twice in a row (seed %s)',
    async (seed) => {
      const responses = await play(seed, seed === 'seed-with-data' ? WITH_DATA : NO_DATA);
      expect(responses).toHaveLength(40);
      expect(repeatsInARow(responses)).toEqual([]);
    },
  );

  it('says the same progress summary a second time with an opener rather than word for word', async () => {
    const chat = new ConversationDriver('conversation-1', WITH_DATA);
    const first = await chat.say('Show my progress');
    const second = await chat.say('Show my progress');
    const third = await chat.say('Show my progress');
    expect(first.response).toContain('total was 41 out of 80');
    expect(second.response).toBe(`${REPEAT_OPENER} ${first.response}`);
    expect(third.response).toBe(first.response);
  });

  it('gives the same replies for the same conversation seed, and different ones for another seed', async () => {
    const first = await play('conversation-1');
    expect(await play('conversation-1')).toEqual(first);
    expect(await play('conversation-2')).not.toEqual(first);
  });
});
