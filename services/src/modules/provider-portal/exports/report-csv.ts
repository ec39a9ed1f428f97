import { REPORT_PERIODS, REPORT_SECTIONS, REPORT_TYPES, type ProviderReport } from '@anchor/contracts';
import { type CsvCell, spreadsheetCsv } from '../../../common/spreadsheet-csv';
import { ReportText } from './report-text';

/** The report's headline figures, then a block per section of its type (a header row, then its rows). */
export function reportCsv(report: ProviderReport): string {
  const sections = REPORT_SECTIONS[report.type];
  const lines: CsvCell[][] = [
    ['Report', REPORT_TYPES.find((type) => type.id === report.type)?.label ?? report.type],
    ['Period', REPORT_PERIODS.find((period) => period.id === report.period)?.label ?? report.period],
    ['From', report.from.slice(0, 10)],
    ['To', report.to.slice(0, 10)],
    ['Total patients', report.totalPatients],
    ['Shared assessments', report.sharedAssessments],
    ['Average PCL-5 score', report.avgScore],
    ['Average change since first shared score (points)', report.avgChangeSinceFirst],
  ];
  if (sections.includes('progress')) {
    lines.push([], [ReportText.progressTitle], [...ReportText.progressColumns]);
    for (const row of report.progress) {
      lines.push([
        row.patientName,
        row.firstScore,
        row.latestScore,
        row.changeSinceFirst,
        row.changeSinceFirst === null ? null : ReportText.change(row.changeSinceFirst),
        ReportText.latestScreening(row),
        row.sharedInPeriod,
      ]);
    }
  }
  if (sections.includes('history')) {
    lines.push([], [ReportText.historyTitle], [...ReportText.historyColumns]);
    for (const row of report.rows) {
      lines.push([row.patientName, row.date, row.score, row.answeredCount, ReportText.screening(row)]);
    }
  }
  if (sections.includes('wellness')) {
    lines.push([], [ReportText.wellnessTitle], [ReportText.wellnessNotShared(report.wellnessNotShared)]);
    lines.push([...ReportText.wellnessColumns]);
    for (const row of report.wellness) {
      lines.push([
        row.patientName,
        row.moodDays,
        row.avgMood,
        row.lowestMood,
        row.practiceSessions,
        row.practiceMinutes,
        row.practiceUntimedSessions,
        row.crisisEvents,
      ]);
    }
  }
  lines.push([], ['Sources'], ...ReportText.sources.map((source) => [source]));
  return spreadsheetCsv(lines);
}
