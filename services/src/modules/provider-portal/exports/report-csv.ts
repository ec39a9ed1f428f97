import { stringify } from 'csv-stringify/sync';
import type { ProviderReport } from '@anchor/contracts';

/** One row per shared assessment in the period, with the report's headline figures first. */
export function reportCsv(report: ProviderReport): string {
  const head = [
    ['Report', report.type],
    ['From', report.from.slice(0, 10)],
    ['To', report.to.slice(0, 10)],
    ['Total patients', report.totalPatients],
    ['Shared assessments', report.sharedAssessments],
    [],
    ['Patient', 'Date', 'PCL-5 score', 'Risk level'],
  ];
  const rows = report.rows.map((row) => [row.patientName, row.date, row.score, row.riskLevel]);
  return stringify([...head, ...rows]);
}
