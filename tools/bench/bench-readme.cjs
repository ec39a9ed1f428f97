// bench/README.md says in words what `npm run bench` measures; its "Latest run" part is bench/results.md, copied
// in by the bench itself (and checked by tools/__tests__/bench-readme.spec.ts), so no figure is ever typed by hand.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const BENCH_README = path.join(__dirname, '..', '..', 'bench', 'README.md');
const BENCH_RESULTS = path.join(__dirname, '..', '..', 'bench', 'results.md');
const START = '<!-- bench-results:start (copied from bench/results.md by npm run bench; do not edit) -->';
const END = '<!-- bench-results:end -->';

/** The README with its latest-run part replaced by `resultsMarkdown` (results.md's title becomes a sentence). */
function withLatestRun(readme, resultsMarkdown) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('bench/README.md lost its bench-results markers');
  const latest = resultsMarkdown.replace(/^# npm run bench: (\S+)\n/, 'Latest run: `npm run bench` at $1.\n').trim();
  return `${readme.slice(0, start + START.length)}\n\n${latest}\n\n${readme.slice(end)}`;
}

function writeBenchReadme() {
  const readme = readFileSync(BENCH_README, 'utf8');
  writeFileSync(BENCH_README, withLatestRun(readme, readFileSync(BENCH_RESULTS, 'utf8')));
}

module.exports = { BENCH_README, BENCH_RESULTS, withLatestRun, writeBenchReadme };
