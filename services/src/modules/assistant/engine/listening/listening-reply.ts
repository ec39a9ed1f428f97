import type { ChatButton } from '@anchor/contracts';
import { analyzeMoodText } from '../../analysis/text-analysis';
import type { FlowId } from '../guided-flows';
import { TOOL_BUTTONS } from '../intent-tools';
import { chooseReply } from '../seeded-choice';
import {
  FEELING_REFLECTIONS,
  GENERAL_REFLECTIONS,
  OFF_TOPIC_REPLIES,
  OPEN_QUESTIONS,
  TOPIC_REFLECTIONS,
} from './listening.copy';
import { TOPIC_CONFIDENT } from './listening-topic';
import type { TopicModel, TopicScore } from './topic-model';
import type { ListeningTopic } from './topics';
import { TRAINED_TOPIC_MODEL } from './trained-topic-model';

/** The one tool a topic's reply may offer (none where a tool would not fit what the person brought). */
const TOPIC_TOOL: Partial<Record<ListeningTopic, FlowId>> = {
  anxiety: 'breathing',
  anger: 'breathing',
  trauma: 'grounding',
  sleep: 'sleep_hygiene',
  low_mood: 'activation',
  self_esteem: 'thought_record',
  guilt_shame: 'thought_record',
  work: 'breathing',
  money: 'activation',
  loneliness: 'activation',
  habits: 'activation',
};

export interface ListeningReply {
  text: string;
  used: string[];
  buttons: ChatButton[];
  /** The topic the reply reflects, or null when it reflects none (for measuring and tests). */
  topic: ListeningTopic | null;
}

/** The topic the model is confident of, 'off_topic' included, or null. */
export function recognisedTopic(message: string, model: TopicModel = TRAINED_TOPIC_MODEL): ListeningTopic | null {
  return sureTopic(model.rank(message));
}

export function sureTopic(ranked: readonly TopicScore[]): ListeningTopic | null {
  const [best] = ranked;
  return best && best.probability >= TOPIC_CONFIDENT ? best.topic : null;
}

/**
 * A reply for a message no tool or flow fits: it reflects the topic it recognised (and the feeling, when the words
 * make it clear), asks one open question, and offers at most one tool. An off-topic request gets one honest line.
 */
export function listeningReply(
  message: string,
  seed: string,
  used: readonly string[],
  model: TopicModel = TRAINED_TOPIC_MODEL,
): ListeningReply {
  return listeningReplyAbout(recognisedTopic(message, model), message, seed, used);
}

/** The listening reply for a topic already recognised (null: none). */
export function listeningReplyAbout(
  topic: ListeningTopic | null,
  message: string,
  seed: string,
  used: readonly string[],
): ListeningReply {
  const choose = (group: string, replies: readonly string[], sofar: string[]) => {
    const choice = chooseReply(replies, group, seed, sofar);
    return { text: choice.text, used: [...sofar, choice.id] };
  };
  if (topic === 'off_topic') {
    const line = choose('off_topic', OFF_TOPIC_REPLIES, [...used]);
    return { text: line.text, used: line.used, buttons: [], topic };
  }
  const reflection = topic
    ? choose(`listen_${topic}`, TOPIC_REFLECTIONS[topic], [...used])
    : choose('listen_general', GENERAL_REFLECTIONS, [...used]);
  const question = choose('listen_question', OPEN_QUESTIONS, reflection.used);
  const { mood, confidence } = analyzeMoodText(message);
  const feeling =
    confidence >= 60 && mood in FEELING_REFLECTIONS
      ? FEELING_REFLECTIONS[mood as keyof typeof FEELING_REFLECTIONS]
      : null;
  const tool = topic ? TOPIC_TOOL[topic] : undefined;
  return {
    text: [feeling, reflection.text, question.text].filter(Boolean).join(' '),
    used: question.used,
    buttons: tool ? [TOOL_BUTTONS[tool]] : [],
    topic,
  };
}
