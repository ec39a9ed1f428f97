import { extractFeatures, FEATURE_BITS, type SparseFeatures } from '../crisis-features';

export interface TrainingExample {
  features: SparseFeatures;
  label: 0 | 1;
  /** How much this example counts (e.g. to balance sources of very different sizes). */
  weight: number;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const TRAINING_OPTIONS: TrainingOptions = { epochs: 12, learningRate: 0.5, l2: 1e-6, seed: 20261127 };

/** mulberry32: a small seeded generator, so that the same data always gives the same weights. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/**
 * Logistic regression over sparse hashed features, fitted by stochastic gradient descent with AdaGrad steps
 * and a lazily applied L2 penalty. The npm packages for logistic regression work on dense matrices, which at
 * 262,144 features a message would need gigabytes; this loop touches only the features a message has.
 */
export function trainLogistic(
  examples: readonly TrainingExample[],
  options: TrainingOptions = TRAINING_OPTIONS,
): { weights: Float32Array; bias: number } {
  const size = 1 << FEATURE_BITS;
  const weights = new Float32Array(size);
  const squaredGradients = new Float32Array(size).fill(1e-8);
  let bias = 0;
  let biasSquared = 1e-8;
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const index of shuffled(examples.length, random)) {
      const { features, label, weight } = examples[index];
      let sum = bias;
      for (let i = 0; i < features.indices.length; i += 1) sum += weights[features.indices[i]] * features.values[i];
      const error = (1 / (1 + Math.exp(-sum)) - label) * weight;
      for (let i = 0; i < features.indices.length; i += 1) {
        const bucket = features.indices[i];
        const gradient = error * features.values[i] + options.l2 * weights[bucket];
        squaredGradients[bucket] += gradient * gradient;
        weights[bucket] -= (options.learningRate * gradient) / Math.sqrt(squaredGradients[bucket]);
      }
      biasSquared += error * error;
      bias -= (options.learningRate * error) / Math.sqrt(biasSquared);
    }
  }
  return { weights, bias };
}

export function toExample(normalised: string, label: 0 | 1, weight = 1): TrainingExample {
  return { features: extractFeatures(normalised), label, weight };
}
