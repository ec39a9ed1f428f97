import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.join(__dirname, '..', '..');
const README_MAX_LINES = 200;

/** The documents people are pointed at: README, CONTRIBUTING, docs/, the bench's and the modules' READMEs. */
function documents(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(path.join(repoRoot, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join(folder, name));
  const moduleReadmes = readdirSync(path.join(repoRoot, 'services/src/modules'))
    .map((name) => path.join('services/src/modules', name, 'README.md'))
    .filter((file) => existsSync(path.join(repoRoot, file)));
  return ['README.md', 'CONTRIBUTING.md', 'bench/README.md', ...inFolder('docs'), ...moduleReadmes];
}

/** Relative link targets of a markdown file, without their #fragment. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]);
}

describe('the documentation', () => {
  it(`README.md stays at most ${README_MAX_LINES} lines (details live in docs/ and beside the code)`, () => {
    const lines = readFileSync(path.join(repoRoot, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links only to files that exist', () => {
    const broken = documents().flatMap((file) =>
      relativeLinks(file)
        .filter((target) => !existsSync(path.resolve(repoRoot, path.dirname(file), target)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
