import { PDF_MARGIN, PDF_WIDTH, type PdfWriter, type TextStyle } from './pdf-writer';

export interface PdfBar {
  /** Under the bar (a date, a name); shown when the bars are few enough to label. */
  label: string;
  value: number;
  fill: string;
}

export interface PdfChart {
  bars: PdfBar[];
  max: number;
  /** The y axis's title, e.g. "PCL-5 total (0-80)". */
  yLabel: string;
  /** What a reader learns from the chart; also its alternative text. */
  caption: string;
  /** Added to the caption when every value is 0 (drawn as flat markers), e.g. "No change for anyone." */
  zeroNote?: string;
  /** A labelled dashed line across the chart, e.g. the screening cut-off. */
  reference?: { value: number; label: string };
}

const PLOT = { left: PDF_MARGIN + 34, height: 130, top: 14 };
const PLOT_WIDTH = PDF_WIDTH - 34;
const X_LABELS = 18; // below the axis
const MAX_BARS = 60;
const MAX_LABELLED = 14;
const GREY = '#555555';

function drawAxes(writer: PdfWriter, chart: PdfChart, top: number, bottom: number, yOf: (v: number) => number) {
  const { doc } = writer;
  doc.save().lineWidth(1).strokeColor(GREY);
  doc
    .moveTo(PLOT.left, top)
    .lineTo(PLOT.left, bottom)
    .lineTo(PLOT.left + PLOT_WIDTH, bottom)
    .stroke();
  doc.restore();
  for (const tick of [0, chart.max / 2, chart.max])
    writer.write(String(Math.round(tick)), PLOT.left - 26, yOf(tick) - 4, {
      size: 7,
      color: GREY,
      width: 22,
      align: 'right',
    });
  writer.write(chart.yLabel, PDF_MARGIN, top - PLOT.top, { size: 7.5, color: GREY });
}

/** The reference line over the bars, its label on a white ground at the left so no bar hides it. */
function drawReference(writer: PdfWriter, chart: PdfChart, yOf: (v: number) => number) {
  const { doc } = writer;
  if (chart.reference) {
    const y = yOf(chart.reference.value);
    doc.save().lineWidth(0.8).strokeColor('#b71c1c').dash(3, { space: 3 });
    doc
      .moveTo(PLOT.left, y)
      .lineTo(PLOT.left + PLOT_WIDTH, y)
      .stroke()
      .undash()
      .restore();
    const label = { size: 7, color: '#b71c1c' } as const;
    const width = writer.measureWidth(chart.reference.label, label) + 6;
    doc.rect(PLOT.left + 2, y - 11, width, 10).fill('#ffffff');
    writer.write(chart.reference.label, PLOT.left + 5, y - 10, { ...label, width });
  }
}

/** `text` cut to one line of `style.width`, with an ellipsis when cut. */
function fitted(writer: PdfWriter, text: string, style: TextStyle & { width: number }): string {
  if (writer.measureWidth(text, style) <= style.width - 2) return text;
  const chars = [...text];
  while (chars.length > 1 && writer.measureWidth(`${chars.join('')}…`, style) > style.width - 2) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

function drawBars(writer: PdfWriter, chart: PdfChart, bottom: number, yOf: (v: number) => number) {
  const { doc } = writer;
  const shown = chart.bars.slice(-MAX_BARS);
  const slot = PLOT_WIDTH / Math.max(shown.length, 1);
  const labelled = shown.length <= MAX_LABELLED;
  shown.forEach((bar, index) => {
    const left = PLOT.left + index * slot + slot * 0.15;
    const width = Math.max(1.5, slot * 0.7);
    const height = bottom - yOf(bar.value);
    // A value of 0 is drawn as a flat marker on the axis, never as nothing.
    if (height < 1.5) doc.rect(left, bottom - 1.5, width, 1.5).fill(bar.fill);
    else doc.rect(left, bottom - height, width, height).fill(bar.fill);
    if (labelled) {
      const valueY = bottom - Math.max(height, 1.5) - 10;
      writer.write(String(bar.value), left - 6, valueY, {
        size: 7,
        color: '#000000',
        width: width + 12,
        align: 'center',
      });
      const label = { size: 6.5, color: GREY, width: width + 16, align: 'center' } as const;
      writer.write(fitted(writer, bar.label, label), left - 8, bottom + 4, label);
    }
  });
  if (!shown.length)
    writer.write('No values to show.', PLOT.left, bottom - PLOT.height / 2, {
      size: 8,
      color: GREY,
      width: PLOT_WIDTH,
      align: 'center',
    });
  if (!labelled && shown.length)
    writer.write(`${shown[0].label} to ${shown.at(-1)?.label ?? ''}`, PLOT.left, bottom + 4, {
      size: 7,
      color: GREY,
      width: PLOT_WIDTH,
      align: 'center',
    });
}

/**
 * Queues a bar chart as a tagged `Figure` (its caption as alternative text), with axes, ticks, a title on the y axis,
 * the values written over the bars, labels under them, and an optional reference line; then its caption.
 */
export function pdfBarChart(writer: PdfWriter, input: PdfChart): void {
  const allZero = input.bars.length > 0 && input.bars.every((bar) => bar.value === 0);
  const chart = allZero
    ? { ...input, caption: `${input.caption} ${input.zeroNote ?? 'Every value shown is 0.'}` }
    : input;
  const height = PLOT.top + PLOT.height + X_LABELS;
  writer.add({
    height,
    keepWithNext: true,
    draw: (blockTop) => {
      const top = blockTop + PLOT.top;
      const bottom = top + PLOT.height;
      const yOf = (value: number) => bottom - (Math.max(0, Math.min(value, chart.max)) / chart.max) * PLOT.height;
      writer.root.add(
        writer.doc.struct('Figure', { alt: chart.caption }, () => {
          drawAxes(writer, chart, top, bottom, yOf);
          drawBars(writer, chart, bottom, yOf);
          drawReference(writer, chart, yOf);
        }),
      );
    },
  });
  writer.text('Caption', chart.caption, { size: 8, color: GREY }, { keepWithPrevious: true });
}
