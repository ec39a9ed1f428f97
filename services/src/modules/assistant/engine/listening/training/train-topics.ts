import { extractFeatures, FOLDS, foldOf, normaliseMessage } from '@anchor/clinical';
import { trainSoftmax } from './train-softmax';
import { TOPIC_FEATURE_BITS, topicModelFrom, type StoredTopicModel, type TopicModel } from '../topic-model';
import { LISTENING_TOPICS } from '../topics';
import type { TopicText } from './topic-training-set';

/** Folds split by item, as the crisis model's: every question or line of ours is held out once. */
export const TOPIC_FOLDS = FOLDS;

/** Our short chat lines count twice: they are fewer than the long questions but closer to a chat. */
const OWN_WEIGHT = 2;

/** A softmax over the topics, on the crisis model's hashed features (fewer buckets). */
export function trainTopics(texts: readonly TopicText[]) {
  const examples = texts.map((text) => {
    const { indices, values } = extractFeatures(normaliseMessage(text.text), TOPIC_FEATURE_BITS);
    return {
      indices,
      values,
      label: LISTENING_TOPICS.indexOf(text.topic),
      weight: text.source === 'own' ? OWN_WEIGHT : 1,
    };
  });
  const { weights, biases } = trainSoftmax(examples, LISTENING_TOPICS.length, TOPIC_FEATURE_BITS);
  return LISTENING_TOPICS.map((topic, k) => ({ topic, weights: weights[k], bias: biases[k] }));
}

export function quantiseTopics(trained: ReturnType<typeof trainTopics>): StoredTopicModel {
  return {
    featureBits: TOPIC_FEATURE_BITS,
    topics: trained.map(({ topic, weights, bias }) => {
      const largest = weights.reduce((max, weight) => Math.max(max, Math.abs(weight)), 0);
      const scale = largest / 127 || 1;
      const bytes = Int8Array.from(weights, (weight) => Math.round(weight / scale));
      return { topic, bias, scale, weights: Buffer.from(bytes.buffer).toString('base64') };
    }),
  };
}

/** Each text ranked by a model trained on the other folds. */
export function crossValidatedTopics(texts: readonly TopicText[]): Array<{ text: TopicText; model: TopicModel }> {
  const models = Array.from({ length: TOPIC_FOLDS }, (_, fold) =>
    topicModelFrom(trainTopics(texts.filter((text) => foldOf(text.group) !== fold))),
  );
  return texts.map((text) => ({ text, model: models[foldOf(text.group)] }));
}
