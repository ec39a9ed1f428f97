import { stableHash } from '../engine/seeded-choice';

/**
 * Picks a wording from a group of the safety path: one not used yet in this conversation when there is one,
 * and never the wording the safety path used last, so that the same block does not come back twice in a row.
 */
export function chooseSafetyWording(
  replies: readonly string[],
  group: string,
  seed: string,
  used: readonly string[],
): { id: string; text: string } {
  const ids = replies.map((_text, index) => `${group}#${index}`);
  const last = [...used].reverse().find((id) => id.startsWith(`${group}#`));
  const fresh = ids.filter((id) => !used.includes(id));
  const candidates = fresh.length > 0 ? fresh : ids.filter((id) => id !== last);
  const pool = candidates.length > 0 ? candidates : ids;
  const id = pool[stableHash(`${seed}:${group}:${used.length}`) % pool.length];
  return { id, text: replies[ids.indexOf(id)] };
}
