import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CRISIS_LINES, crisisLinkName } from '../crisis-resources';

const CRISIS_RESOURCES_DOC = join(__dirname, '..', '..', '..', '..', 'docs', 'crisis-resources.md');

/** The rows of the table in docs/crisis-resources.md, as "entry | how | link | source". */
function documentRows(): string[] {
  return readFileSync(CRISIS_RESOURCES_DOC, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Entry') && !line.startsWith('| ---'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
        .join(' | '),
    );
}

describe('crisis resources', () => {
  it('are the table of docs/crisis-resources.md, row for row and in its order, each with its source', () => {
    const listed = CRISIS_LINES.map((line) => [line.name, line.actionLabel, line.href, line.source].join(' | '));
    expect(documentRows()).toEqual(listed);
  });

  it('reach 988 in Spanish, the Veterans Crisis Line by text and chat, and Deaf and hard of hearing callers', () => {
    const hrefs = CRISIS_LINES.map((line) => line.href);
    for (const href of ['sms:988?body=AYUDA', 'sms:838255', 'https://988lifeline.org/chat', 'tel:711']) {
      expect(hrefs).toContain(href);
    }
    expect(CRISIS_LINES.map(crisisLinkName)).toEqual(
      expect.arrayContaining([
        'Call 988',
        'Text 988',
        'Chat with 988 (opens a new tab)',
        'Call 988, press 2',
        'Text HOME to 741741',
        'Call 911',
      ]),
    );
  });

  it('link only by phone, text or a secure page', () => {
    for (const line of CRISIS_LINES) expect(line.href).toMatch(/^(tel:\d+|sms:\d+(\?body=[A-Z]+)?|https:\/\/\S+)$/);
  });
});
