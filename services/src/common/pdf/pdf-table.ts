import { PDF_MARGIN, PDF_WIDTH, type PdfWriter, type TextStyle } from './pdf-writer';

export interface PdfColumn {
  header: string;
  /** Share of the page width, 0-1. */
  width: number;
  align?: 'left' | 'right';
}

const CELL_PAD = 3;
const HEADER: TextStyle = { size: 8.5, weight: 'bold', color: '#333333' };
const BODY: TextStyle = { size: 9 };

/**
 * Queues a tagged table (`Table` > `TR` > `TH`/`TD`): one block per row, the header kept with the first row, and
 * the last row kept with whatever follows it when `keepLastWithNext` (a footnote, for instance).
 */
export function pdfTable(
  writer: PdfWriter,
  columns: PdfColumn[],
  rows: string[][],
  options: { keepLastWithNext?: boolean } = {},
): void {
  const { doc } = writer;
  let table: PDFKit.PDFStructureElement | null = null;
  const widths = columns.map((column) => column.width * PDF_WIDTH);
  const row = (cells: string[], style: TextStyle, cellTag: 'TH' | 'TD', last: boolean) => {
    const height =
      Math.max(...cells.map((cell, i) => writer.measure(cell, { ...style, width: widths[i] - 2 * CELL_PAD }))) +
      2 * CELL_PAD;
    writer.add({
      height,
      keepWithNext: cellTag === 'TH' || (last && options.keepLastWithNext),
      draw: (top) => {
        if (!table) {
          table = doc.struct('Table');
          writer.root.add(table);
        }
        const tr = doc.struct('TR');
        table.add(tr);
        let x = PDF_MARGIN;
        cells.forEach((cell, i) => {
          const left = x;
          const width = widths[i] - 2 * CELL_PAD;
          const align = columns[i].align;
          tr.add(
            doc.struct(cellTag, {}, () =>
              writer.write(cell, left + CELL_PAD, top + CELL_PAD, { ...style, width, align }),
            ),
          );
          x += widths[i];
        });
        doc.markContent('Artifact', { type: 'Layout' });
        doc
          .save()
          .lineWidth(cellTag === 'TH' ? 0.8 : 0.3)
          .strokeColor('#999999')
          .moveTo(PDF_MARGIN, top + height)
          .lineTo(PDF_MARGIN + PDF_WIDTH, top + height)
          .stroke()
          .restore();
        doc.endMarkedContent();
      },
    });
  };
  row(
    columns.map((column) => column.header),
    HEADER,
    'TH',
    rows.length === 0,
  );
  rows.forEach((cells, index) => row(cells, BODY, 'TD', index === rows.length - 1));
}
