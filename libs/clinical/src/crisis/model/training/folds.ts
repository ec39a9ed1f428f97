export const FOLDS = 5;

/** The fold of a group: every text of one person (or one item) is held out together. */
export function foldOf(group: string): number {
  let hash = 0;
  for (let i = 0; i < group.length; i += 1) hash = (Math.imul(hash, 31) + group.charCodeAt(i)) >>> 0;
  return hash % FOLDS;
}
