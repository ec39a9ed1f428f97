import { topicModelFromStored, type StoredTopicModel, type TopicModel } from './topic-model';
import storedWeights from './topic-model-weights.json';

/** The committed topic model (trained by `npm run train:topic-model`). */
export const TRAINED_TOPIC_MODEL: TopicModel = topicModelFromStored(storedWeights as StoredTopicModel);
