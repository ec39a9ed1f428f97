import { readFileSync, writeFileSync } from 'node:fs';
import { writingGeneratedDocs } from '@anchor/services/test/generated-docs';
import { BENCH_README, BENCH_RESULTS, withLatestRun } from '../bench/bench-readme.cjs';

const read = (file: string) => readFileSync(file, 'utf8');

describe('bench/README.md', () => {
  beforeAll(() => {
    if (writingGeneratedDocs) writeFileSync(BENCH_README, withLatestRun(read(BENCH_README), read(BENCH_RESULTS)));
  });

  it('shows bench/results.md as its latest run, as npm run bench writes it (never typed by hand)', () => {
    expect(read(BENCH_README)).toBe(withLatestRun(read(BENCH_README), read(BENCH_RESULTS)));
  });

  it('replaces only the part between its markers', () => {
    const readme = withLatestRun(
      'intro\n<!-- bench-results:start (copied from bench/results.md by npm run bench; do not edit) -->\nold\n<!-- bench-results:end -->\nnotes\n',
      '# npm run bench: 2026-01-01T00:00:00Z\n\n| a |\n',
    );
    expect(readme).toContain('intro\n');
    expect(readme).toContain(
      'Latest run: `npm run bench` at 2026-01-01T00:00:00Z.\n\n| a |\n\n<!-- bench-results:end -->\nnotes\n',
    );
    expect(readme).not.toContain('old');
  });
});
