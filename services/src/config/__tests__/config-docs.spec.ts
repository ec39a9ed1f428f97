import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writingGeneratedDocs } from '@anchor/services/test/generated-docs';
import { configDocs, configTableMarkdown } from '../config-docs';

const readme = path.join(__dirname, '../../../../README.md');
const START = /<!-- config-table:start[^>]*-->\n/;
const END = '<!-- config-table:end -->';

/** The README with its configuration table section split out. */
function readmeParts() {
  const text = readFileSync(readme, 'utf8');
  const start = START.exec(text);
  const end = text.indexOf(END);
  if (!start || end < 0) throw new Error('README.md lost its config-table markers');
  const tableStart = start.index + start[0].length;
  return { before: text.slice(0, tableStart), table: text.slice(tableStart, end), after: text.slice(end) };
}

describe('configuration table', () => {
  beforeAll(() => {
    if (!writingGeneratedDocs) return;
    const { before, after } = readmeParts();
    writeFileSync(readme, `${before}${configTableMarkdown()}\n${after}`);
  });

  it('in README.md is the one generated from config-docs.ts (run npm run docs after changing it)', () => {
    expect(readmeParts().table).toBe(`${configTableMarkdown()}\n`);
  });

  it('lists every variable once', () => {
    const names = configDocs.map((doc) => doc.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('escapes a pipe inside a cell so the row keeps its three columns', () => {
    expect(configTableMarkdown([{ name: 'X', default: 'a|b', description: 'c' }])).toContain('| `X` | a\\|b | c |');
  });
});
