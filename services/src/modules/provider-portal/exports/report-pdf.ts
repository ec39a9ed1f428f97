import PDFDocument from 'pdfkit';
import { REPORT_PERIODS, REPORT_TYPES, type ProviderReport, type RiskLevel } from '@anchor/contracts';

const MARGIN = 50;
const CHART = { width: 495, height: 160, maxScore: 80 };
/** Print colours for the risk bands (low green, moderate yellow, high red). */
const RISK_FILL: Record<RiskLevel, string> = { low: '#2e7d32', moderate: '#f9a825', high: '#c62828' };
const MAX_TABLE_ROWS = 40;

function labelOf(report: ProviderReport): { title: string; period: string } {
  const title = REPORT_TYPES.find((type) => type.id === report.type)?.label ?? report.type;
  const period = REPORT_PERIODS.find((p) => p.id === report.period)?.label ?? report.period;
  return { title, period };
}

function drawFigures(doc: PDFKit.PDFDocument, report: ProviderReport): void {
  const figures: [string, string][] = [
    ['Total patients', String(report.totalPatients)],
    ['Shared assessments in period', String(report.sharedAssessments)],
    ['Average PCL-5 score', report.avgScore === null ? 'none' : String(report.avgScore)],
    ['Average recovery progress', report.avgRecoveryProgress === null ? 'none' : `${report.avgRecoveryProgress}%`],
  ];
  doc.fontSize(11).fillColor('#000000');
  for (const [label, value] of figures) doc.text(`${label}: ${value}`);
}

/** A bar per shared assessment, coloured by risk band, on a 0-80 axis with the 33 line marked. */
function drawChart(doc: PDFKit.PDFDocument, report: ProviderReport): void {
  const top = doc.y + 15;
  const bottom = top + CHART.height;
  doc.save().lineWidth(1).strokeColor('#666666');
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN, bottom)
    .lineTo(MARGIN + CHART.width, bottom)
    .stroke();
  const y33 = bottom - (33 / CHART.maxScore) * CHART.height;
  doc
    .dash(3, { space: 3 })
    .moveTo(MARGIN, y33)
    .lineTo(MARGIN + CHART.width, y33)
    .stroke()
    .undash();
  doc
    .fontSize(8)
    .fillColor('#666666')
    .text('33', MARGIN - 15, y33 - 4)
    .text('80', MARGIN - 15, top - 4);
  const rows = report.rows.slice(-60);
  const slot = rows.length ? CHART.width / rows.length : CHART.width;
  rows.forEach((row, index) => {
    const height = (row.score / CHART.maxScore) * CHART.height;
    doc
      .rect(MARGIN + index * slot + slot * 0.15, bottom - height, Math.max(1, slot * 0.7), height)
      .fill(RISK_FILL[row.riskLevel]);
  });
  doc.restore();
  doc.x = MARGIN;
  doc.y = bottom + 20;
}

function drawTable(doc: PDFKit.PDFDocument, report: ProviderReport): void {
  doc.fontSize(12).fillColor('#000000').text('Shared assessments', MARGIN);
  doc.fontSize(9);
  if (report.rows.length === 0) doc.text('No assessments were shared in this period.');
  for (const row of report.rows.slice(-MAX_TABLE_ROWS)) {
    doc.text(`${row.date}   ${row.patientName}   PCL-5 ${row.score}   ${row.riskLevel} risk`);
  }
}

/** The report as a PDF (pdfkit): title, period, figures, chart and table. Resolves with the whole file. */
export function reportPdf(report: ProviderReport, heading = 'Anchor Provider Portal'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: labelOf(report).title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { title, period } = labelOf(report);
  doc.fontSize(9).fillColor('#666666').text(heading);
  doc.fontSize(18).fillColor('#000000').text(title);
  doc
    .fontSize(10)
    .text(`Period: ${period} (${report.from.slice(0, 10)} to ${report.to.slice(0, 10)})`)
    .moveDown();
  drawFigures(doc, report);
  drawChart(doc, report);
  drawTable(doc, report);
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#666666')
    .text('PCL-5 scores are for screening, not diagnosis. Only assessments the patient chose to share are included.');
  doc.end();
  return done;
}
