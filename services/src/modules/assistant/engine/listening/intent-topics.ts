import type { Intent } from '../intent-utterances';
import type { ListeningTopic } from './topics';

/**
 * The feeling and coping intents, with the topics they fit. The intent classifier accepts an intent when one of its
 * words appears anywhere ("sleep", "down", "mad"), so a long message about a marriage can read as a sleep question;
 * when the topic model is sure of a topic the intent does not fit, the listening reply answers instead.
 */
const INTENT_TOPICS: Partial<Record<Intent, readonly ListeningTopic[]>> = {
  anxiety: ['anxiety', 'trauma', 'health', 'work', 'money'],
  sleep: ['sleep', 'trauma', 'anxiety'],
  anger: ['anger', 'trauma', 'family', 'relationships', 'parenting'],
  low_mood: ['low_mood', 'grief', 'self_esteem', 'loneliness'],
  loneliness: ['loneliness', 'low_mood', 'relationships'],
  flashbacks: ['trauma', 'moral_injury', 'guilt_shame'],
  nightmares: ['trauma', 'sleep'],
  avoidance: ['trauma', 'anxiety'],
  feeling_today: ['low_mood', 'anxiety'],
  coping: ['anxiety', 'low_mood', 'trauma', 'anger', 'sleep'],
};

/** A message this long tells a story; one word of an intent in it ("sleep", "mad") says little of what it is about. */
const STORY_LENGTH = 240;

/**
 * Whether the topic model overrules the intent: it is sure of a topic the intent does not fit, or the message tells
 * a story whose most likely topic the intent does not fit. Intents outside the feeling and coping ones never are.
 */
export function topicOverridesIntent(
  intent: Intent,
  message: string,
  sure: ListeningTopic | null,
  likeliest: ListeningTopic,
): boolean {
  const fits = INTENT_TOPICS[intent];
  if (fits === undefined) return false;
  if (sure !== null && sure !== 'off_topic' && !fits.includes(sure)) return true;
  return message.length >= STORY_LENGTH && !fits.includes(likeliest);
}
