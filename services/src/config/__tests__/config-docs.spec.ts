import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writingGeneratedDocs } from '@anchor/services/test/generated-docs';
import { configDocs, configTableMarkdown } from '../config-docs';

const operationsDoc = path.join(__dirname, '../../../../docs/operations.md');
const START = /<!-- config-table:start[^>]*-->\n/;
const END = '<!-- config-table:end -->';

/** docs/operations.md with its configuration table section split out. */
function documentParts() {
  const text = readFileSync(operationsDoc, 'utf8');
  const start = START.exec(text);
  const end = text.indexOf(END);
  if (!start || end < 0) throw new Error('docs/operations.md lost its config-table markers');
  const tableStart = start.index + start[0].length;
  return { before: text.slice(0, tableStart), table: text.slice(tableStart, end), after: text.slice(end) };
}

describe('configuration table', () => {
  beforeAll(() => {
    if (!writingGeneratedDocs) return;
    const { before, after } = documentParts();
    writeFileSync(operationsDoc, `${before}${configTableMarkdown()}\n${after}`);
  });

  it('in docs/operations.md is the one generated from config-docs.ts (run npm run docs after changing it)', () => {
    expect(documentParts().table).toBe(`${configTableMarkdown()}\n`);
  });

  it('lists every variable once', () => {
    const names = configDocs.map((doc) => doc.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('escapes a pipe inside a cell so the row keeps its three columns', () => {
    expect(configTableMarkdown([{ name: 'X', default: 'a|b', description: 'c' }])).toContain('| `X` | a\\|b | c |');
  });
});
