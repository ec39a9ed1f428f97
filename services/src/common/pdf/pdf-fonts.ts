import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts a PDF embeds (Noto, SIL Open Font License, shipped by npm packages: nothing downloads at run time).
 * Noto Sans covers Latin with every European diacritic, Vietnamese, Greek and Cyrillic; the others one script each
 * (Noto Sans SC: Chinese characters and Japanese kana; Noto Sans KR: Korean Hangul).
 * pdfkit embeds only the glyphs a document uses (a subset), so a report stays small.
 */
export type PdfScript = 'latin' | 'arabic' | 'hebrew' | 'cjk' | 'hangul';
export type PdfWeight = 'regular' | 'bold';

const FONT_FILES: Record<PdfScript, { pkg: string; regular: string; bold: string }> = {
  latin: { pkg: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: {
    pkg: '@embedpdf/fonts-arabic',
    regular: 'NotoNaskhArabic-Regular.ttf',
    bold: 'NotoNaskhArabic-Bold.ttf',
  },
  hebrew: { pkg: '@embedpdf/fonts-hebrew', regular: 'NotoSansHebrew-Regular.ttf', bold: 'NotoSansHebrew-Bold.ttf' },
  // One weight: the bold CJK file alone is 8 MB, and headings rarely hold a CJK character.
  cjk: { pkg: '@embedpdf/fonts-sc', regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Regular.otf' },
  hangul: { pkg: '@embedpdf/fonts-kr', regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Regular.otf' },
};

/** Scripts written right to left: fontkit shapes and orders a run of them; the run stays in place in its line. */
export const RIGHT_TO_LEFT: ReadonlySet<PdfScript> = new Set(['arabic', 'hebrew']);

const SCRIPT_RANGES: [number, number, PdfScript][] = [
  [0x0590, 0x05ff, 'hebrew'],
  [0xfb1d, 0xfb4f, 'hebrew'],
  [0x0600, 0x06ff, 'arabic'],
  [0x0750, 0x077f, 'arabic'],
  [0x08a0, 0x08ff, 'arabic'],
  [0xfb50, 0xfdff, 'arabic'],
  [0xfe70, 0xfeff, 'arabic'],
  // Hangul before the wider CJK block that holds its compatibility letters.
  [0x1100, 0x11ff, 'hangul'],
  [0x3130, 0x318f, 'hangul'],
  [0xa960, 0xa97f, 'hangul'],
  [0xac00, 0xd7ff, 'hangul'],
  [0x2e80, 0x9fff, 'cjk'],
  [0xf900, 0xfaff, 'cjk'],
  [0xff00, 0xffef, 'cjk'],
  [0x20000, 0x2fa1f, 'cjk'],
];

/** The script of a letter, or null for what belongs to no script (spaces, digits, punctuation). */
export function scriptOf(char: string): PdfScript | null {
  const code = char.codePointAt(0) ?? 0;
  for (const [from, to, script] of SCRIPT_RANGES) if (code >= from && code <= to) return script;
  return /\p{L}|\p{M}/u.test(char) ? 'latin' : null;
}

export interface TextRun {
  text: string;
  script: PdfScript;
}

/**
 * A line of text cut into runs of one script each, so each run gets a font that has its glyphs. Spaces and
 * punctuation between two letters of one script stay in that run (a two-word Arabic name is one run, ordered
 * as a whole); elsewhere they, and digits, are Latin.
 */
export function scriptRuns(text: string): TextRun[] {
  const chars = [...text];
  const scripts = chars.map(scriptOf);
  const resolved = scripts.map((script, index): PdfScript => {
    if (script) return script;
    const before = scripts.slice(0, index).reverse().find(Boolean);
    const after = scripts.slice(index + 1).find(Boolean);
    const isDigit = /\p{N}/u.test(chars[index]);
    return !isDigit && before && before === after ? before : 'latin';
  });
  const runs: TextRun[] = [];
  chars.forEach((char, index) => {
    const last = runs.at(-1);
    if (last && last.script === resolved[index]) last.text += char;
    else runs.push({ text: char, script: resolved[index] });
  });
  return runs;
}

const cache = new Map<string, Buffer>();
const requireHere = createRequire(__filename);

/** The bytes of a script's font, read once per process from its package. */
export function fontBytes(script: PdfScript, weight: PdfWeight): Buffer {
  const { pkg, [weight]: file } = FONT_FILES[script];
  const key = `${pkg}/${file}`;
  let bytes = cache.get(key);
  if (!bytes) {
    // The packages export only their index (dist/); the font files sit beside it in fonts/.
    bytes = readFileSync(join(dirname(requireHere.resolve(pkg)), '..', 'fonts', file));
    cache.set(key, bytes);
  }
  return bytes;
}

/** The name a document registers a script's font under. */
export const fontName = (script: PdfScript, weight: PdfWeight) => `${script}-${weight}`;
