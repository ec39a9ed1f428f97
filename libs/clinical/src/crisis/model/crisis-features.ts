/**
 * The features the crisis model reads from a normalised message: words, word pairs and triples, and the
 * letter groups inside each word (so that a misspelling still shares most of its features with the word),
 * each hashed into a fixed number of buckets with a sign (the "hashing trick"): no vocabulary to ship, and
 * the same code in the browser, the server and the training script.
 */

/** The crisis model's buckets (2^18); a smaller model (the assistant's topics) may ask for fewer. */
export const FEATURE_BITS = 18;
const CHAR_GRAM = 4;

/** 32-bit FNV-1a: small, fast and stable across platforms, which is all the hashing trick needs. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface SparseFeatures {
  /** Bucket indices, each once. */
  indices: Int32Array;
  /** The signed value of each bucket, scaled so that the vector has length one. */
  values: Float32Array;
}

function featureNames(normalised: string): string[] {
  const words = normalised.split(/[^a-z0-9']+/).filter(Boolean);
  const names: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    names.push(`w:${words[i]}`);
    if (i + 1 < words.length) names.push(`b:${words[i]} ${words[i + 1]}`);
    if (i + 2 < words.length) names.push(`t:${words[i]} ${words[i + 1]} ${words[i + 2]}`);
    const padded = ` ${words[i]} `;
    for (let j = 0; j + CHAR_GRAM <= padded.length; j += 1) names.push(`c:${padded.slice(j, j + CHAR_GRAM)}`);
  }
  return names;
}

export function extractFeatures(normalised: string, featureBits = FEATURE_BITS): SparseFeatures {
  const bucketMask = (1 << featureBits) - 1;
  const buckets = new Map<number, number>();
  for (const name of featureNames(normalised)) {
    const hash = fnv1a(name);
    const bucket = hash & bucketMask;
    const sign = hash & 0x80000000 ? -1 : 1;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + sign);
  }
  const indices = Int32Array.from(buckets.keys());
  const values = Float32Array.from(buckets.values());
  let norm = 0;
  for (const value of values) norm += value * value;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i += 1) values[i] *= scale;
  return { indices, values };
}
