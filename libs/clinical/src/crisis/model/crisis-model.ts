import type { CrisisModel } from '../crisis-types';
import { extractFeatures, FEATURE_BITS } from './crisis-features';

/** A trained model as it is stored: one signed byte a bucket, times `scale`, and the intercept. */
export interface StoredCrisisModel {
  featureBits: number;
  bias: number;
  scale: number;
  /** Base64 of one signed byte per bucket. */
  weights: string;
}

function base64ToBytes(base64: string): Int8Array {
  const binary = atob(base64);
  const bytes = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = (binary.charCodeAt(i) << 24) >> 24;
  return bytes;
}

export function bytesToBase64(bytes: Int8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i] & 0xff);
  return btoa(binary);
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** A logistic model over hashed features, from weights held in memory (the trainer's) or stored ones. */
export function crisisModelFromWeights(weights: ArrayLike<number>, bias: number): CrisisModel {
  return {
    score(normalised: string): number {
      const { indices, values } = extractFeatures(normalised);
      let sum = bias;
      for (let i = 0; i < indices.length; i += 1) sum += weights[indices[i]] * values[i];
      return sigmoid(sum);
    },
  };
}

export function crisisModelFromStored(stored: StoredCrisisModel): CrisisModel {
  if (stored.featureBits !== FEATURE_BITS) {
    throw new Error(`The stored crisis model has ${stored.featureBits} feature bits; the code reads ${FEATURE_BITS}.`);
  }
  const bytes = base64ToBytes(stored.weights);
  const weights = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) weights[i] = bytes[i] * stored.scale;
  return crisisModelFromWeights(weights, stored.bias);
}

/** Rounds trained weights to one signed byte each, as they are committed. */
export function quantiseCrisisModel(weights: Float32Array, bias: number): StoredCrisisModel {
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  const scale = largest / 127 || 1;
  const bytes = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i += 1) bytes[i] = Math.round(weights[i] / scale);
  return { featureBits: FEATURE_BITS, bias, scale, weights: bytesToBase64(bytes) };
}
