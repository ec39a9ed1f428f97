import { seededRandom, TRAINING_OPTIONS, type TrainingOptions } from '@anchor/clinical';

export interface SoftmaxExample {
  indices: Int32Array;
  values: Float32Array;
  label: number;
  weight: number;
}

/**
 * Multinomial logistic regression (softmax) over sparse hashed features, by stochastic gradient descent with
 * AdaGrad steps: one weight row a class, probabilities that add up to one across the topics.
 */
export function trainSoftmax(
  examples: readonly SoftmaxExample[],
  classes: number,
  featureBits: number,
  options: TrainingOptions = TRAINING_OPTIONS,
): { weights: Float32Array[]; biases: Float32Array } {
  const size = 1 << featureBits;
  const weights = Array.from({ length: classes }, () => new Float32Array(size));
  const squared = Array.from({ length: classes }, () => new Float32Array(size).fill(1e-8));
  const biases = new Float32Array(classes);
  const biasSquared = new Float32Array(classes).fill(1e-8);
  const random = seededRandom(options.seed);
  const order = examples.map((_, i) => i);
  const logits = new Float64Array(classes);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const index of order) {
      const { indices, values, label, weight } = examples[index];
      let largest = -Infinity;
      for (let k = 0; k < classes; k += 1) {
        let sum = biases[k];
        for (let f = 0; f < indices.length; f += 1) sum += weights[k][indices[f]] * values[f];
        logits[k] = sum;
        largest = Math.max(largest, sum);
      }
      let total = 0;
      for (let k = 0; k < classes; k += 1) total += Math.exp(logits[k] - largest);
      for (let k = 0; k < classes; k += 1) {
        const error = (Math.exp(logits[k] - largest) / total - (k === label ? 1 : 0)) * weight;
        for (let f = 0; f < indices.length; f += 1) {
          const bucket = indices[f];
          const gradient = error * values[f] + options.l2 * weights[k][bucket];
          squared[k][bucket] += gradient * gradient;
          weights[k][bucket] -= (options.learningRate * gradient) / Math.sqrt(squared[k][bucket]);
        }
        biasSquared[k] += error * error;
        biases[k] -= (options.learningRate * error) / Math.sqrt(biasSquared[k]);
      }
    }
  }
  return { weights, biases };
}
