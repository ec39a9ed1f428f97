import PDFDocument from 'pdfkit';
import { fontBytes, fontName, RIGHT_TO_LEFT, type PdfScript, type PdfWeight, scriptRuns } from './pdf-fonts';

export const PDF_MARGIN = 50;
export const PDF_WIDTH = 495; // A4 (595 pt) less two margins

export interface PdfInfo {
  title: string;
  author: string;
  subject?: string;
}

export interface TextStyle {
  size: number;
  weight?: PdfWeight;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * One block of the page flow: its height, measured before anything is drawn, and how it draws. A block linked to
 * its neighbour moves to the next page with it, so a heading never ends a page and a footnote never starts one.
 */
export interface PdfBlock {
  height: number;
  keepWithNext?: boolean;
  keepWithPrevious?: boolean;
  draw: (top: number) => void;
}

/**
 * A tagged A4 PDF (pdfkit): document language, title shown by readers, embedded Noto fonts picked per script, a
 * structure tree (`Document` holding headings, paragraphs, tables and figures). Content is queued as blocks and laid
 * out by `finish`, which keeps linked blocks together.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly root: PDFKit.PDFStructureElement;
  private readonly blocks: PdfBlock[] = [];
  private readonly registered = new Set<string>();
  private readonly bytes: Promise<Buffer>;

  constructor(info: PdfInfo) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PDF_MARGIN,
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en',
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Subject: info.subject ?? info.title, Creator: 'Anchor' },
    });
    const chunks: Buffer[] = [];
    this.bytes = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.useFont('latin', 'regular');
  }

  /** Selects a script's font, embedding it on first use (the CJK font only in a document that has CJK text). */
  useFont(script: PdfScript, weight: PdfWeight = 'regular'): void {
    const name = fontName(script, weight);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, fontBytes(script, weight));
      this.registered.add(name);
    }
    this.doc.font(name);
  }

  /** The height `text` takes in `style` (measured in the Latin font, which sets the line height). */
  measure(text: string, style: TextStyle): number {
    this.useFont('latin', style.weight);
    this.doc.fontSize(style.size);
    return this.doc.heightOfString(text, { width: style.width ?? PDF_WIDTH });
  }

  /** The width of one line of `text` in `style`. */
  measureWidth(text: string, style: TextStyle): number {
    this.useFont('latin', style.weight);
    return this.doc.fontSize(style.size).widthOfString(text);
  }

  /** The Latin font's ascender in thousandths of the font size (pdfkit keeps the selected font in `_font`). */
  private latinAscender(weight: PdfWeight = 'regular'): number {
    this.useFont('latin', weight);
    return (this.doc as unknown as { _font: { ascender: number } })._font.ascender;
  }

  /** Writes `text` at (x, y), each run of one script in a font that has it; leaves `doc.y` below it. */
  write(text: string, x: number, y: number, style: TextStyle): void {
    const runs = scriptRuns(text.length ? text : ' ');
    this.doc.fontSize(style.size).fillColor(style.color ?? '#000000');
    // Every run sits on the Latin font's baseline: fonts differ in ascent, so top-aligned runs would not line up.
    const baseline = y + (this.latinAscender(style.weight) / 1000) * style.size;
    runs.forEach((run, index) => {
      this.useFont(run.script, style.weight);
      // pdfkit lays text out word by word unless given features; a right-to-left run must be shaped and ordered
      // as a whole, or its words come out in left-to-right order.
      const features = RIGHT_TO_LEFT.has(run.script) ? { features: [] } : {};
      const options = {
        width: style.width ?? PDF_WIDTH,
        align: style.align,
        continued: index < runs.length - 1,
        baseline: 'alphabetic' as const,
        ...features,
      };
      if (index === 0) this.doc.text(run.text, x, baseline, options);
      else this.doc.text(run.text, options);
    });
  }

  /** Queues a block of the page flow. */
  add(block: PdfBlock): void {
    this.blocks.push(block);
  }

  /** Queues a tagged text block (`H1`, `H2`, `P`, `Caption`, …). */
  text(tag: string, text: string, style: TextStyle, links: Pick<PdfBlock, 'keepWithNext' | 'keepWithPrevious'> = {}) {
    const gap = style.size * 0.5;
    this.add({
      ...links,
      height: this.measure(text, style) + gap,
      draw: (top) => {
        this.root.add(this.doc.struct(tag, {}, () => this.write(text, PDF_MARGIN, top, style)));
      },
    });
  }

  /** Vertical space between blocks (an artifact: nothing a reader reads). */
  space(height: number): void {
    this.add({ height, draw: () => undefined });
  }

  private linkedHeight(from: number): number {
    let height = this.blocks[from].height;
    for (let index = from + 1; index < this.blocks.length; index++) {
      const linked = this.blocks[index - 1].keepWithNext || this.blocks[index].keepWithPrevious;
      if (!linked) break;
      height += this.blocks[index].height;
    }
    return height;
  }

  /** Lays the blocks out on pages, ends the structure tree and returns the file's bytes. */
  finish(): Promise<Buffer> {
    const bottom = () => this.doc.page.height - PDF_MARGIN;
    const usable = this.doc.page.height - 2 * PDF_MARGIN;
    let y = PDF_MARGIN;
    this.blocks.forEach((block, index) => {
      const startsGroup = !(this.blocks[index - 1]?.keepWithNext || block.keepWithPrevious);
      const needed = startsGroup ? Math.min(this.linkedHeight(index), usable) : block.height;
      if (y > PDF_MARGIN && y + needed > bottom()) {
        this.doc.addPage();
        y = PDF_MARGIN;
      }
      block.draw(y);
      y += block.height;
    });
    this.root.end();
    this.doc.end();
    return this.bytes;
  }
}
