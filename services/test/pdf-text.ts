import { spawnSync } from 'node:child_process';

/** pdf.js (inside pdf-parse) is ES modules only, which Jest cannot load without VM modules: parse in a child node. */
const SCRIPT = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const { text } = await parser.getText();
await parser.destroy();
process.stdout.write(text);
`;

/** The text of a PDF, as a PDF reader extracts it; throws when the file does not parse. */
export function pdfText(pdf: ArrayBuffer): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    input: Buffer.from(pdf),
    cwd: __dirname,
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (result.status !== 0) throw new Error(`the PDF did not parse: ${result.stderr}`);
  return result.stdout;
}
