/**
 * Trains the Assistant's listening topics from Counsel Chat's questions and our own lines, prints the held-out
 * figures (five folds by item) and writes topic-model-weights.json:   npm run train:topic-model
 * Seeded: the same data always gives the same file. With --report it writes nothing and prints the held-out figures
 * and whether the committed weights are what the data gives, as JSON, for the tests (jest's sandbox is slower).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listeningReply } from '../listening-reply';
import { evaluateTopics, type TopicFigures } from './topic-evaluation';
import { loadTopicTexts } from './topic-training-set';
import { crossValidatedTopics, quantiseTopics, trainTopics } from './train-topics';

export const TOPIC_WEIGHTS_FILE = join(__dirname, '..', 'topic-model-weights.json');

export function storedTopicModelJson(): string {
  return `${JSON.stringify(quantiseTopics(trainTopics(loadTopicTexts())), null, 2)}\n`;
}

export interface TopicModelReport {
  figures: TopicFigures;
  /** Held-out Counsel Chat questions the listening reply answers with the off-topic line. */
  offTopicReplies: number;
  counselQuestions: number;
  committedWeightsMatch: boolean;
}

function report(): TopicModelReport {
  const texts = loadTopicTexts();
  const heldOut = crossValidatedTopics(texts);
  const counsel = heldOut.filter(({ text }) => text.source === 'counsel');
  return {
    figures: evaluateTopics(texts, heldOut),
    offTopicReplies: counsel.filter(
      ({ text, model }) => listeningReply(text.text, 'seed', [], model).topic === 'off_topic',
    ).length,
    counselQuestions: counsel.length,
    committedWeightsMatch: storedTopicModelJson() === readFileSync(TOPIC_WEIGHTS_FILE, 'utf8'),
  };
}

if (require.main === module && process.argv.includes('--report')) {
  process.stdout.write(JSON.stringify(report()));
} else if (require.main === module) {
  console.log(evaluateTopics(loadTopicTexts()).table);
  writeFileSync(TOPIC_WEIGHTS_FILE, storedTopicModelJson());
  console.log(`wrote ${TOPIC_WEIGHTS_FILE}`);
}
