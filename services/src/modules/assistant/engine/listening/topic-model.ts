import { extractFeatures, normaliseMessage } from '@anchor/clinical';
import type { ListeningTopic } from './topics';

/** The topic model's buckets: 2^14 a topic keeps the weights of 22 topics near 360 KB. */
export const TOPIC_FEATURE_BITS = 14;

/** Stored as trained: per topic, an intercept and one signed byte a bucket (base64) times `scale`. */
export interface StoredTopicModel {
  featureBits: number;
  topics: Array<{ topic: ListeningTopic; bias: number; scale: number; weights: string }>;
}

export interface TopicScore {
  topic: ListeningTopic;
  probability: number;
}

export interface TopicModel {
  /** Every topic's probability (they add up to one), most likely first. */
  rank(message: string): TopicScore[];
}

/** A model from weights held in memory (the trainer's) or from the stored file. */
export function topicModelFrom(
  topics: Array<{ topic: ListeningTopic; bias: number; weights: ArrayLike<number> }>,
): TopicModel {
  return {
    rank(message: string): TopicScore[] {
      const { indices, values } = extractFeatures(normaliseMessage(message), TOPIC_FEATURE_BITS);
      const logits = topics.map(({ bias, weights }) => {
        let sum = bias;
        for (let i = 0; i < indices.length; i += 1) sum += weights[indices[i]] * values[i];
        return sum;
      });
      const largest = Math.max(...logits);
      const exps = logits.map((logit) => Math.exp(logit - largest));
      const total = exps.reduce((sum, value) => sum + value, 0);
      return topics
        .map(({ topic }, k) => ({ topic, probability: exps[k] / total }))
        .sort((a, b) => b.probability - a.probability);
    },
  };
}

export function topicModelFromStored(stored: StoredTopicModel): TopicModel {
  if (stored.featureBits !== TOPIC_FEATURE_BITS) throw new Error('The stored topic model does not match the code.');
  return topicModelFrom(
    stored.topics.map(({ topic, bias, scale, weights }) => {
      const bytes = Buffer.from(weights, 'base64');
      return {
        topic,
        bias,
        weights: Float32Array.from(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length), (b) => b * scale),
      };
    }),
  );
}
