import { readPdf } from '@anchor/services/test/pdf-pages';
import { scriptRuns } from '../pdf-fonts';
import { PdfWriter } from '../pdf-writer';

const FOOTNOTE = 'This footnote belongs with the line above it.';

describe('the PDF kit', () => {
  jest.setTimeout(30_000);

  it('cuts text into runs of one script, keeping a right-to-left name whole', () => {
    expect(scriptRuns('Patient: محمد علي 12')).toEqual([
      { text: 'Patient: ', script: 'latin' },
      { text: 'محمد علي', script: 'arabic' },
      { text: ' 12', script: 'latin' },
    ]);
    expect(scriptRuns('Wąsik 李').map((run) => run.script)).toEqual(['latin', 'cjk']);
    expect(scriptRuns('김민준 さくら').map((run) => run.script)).toEqual(['hangul', 'latin', 'cjk']);
  });

  it('moves the last line to the next page with a footnote that would otherwise stand alone', async () => {
    const writer = new PdfWriter({ title: 'Layout', author: 'Anchor' });
    const style = { size: 11 };
    const lineHeight = writer.measure('Line', style) + style.size * 0.5;
    const fitting = Math.floor((writer.doc.page.height - 100) / lineHeight);
    for (let line = 1; line <= fitting; line++) writer.text('P', `Line ${line}`, style);
    writer.text('P', FOOTNOTE, { size: 8 }, { keepWithPrevious: true });
    const pages = readPdf(await writer.finish()).pages;
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain(`Line ${fitting}`);
    expect(pages[1]).toContain(FOOTNOTE);
  });
});
