/**
 * Trains the Assistant's listening topics from Counsel Chat's questions and our own lines, prints the held-out
 * figures (five folds by item) and writes topic-model-weights.json:   npm run train:topic-model
 * Seeded: the same data always gives the same file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateTopics } from './topic-evaluation';
import { loadTopicTexts } from './topic-training-set';
import { quantiseTopics, trainTopics } from './train-topics';

export const TOPIC_WEIGHTS_FILE = join(__dirname, '..', 'topic-model-weights.json');

export function storedTopicModelJson(): string {
  return `${JSON.stringify(quantiseTopics(trainTopics(loadTopicTexts())), null, 2)}\n`;
}

if (require.main === module) {
  console.log(evaluateTopics(loadTopicTexts()).table);
  writeFileSync(TOPIC_WEIGHTS_FILE, storedTopicModelJson());
  console.log(`wrote ${TOPIC_WEIGHTS_FILE}`);
}
