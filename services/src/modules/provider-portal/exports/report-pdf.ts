import { PCL5_CUTOFF_LINE_LABEL, PCL5_SCREENING_CUTOFF } from '@anchor/clinical';
import {
  REPORT_PERIODS,
  REPORT_SECTIONS,
  REPORT_TYPES,
  type Pcl5Screening,
  type ProviderReport,
} from '@anchor/contracts';
import { type PdfBar, pdfBarChart } from '../../../common/pdf/pdf-chart';
import { PdfWriter } from '../../../common/pdf/pdf-writer';
import { ReportText } from './report-text';

/** Print colours of the screening labels (below green, near yellow, above red, partial grey), and of plain bars. */
const BAND_FILL: Record<Pcl5Screening, string> = {
  below_cutoff: '#2e7d32',
  near_cutoff: '#f9a825',
  above_cutoff: '#c62828',
  partial: '#9e9e9e',
};
const CUTOFF_LINE = { value: PCL5_SCREENING_CUTOFF.high, label: PCL5_CUTOFF_LINE_LABEL };
const PLAIN_FILL = '#1565c0';
const MAX_TABLE_ROWS = 40;
const GREY = '#555555';

function labelOf(report: ProviderReport): { title: string; period: string } {
  const title = REPORT_TYPES.find((type) => type.id === report.type)?.label ?? report.type;
  const period = REPORT_PERIODS.find((p) => p.id === report.period)?.label ?? report.period;
  return { title, period };
}

function heading(writer: PdfWriter, text: string): void {
  writer.space(10);
  writer.text('H2', text, { size: 13, weight: 'bold' }, { keepWithNext: true });
}

/** The section's rows, one paragraph each; the very last one is kept with the footnote that follows. */
function lines(writer: PdfWriter, rows: string[], empty: string, last: boolean): void {
  const shown = rows.length ? rows.slice(-MAX_TABLE_ROWS) : [empty];
  shown.forEach((row, index) =>
    writer.text('P', row, { size: 9 }, { keepWithNext: last && index === shown.length - 1 }),
  );
}

function progressSection(writer: PdfWriter, report: ProviderReport, last: boolean): void {
  heading(writer, ReportText.progressTitle);
  const bars: PdfBar[] = report.progress.map((row) => ({
    label: row.patientName,
    value: row.latestScore ?? 0,
    fill: row.screening ? BAND_FILL[row.screening] : PLAIN_FILL,
  }));
  pdfBarChart(writer, {
    bars,
    max: 80,
    yLabel: 'Latest complete shared PCL-5 (0-80)',
    caption: `${ReportText.progressTitle}: one bar per patient, their latest complete shared score coloured by its screening label; the change in points is in the lines below.`,
    reference: CUTOFF_LINE,
  });
  lines(writer, report.progress.map(ReportText.progressLine), ReportText.noPatients, last);
}

function historySection(writer: PdfWriter, report: ProviderReport, last: boolean): void {
  heading(writer, ReportText.historyTitle);
  pdfBarChart(writer, {
    bars: report.rows.map((row) => ({ label: row.date.slice(5), value: row.score, fill: BAND_FILL[row.screening] })),
    max: 80,
    yLabel: 'PCL-5 total (0-80)',
    caption: `${ReportText.historyTitle}: one bar per shared PCL-5, in date order.`,
    reference: CUTOFF_LINE,
  });
  lines(writer, report.rows.map(ReportText.historyLine), ReportText.noHistory, last);
}

function wellnessSection(writer: PdfWriter, report: ProviderReport, last: boolean): void {
  heading(writer, ReportText.wellnessTitle);
  writer.text('P', ReportText.wellnessNotShared(report.wellnessNotShared), { size: 9, color: GREY });
  pdfBarChart(writer, {
    bars: report.wellness.map((row) => ({ label: row.patientName, value: row.avgMood ?? 0, fill: PLAIN_FILL })),
    max: 10,
    yLabel: 'Average daily mood (1-10)',
    caption: `${ReportText.wellnessTitle}: average daily mood of each patient who shares it (0 when no check-in).`,
  });
  lines(writer, report.wellness.map(ReportText.wellnessLine), ReportText.noWellness, last);
}

/** The report as a tagged PDF: title, period, figures, then a chart and its rows per section of its type. */
export function reportPdf(report: ProviderReport, documentHeading = 'Anchor Provider Portal'): Promise<Buffer> {
  const { title, period } = labelOf(report);
  const writer = new PdfWriter({ title: `${title} (${period})`, author: 'Anchor', subject: documentHeading });
  writer.text('P', documentHeading, { size: 9, color: GREY });
  writer.text('H1', title, { size: 18, weight: 'bold' });
  writer.text('P', `Period: ${period} (${report.from.slice(0, 10)} to ${report.to.slice(0, 10)})`, { size: 10 });
  for (const [label, value] of ReportText.figures(report)) writer.text('P', `${label}: ${value}`, { size: 11 });
  const sections = REPORT_SECTIONS[report.type].filter((section) =>
    (['progress', 'history', 'wellness'] as const).includes(section),
  );
  const draw = { progress: progressSection, history: historySection, wellness: wellnessSection };
  sections.forEach((section, index) => draw[section](writer, report, index === sections.length - 1));
  writer.space(8);
  writer.text('P', ReportText.footnote, { size: 8, color: GREY }, { keepWithPrevious: true });
  return writer.finish();
}
