import PDFDocument from 'pdfkit';
import { PCL5_RISK_BANDS } from '@anchor/clinical';
import { REPORT_PERIODS, REPORT_SECTIONS, REPORT_TYPES, type ProviderReport, type RiskLevel } from '@anchor/contracts';
import { ReportText } from './report-text';

const MARGIN = 50;
const CHART = { width: 495, height: 140 };
/** Print colours for the risk bands (low green, moderate yellow, high red), and for bars without a band. */
const RISK_FILL: Record<RiskLevel, string> = { low: '#2e7d32', moderate: '#f9a825', high: '#c62828' };
const PLAIN_FILL = '#1565c0';
const MAX_TABLE_ROWS = 40;

interface Bar {
  value: number;
  fill: string;
}

function labelOf(report: ProviderReport): { title: string; period: string } {
  const title = REPORT_TYPES.find((type) => type.id === report.type)?.label ?? report.type;
  const period = REPORT_PERIODS.find((p) => p.id === report.period)?.label ?? report.period;
  return { title, period };
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  if (doc.y + CHART.height + 80 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown().fontSize(13).fillColor('#000000').text(text, MARGIN);
}

function lines(doc: PDFKit.PDFDocument, rows: string[], empty: string): void {
  doc.fontSize(9).fillColor('#000000');
  if (rows.length === 0) doc.text(empty);
  for (const row of rows.slice(-MAX_TABLE_ROWS)) doc.text(row);
}

/** Vertical bars on a 0-`max` axis, with dashed lines at `marks` (where the PCL-5 high-risk band starts, for instance). */
function drawBars(doc: PDFKit.PDFDocument, bars: Bar[], max: number, marks: number[] = []): void {
  const top = doc.y + 15;
  const bottom = top + CHART.height;
  const yOf = (value: number) => bottom - (Math.min(value, max) / max) * CHART.height;
  doc.save().lineWidth(1).strokeColor('#666666');
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN, bottom)
    .lineTo(MARGIN + CHART.width, bottom)
    .stroke();
  for (const mark of marks) {
    doc
      .dash(3, { space: 3 })
      .moveTo(MARGIN, yOf(mark))
      .lineTo(MARGIN + CHART.width, yOf(mark))
      .stroke()
      .undash();
  }
  doc.fontSize(8).fillColor('#666666');
  for (const value of [...marks, max])
    doc.text(String(value), MARGIN - 22, yOf(value) - 4, { width: 18, align: 'right' });
  const shown = bars.slice(-60);
  const slot = shown.length ? CHART.width / shown.length : CHART.width;
  shown.forEach((bar, index) => {
    const height = bottom - yOf(bar.value);
    doc.rect(MARGIN + index * slot + slot * 0.15, bottom - height, Math.max(1, slot * 0.7), height).fill(bar.fill);
  });
  doc.restore();
  doc.x = MARGIN;
  doc.y = bottom + 12;
}

function drawProgress(doc: PDFKit.PDFDocument, report: ProviderReport): void {
  heading(doc, ReportText.progressTitle);
  drawBars(
    doc,
    report.progress.map((row) => ({
      value: row.progress ?? 0,
      fill: row.riskLevel ? RISK_FILL[row.riskLevel] : PLAIN_FILL,
    })),
    100,
  );
  lines(doc, report.progress.map(ReportText.progressLine), ReportText.noPatients);
}

function drawHistory(doc: PDFKit.PDFDocument, report: ProviderReport): void {
  heading(doc, ReportText.historyTitle);
  drawBars(
    doc,
    report.rows.map((row) => ({ value: row.score, fill: RISK_FILL[row.riskLevel] })),
    80,
    [PCL5_RISK_BANDS.high],
  );
  lines(doc, report.rows.map(ReportText.historyLine), ReportText.noHistory);
}

function drawWellness(doc: PDFKit.PDFDocument, report: ProviderReport): void {
  heading(doc, ReportText.wellnessTitle);
  doc.fontSize(9).fillColor('#666666').text(ReportText.wellnessNotShared(report.wellnessNotShared));
  drawBars(
    doc,
    report.wellness.map((row) => ({ value: row.avgMood ?? 0, fill: PLAIN_FILL })),
    10,
  );
  lines(doc, report.wellness.map(ReportText.wellnessLine), ReportText.noWellness);
}

/** The report as a PDF (pdfkit): title, period, figures, then a chart and a table per section of its type. */
export function reportPdf(report: ProviderReport, documentHeading = 'Anchor Provider Portal'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: labelOf(report).title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { title, period } = labelOf(report);
  doc.fontSize(9).fillColor('#666666').text(documentHeading);
  doc.fontSize(18).fillColor('#000000').text(title);
  doc
    .fontSize(10)
    .text(`Period: ${period} (${report.from.slice(0, 10)} to ${report.to.slice(0, 10)})`)
    .moveDown();
  doc.fontSize(11);
  for (const [label, value] of ReportText.figures(report)) doc.text(`${label}: ${value}`);
  const sections = REPORT_SECTIONS[report.type];
  if (sections.includes('progress')) drawProgress(doc, report);
  if (sections.includes('history')) drawHistory(doc, report);
  if (sections.includes('wellness')) drawWellness(doc, report);
  doc.moveDown().fontSize(8).fillColor('#666666').text(ReportText.footnote, MARGIN);
  doc.end();
  return done;
}
