import type { ConversationAssessment } from '@anchor/clinical';
import { INITIAL_ENGINE_STATE, type EngineState } from '../../engine/engine-types';
import { safetyTurn, type SafetyTurn } from '../safety-path';

function assessment(overrides: Partial<ConversationAssessment> = {}): ConversationAssessment {
  return {
    tier: 'none',
    messageTier: 'none',
    signals: [],
    contexts: [],
    normalised: '',
    modelScore: null,
    uncertain: false,
    retracted: false,
    ...overrides,
  };
}

function turn(message: string, state: EngineState, overrides: Partial<ConversationAssessment> = {}): SafetyTurn {
  const reply = safetyTurn({ message, state, safety: assessment(overrides), seed: 'conversation-1' });
  if (!reply) throw new Error('expected the safety path to answer');
  return reply;
}

const RESOURCES = ['988', 'HOME to 741741', '911'];

describe('the safety path', () => {
  it('leaves an ordinary message to the engine', () => {
    expect(safetyTurn({ message: 'hello', state: INITIAL_ENGINE_STATE, safety: assessment(), seed: 'x' })).toBeNull();
  });

  it('answers the grey band with the check-in, never with a fallback, and records no event', () => {
    const reply = turn('I feel like I am carrying a lot', INITIAL_ENGINE_STATE, { uncertain: true });
    expect(reply.response).toContain('wished you were dead');
    expect(reply.buttons.map((button) => button.label)).toEqual(['Yes', 'No', "I'd rather not say"]);
    expect(reply).toMatchObject({ tier: 'none', eventTier: 'none', openCrisisPanel: false });
    expect(reply.state.checkIn?.awaiting).toBe('wish_dead');
  });

  it('raises the tier with typed answers and records each rise as an event', () => {
    let reply = turn('nothing matters', INITIAL_ENGINE_STATE, { tier: 'concern', messageTier: 'concern' });
    expect(reply.eventTier).toBe('concern');
    reply = turn('yeah', reply.state, { tier: 'concern' });
    expect(reply).toMatchObject({ tier: 'concern', eventTier: 'concern' });
    reply = turn('sometimes', reply.state, { tier: 'concern' });
    expect(reply).toMatchObject({ tier: 'crisis', eventTier: 'crisis', openCrisisPanel: true });
    reply = turn('no', reply.state, { tier: 'crisis' });
    reply = turn('yes I have pills', reply.state, { tier: 'crisis' });
    expect(reply).toMatchObject({ tier: 'imminent', eventTier: 'imminent', openCrisisPanel: true, buttons: [] });
    expect(reply.response.indexOf('911')).toBeLessThan(reply.response.indexOf('988'));
    expect(reply.state.checkIn?.awaiting).toBeNull();
  });

  it('ends the questions with help when an answer is itself imminent', () => {
    const start = turn('nothing matters', INITIAL_ENGINE_STATE, { tier: 'concern', messageTier: 'concern' });
    const reply = turn('yes and I am doing it tonight', start.state, { tier: 'imminent', messageTier: 'imminent' });
    expect(reply).toMatchObject({ tier: 'imminent', eventTier: 'imminent', openCrisisPanel: true, buttons: [] });
    expect(reply.state.checkIn?.awaiting).toBeNull();
  });

  it('answers someone else at risk with how to help, without a crisis card', () => {
    const reply = turn('my friend is suicidal', INITIAL_ENGINE_STATE, { contexts: ['third_party'] });
    expect(reply).toMatchObject({ tier: 'none', openCrisisPanel: false, eventTier: 'none' });
    expect(reply.response).toMatch(/ask (?:them )?(?:directly|plainly)/i);
    expect(reply.response).toMatch(/stay (?:with|close)/);
    for (const part of ['988', '911']) expect(reply.response).toContain(part);
  });

  it('answers harm to others with distance and 911 first, not a self-harm script', () => {
    const reply = turn('I am going to hurt my boss', INITIAL_ENGINE_STATE, {
      tier: 'crisis',
      messageTier: 'crisis',
      signals: ['harm_to_others'],
    });
    expect(reply).toMatchObject({ tier: 'crisis', openCrisisPanel: true, eventTier: 'crisis' });
    expect(reply.response).toMatch(/distance|away from/);
    expect(reply.response).not.toMatch(/yourself/);
    expect(reply.response.indexOf('911')).toBeLessThan(reply.response.indexOf('988'));
  });

  it('never gives the same block twice in a row in a flagged conversation, and keeps the help in view', () => {
    let state = INITIAL_ENGINE_STATE;
    let previous = '';
    for (const message of ['I want to kill myself', 'ok', 'I dont know', 'whatever', 'ok', 'hmm', 'fine', 'ok']) {
      const reply = turn(message, state, { tier: 'crisis', messageTier: message.includes('kill') ? 'crisis' : 'none' });
      expect(reply.response).not.toBe(previous);
      for (const part of RESOURCES) expect(reply.response).toContain(part);
      previous = reply.response;
      state = reply.state;
    }
  });

  it('answers what the person said: texting when they will not call', () => {
    const reply = turn("I don't want to call anyone", INITIAL_ENGINE_STATE, { tier: 'crisis' });
    expect(reply.response).toMatch(/text 988/i);
  });

  it('checks in gently after a retraction and keeps the tier', () => {
    const reply = turn('forget it, I am fine', INITIAL_ENGINE_STATE, {
      tier: 'crisis',
      retracted: true,
      contexts: ['retraction'],
    });
    expect(reply).toMatchObject({ tier: 'crisis', eventTier: 'none' });
    expect(reply.response).toMatch(/safe/);
  });
});
