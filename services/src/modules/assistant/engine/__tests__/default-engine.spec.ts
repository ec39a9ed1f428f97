import { GENERAL_REFLECTIONS, OFF_TOPIC_REPLIES, OPEN_QUESTIONS, TOPIC_REFLECTIONS } from '../listening/listening.copy';
import { runDefaultEngine, stageFor } from '../default-engine';
import { INITIAL_ENGINE_STATE, type EngineInput, type PersonalData } from '../engine-types';
import { IntentClassifier } from '../intent-classifier';
import type { Intent } from '../intent-utterances';
import { CONVERSATION_REPLIES } from '../replies/conversation.replies';
import { FEELING_REPLIES } from '../replies/feelings.replies';
import { TRAUMA_REPLIES } from '../replies/trauma.replies';

const NO_DATA: PersonalData = { latestAssessment: null, recentMoods: [] };
const input = (message: string, overrides: Partial<EngineInput> = {}): EngineInput => ({
  message,
  state: INITIAL_ENGINE_STATE,
  seed: 'conversation-1',
  data: NO_DATA,
  contexts: [],
  ...overrides,
});

describe('intent classification', () => {
  const classifier = new IntentClassifier();

  it.each<[Intent, string[]]>([
    ['feeling_today', ['How am I feeling today?', 'can we do a check in']],
    ['anxiety', ["I'm feeling anxious", 'I am worried about tomorrow', 'my mind is racing and I feel on edge']],
    ['sleep', ['Help me sleep better', 'I lie awake every night', 'my insomnia is back']],
    ['breathing', ['Guide me through breathing', 'can you help me breathe slower']],
    ['progress', ['Show my progress', 'how are my scores changing']],
    ['coping', ['Share coping strategies', 'give me tips to cope']],
    ['low_mood', ['I am so sad', 'I have no motivation at all']],
    ['anger', ['I am mad at my boss', 'I keep losing my temper']],
    ['avoidance', ['I keep avoiding the supermarket', 'I avoid driving since the crash']],
    ['flashbacks', ['I keep reliving the crash', 'I had a flashback at work']],
    ['nightmares', ['had awful dreams', 'another nightmare last night']],
    ['loneliness', ['I feel really alone', 'I am so lonely']],
    ['gratitude', ['I am grateful for my kids', 'something good happened today']],
    ['greeting', ['hey', 'good morning']],
    ['thanks', ['thanks so much', 'thank you, that helped']],
    ['goodbye', ['bye', 'talk later']],
  ])('recognises %s in several phrasings', async (intent, phrasings) => {
    for (const phrasing of phrasings)
      expect([phrasing, (await classifier.classify(phrasing)).intent]).toEqual([phrasing, intent]);
  });

  it.each([
    'who won the game last night',
    'what is the capital of France',
    'can you write me a poem',
    'What do you think is going on with me?',
  ])('gives the honest fallback to %j rather than a guess', async (message) => {
    expect((await classifier.classify(message)).intent).toBe('fallback');
  });
});

