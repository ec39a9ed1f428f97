import type { ConversationStage } from '@anchor/contracts';
import type { EngineInput, EngineReply, EngineState } from '../engine-types';
import type { Intent } from '../intent-utterances';
import { topicOverridesIntent } from './intent-topics';
import { listeningReplyAbout, sureTopic } from './listening-reply';
import { TRAINED_TOPIC_MODEL } from './trained-topic-model';

const MAX_USED = 60;

/**
 * The listening turn, when it should answer: a message no intent fits, or one whose intent the topic model
 * overrules (a marriage question that mentions sleep). Null when the intent's own reply fits. Panic and
 * helping someone else keep their own replies.
 */
export function listeningTurn(
  input: EngineInput,
  intent: Intent,
  state: EngineState & { stage: ConversationStage },
): EngineReply | null {
  if (input.contexts.includes('panic') || input.contexts.includes('third_party')) return null;
  const ranked = (input.topicModel ?? TRAINED_TOPIC_MODEL).rank(input.message);
  const topic = sureTopic(ranked);
  if (intent !== 'fallback' && !topicOverridesIntent(intent, input.message, topic, ranked[0].topic)) return null;
  const heard = listeningReplyAbout(topic, input.message, `${input.seed}:${input.state.turn}`, input.state.used);
  return {
    response: heard.text,
    type: heard.text.endsWith('?') ? 'question' : 'support',
    buttons: heard.buttons,
    link: null,
    state: { ...state, used: heard.used.slice(-MAX_USED) },
  };
}
