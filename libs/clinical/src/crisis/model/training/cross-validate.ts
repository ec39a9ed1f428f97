import type { CrisisModel } from '../../crisis-types';
import { assessMessage } from '../../crisis-detector';
import { normaliseMessage } from '../../crisis-normalise';
import { crisisModelFromWeights } from '../crisis-model';
import { type LabelledText, SOURCE_WEIGHT } from './crisis-training-set';
import { FOLDS, foldOf } from './folds';
import { toExample, trainLogistic, type TrainingExample } from './train-logistic';

export interface PreparedText extends LabelledText {
  normalised: string;
  /** Whether the rule layer alone flags the text (worked out once: the rules are the slow part). */
  rulesFlag: boolean;
  example: TrainingExample;
  fold: number;
}

export function prepare(texts: readonly LabelledText[]): PreparedText[] {
  return texts.map((text) => {
    const normalised = normaliseMessage(text.text);
    return {
      ...text,
      normalised,
      rulesFlag: assessMessage(text.text).tier !== 'none',
      example: toExample(normalised, text.label, SOURCE_WEIGHT[text.source]),
      fold: foldOf(text.group),
    };
  });
}

/** Rounds of relabelling the Reddit risk users' posts with the model of the round before. */
const RELABEL_ROUNDS = 2;
const RELABEL_THRESHOLD = 0.35;

const isRiskUserText = (text: PreparedText) => text.source.startsWith('reddit') && text.label === 1;

/**
 * Reddit labels belong to the user, not to each post: a user adjudicated at ideation also writes replies to
 * others and posts about their day. So the model learns in rounds (multiple-instance learning): first from
 * every text whose label holds for the text itself (our own lines, the questions, the hyperboles, every post of
 * supportive and indicator users as negatives) and the risk users' posts that the rule layer flags; then, each
 * round, from the risk users' posts that the previous round's model finds to speak of the writer's own risk.
 * The risk users' other posts are left out of training, never taught as negatives.
 */
export function trainModel(texts: readonly PreparedText[]): {
  model: CrisisModel;
  weights: Float32Array;
  bias: number;
} {
  const certain = texts.filter((text) => text.trainable && !isRiskUserText(text));
  const riskPosts = texts.filter((text) => text.trainable && isRiskUserText(text));
  let positives = riskPosts.filter((text) => text.rulesFlag);
  let trained = trainLogistic([...certain, ...positives].map((text) => text.example));
  for (let round = 0; round < RELABEL_ROUNDS; round += 1) {
    const model = crisisModelFromWeights(trained.weights, trained.bias);
    positives = riskPosts.filter((text) => model.score(text.normalised) >= RELABEL_THRESHOLD);
    trained = trainLogistic([...certain, ...positives].map((text) => text.example));
  }
  return { model: crisisModelFromWeights(trained.weights, trained.bias), ...trained };
}

/** For each fold, a model trained on the other folds: every text is scored by a model that never saw it. */
export function crossValidatedModels(texts: readonly PreparedText[]): CrisisModel[] {
  return Array.from({ length: FOLDS }, (_, fold) => trainModel(texts.filter((text) => text.fold !== fold)).model);
}