describe('the offline engine', () => {
  it('gives the same reply for the same input and state', () => {
    const first = runDefaultEngine(input("I'm feeling anxious"), 'anxiety');
    const second = runDefaultEngine(input("I'm feeling anxious"), 'anxiety');
    expect(second).toEqual(first);
  });

  it('does not repeat a reply within a conversation', () => {
    let state = INITIAL_ENGINE_STATE;
    const seen = new Set<string>();
    for (let turn = 0; turn < FEELING_REPLIES.anxiety.length; turn += 1) {
      const reply = runDefaultEngine(input('anxious', { state }), 'anxiety');
      const main = FEELING_REPLIES.anxiety.find((text) => reply.response.startsWith(text));
      expect(main && seen.has(main)).toBe(false);
      seen.add(main ?? '');
      state = { ...reply.state, stage: 'initial', flow: null };
    }
  });

  it('moves through the stages initial, exploring, deepening and wrapping', () => {
    expect([0, 1, 3, 8].map((turn) => stageFor(turn, 'anxiety'))).toEqual([
      'initial',
      'exploring',
      'deepening',
      'wrapping',
    ]);
    expect(stageFor(1, 'goodbye')).toBe('wrapping');
  });

  it('runs a grounding flow: rating, five steps, rating, and the change', () => {
    let reply = runDefaultEngine(input("Let's try grounding"), 'fallback');
    expect(reply.buttons.map((button) => button.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      'Stop this exercise',
    ]);
    const answers = ['8', 'Next', 'Next', 'Next', 'Next', 'Done'];
    for (const answer of answers) reply = runDefaultEngine(input(answer, { state: reply.state }), 'fallback');
    expect(reply.response).toContain('How strong is your distress now');
    reply = runDefaultEngine(input('I think about a 5 now', { state: reply.state }), 'fallback');
    expect(reply.response).toContain('went from 8 to 5');
    expect(reply.state.flow).toBeNull();
  });

  it('asks again when a rating is not a number from 0 to 10', () => {
    const started = runDefaultEngine(input("Let's try breathing"), 'breathing');
    const reply = runDefaultEngine(input('not sure', { state: started.state }), 'fallback');
    expect(reply.response).toContain('Please pick a number from 0 to 10');
  });

  it('uses the latest PCL-5 total, its change and the highest cluster for progress, with a matching exercise', () => {
    const data: PersonalData = {
      latestAssessment: {
        total: 38,
        change: -6,
        clusters: { intrusion: 12, avoidance: 4, cognition: 10, arousal: 12 },
        answeredCount: 20,
      },
      recentMoods: [6, 4],
    };
    const reply = runDefaultEngine(input('Show my progress', { data }), 'progress');
    expect(reply.response).toContain('total was 38 out of 80');
    expect(reply.response).toContain('6 points lower');
    expect(reply.response).toContain('intrusive memories');
    expect(reply.response).toContain('average 5.0 out of 10');
    expect(reply.type).toBe('insight');
  });

  it('says a partial latest PCL-5 is partial, with no total, change or highest cluster, and links no exercise', () => {
    const data: PersonalData = {
      latestAssessment: {
        total: 3,
        change: null,
        clusters: { intrusion: 3, avoidance: 0, cognition: 0, arousal: 0 },
        answeredCount: 1,
      },
      recentMoods: [],
    };
    const reply = runDefaultEngine(input('Show my progress', { data }), 'progress');
    expect(reply.response).toBe(
      'Your latest PCL-5 check-in is partial. Partial: 1 of 20 questions answered, so no screening result is drawn.',
    );
    expect(reply.link).toBeNull();
  });

  it('answers panic with breathing and grounding and the 911 line, and helping someone else with 988', () => {
    const panic = runDefaultEngine(input("I feel like I'm dying", { contexts: ['panic'] }), 'fallback');
    expect(panic.response).toContain('911');
    expect(panic.buttons.map((button) => button.label)).toEqual(['Try breathing', 'Try grounding (5-4-3-2-1)']);
    const other = runDefaultEngine(input('my friend wants to die', { contexts: ['third_party'] }), 'fallback');
    expect(other.response).toContain('988');
  });

  it('has a library of at least 150 written replies, listening included, with no diagnosis wording', () => {
    const all = [FEELING_REPLIES, TRAUMA_REPLIES, CONVERSATION_REPLIES, TOPIC_REFLECTIONS]
      .flatMap((group) => Object.values(group).flat())
      .concat(GENERAL_REFLECTIONS, OPEN_QUESTIONS, OFF_TOPIC_REPLIES);
    expect(all.length).toBeGreaterThanOrEqual(150);
    const diagnosis = /\byou (?:have|suffer from|are suffering from) (?:ptsd|depression|a disorder)|\bdiagnos/i;
    expect(all.filter((reply) => diagnosis.test(reply))).toEqual([]);
  });
});
