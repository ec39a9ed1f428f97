import { isMedicationQuestion } from '../medication-question';
import { MEDICATION_REPLIES } from '../replies/medication.copy';
import { ConversationDriver } from './conversation-driver';

const PRESCRIBER = 'talk to your prescriber before changing or stopping';
/** Advice about the medicine itself: what a companion app must never say. */
const ADVICE =
  /\byou (?:should|can|could|may) (?:stop|quit|reduce|increase|skip|double|lower|raise|switch)|\bit(?:'s| is) (?:safe|fine|ok(?:ay)?) to\b|\bmg\b/i;

describe('medication questions', () => {
  it.each([
    'Should I stop taking my sertraline? It makes me feel numb',
    'can I come off my antidepressants',
    'Is it safe to drink alcohol with my meds?',
    'I want to skip my prazosin tonight',
    'Would a higher dose of Zoloft help?',
    'do my meds affect breathing?',
  ])('recognises %j', (message) => {
    expect(isMedicationQuestion(message)).toBe(true);
  });

  it.each(['I take my meds every morning', 'Stop', 'I hear the dog breathing', 'my doctor is kind'])(
    'does not take %j for one',
    (message) => {
      expect(isMedicationQuestion(message)).toBe(false);
    },
  );

  it('says in every wording to talk to the prescriber, with what to bring, and never gives advice', () => {
    for (const wording of MEDICATION_REPLIES) {
      expect(wording).toContain(PRESCRIBER);
      expect(wording).toMatch(/\b(?:bring|notes?|jot|write|noting)\b/i);
      expect(wording).not.toMatch(ADVICE);
    }
  });

  it('answers every one with the prescriber outside a flow, and never starts a flow for it', async () => {
    const chat = new ConversationDriver();
    const questions = ['Should I stop taking my sertraline? It makes me feel numb', 'do my meds affect breathing?'];
    for (const question of questions) {
      const reply = await chat.say(question);
      expect(reply.response).toContain(PRESCRIBER);
      expect(reply.buttons).toEqual([]);
      expect(chat.state.flow).toBeNull();
    }
  });
});
