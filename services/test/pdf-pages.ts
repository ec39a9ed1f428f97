import { spawnSync } from 'node:child_process';

/** pdf.js (inside pdf-parse) is ES modules only, which Jest cannot load without VM modules: parse in a child node. */
const SCRIPT = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const { pages } = await parser.getText();
const { info } = await parser.getInfo();
await parser.destroy();
process.stdout.write(JSON.stringify({ pages: pages.map((page) => page.text), title: info?.Title ?? null }));
`;

export interface PdfReading {
  /** The text of each page, as pdf.js extracts it (right-to-left runs in logical order). */
  pages: string[];
  title: string | null;
  /** The catalog marks the file as tagged and holds a structure tree. */
  tagged: boolean;
  /** The catalog's /Lang, or null. */
  lang: string | null;
  /** The catalog asks readers to show the title rather than the file name. */
  displaysTitle: boolean;
}

/** What a PDF reader finds in a file; throws when it does not parse. */
export function readPdf(pdf: Uint8Array): PdfReading {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    input: Buffer.from(pdf),
    cwd: __dirname,
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (result.status !== 0) throw new Error(`the PDF did not parse: ${result.stderr}`);
  const parsed = JSON.parse(result.stdout) as { pages: string[]; title: string | null };
  // pdfkit writes the catalog and its dictionaries uncompressed.
  const raw = Buffer.from(pdf).toString('latin1');
  return {
    ...parsed,
    tagged: /\/MarkInfo\s+\d+ 0 R/.test(raw) && /\/Marked true/.test(raw) && /\/StructTreeRoot\s+\d+ 0 R/.test(raw),
    lang: /\/Lang \(([^)]*)\)/.exec(raw)?.[1] ?? null,
    displaysTitle: /\/DisplayDocTitle true/.test(raw),
  };
}
