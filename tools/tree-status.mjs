// Whether a run left the checkout as it found it: `npm test` compares `git status` before and after (a fresh
// clone must stay clean through install, build and tests: nothing rewrites package-lock.json or a tracked file).
import { spawnSync } from 'node:child_process';

/** `git status --porcelain` lines, untracked files included; null outside a git checkout (an unpacked archive). */
export function treeStatus(cwd) {
  const result = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n').filter(Boolean) : null;
}

/** Lines of `after` that `before` did not have: files the run created, changed or deleted. */
export function changedSince(before, after) {
  if (!before || !after) return [];
  const seen = new Set(before);
  return after.filter((line) => !seen.has(line));
}
