/**
 * Trains the crisis model from the labelled data in ../data and writes its weights beside the scorer:
 *   npm run train:crisis-model
 * It first prints the cross-validated figures (every text scored by a model that never saw it), then trains on
 * everything and writes crisis-model-weights.json. Seeded: the same data always gives the same file.
 * With --report it writes nothing and prints, as JSON, the held-out rows and whether the committed weights are
 * what the data gives: the tests read that (training runs about four times slower inside jest's sandbox).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { quantiseCrisisModel } from '../crisis-model';
import { crisisModelFromStored } from '../crisis-model';
import type { EvaluationRow } from './crisis-evaluation';
import { crossValidatedModels, prepare, trainModel } from './cross-validate';
import { evaluateRedditConversations, evaluateTexts, formatRows } from './crisis-evaluation';
import { loadTrainingSet } from './crisis-training-set';

export const WEIGHTS_FILE = join(__dirname, '..', 'crisis-model-weights.json');

export function trainStoredModel() {
  const texts = prepare(loadTrainingSet());
  const { weights, bias } = trainModel(texts);
  return { texts, stored: quantiseCrisisModel(weights, bias) };
}

export function storedModelJson(stored: ReturnType<typeof quantiseCrisisModel>): string {
  return `${JSON.stringify(stored, null, 2)}\n`;
}

export interface CrisisModelReport {
  rows: EvaluationRow[];
  committedWeightsMatch: boolean;
}

function report(): CrisisModelReport {
  const { texts, stored } = trainStoredModel();
  const folds = crossValidatedModels(texts);
  return {
    rows: [...evaluateTexts(texts, folds), ...evaluateRedditConversations(folds)],
    committedWeightsMatch: storedModelJson(stored) === readFileSync(WEIGHTS_FILE, 'utf8'),
  };
}

function main() {
  const started = Date.now();
  const { texts, stored } = trainStoredModel();
  const folds = crossValidatedModels(texts);
  console.log(formatRows([...evaluateTexts(texts, folds), ...evaluateRedditConversations(folds)]));
  writeFileSync(WEIGHTS_FILE, storedModelJson(stored));
  const model = crisisModelFromStored(stored);
  const sample = texts.slice(0, 2000);
  const scoring = Date.now();
  for (const text of sample) model.score(text.normalised);
  const perMessage = (Date.now() - scoring) / sample.length;
  console.log(
    `wrote ${WEIGHTS_FILE}: ${texts.filter((text) => text.trainable).length} texts, ${perMessage.toFixed(3)} ms a message, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

if (require.main === module) {
  if (process.argv.includes('--report')) process.stdout.write(JSON.stringify(report()));
  else main();
}
