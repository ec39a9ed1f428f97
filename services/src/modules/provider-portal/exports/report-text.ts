import type { ProviderReport } from '@anchor/contracts';

type ProgressRow = ProviderReport['progress'][number];
type HistoryRow = ProviderReport['rows'][number];
type WellnessRow = ProviderReport['wellness'][number];

const orNone = (value: number | null, unit = '') => (value === null ? 'none' : `${value}${unit}`);

/** The words of the report files (PDF and CSV). */
export const ReportText = {
  figures: (report: ProviderReport): [string, string][] => [
    ['Total patients', String(report.totalPatients)],
    ['Shared assessments in period', String(report.sharedAssessments)],
    ['Average PCL-5 score', orNone(report.avgScore)],
    ['Average recovery progress', orNone(report.avgRecoveryProgress, '%')],
  ],
  progressTitle: 'Recovery progress by patient',
  progressColumns: [
    'Patient',
    'First shared PCL-5',
    'Latest shared PCL-5',
    'Recovery progress (%)',
    'Risk level',
    'Shared in period',
  ],
  progressLine: (row: ProgressRow) =>
    `${row.patientName}   PCL-5 ${orNone(row.firstScore)} -> ${orNone(row.latestScore)}   progress ${orNone(row.progress, '%')}   ` +
    `${row.riskLevel ? `${row.riskLevel} risk` : 'no shared score'}   ${row.sharedInPeriod} shared in period`,
  noPatients: 'No patients have shared results with you.',
  historyTitle: 'Shared assessments',
  historyColumns: ['Patient', 'Date', 'PCL-5 score', 'Risk level'],
  historyLine: (row: HistoryRow) => `${row.date}   ${row.patientName}   PCL-5 ${row.score}   ${row.riskLevel} risk`,
  noHistory: 'No assessments were shared in this period.',
  wellnessTitle: 'Mood, practice and crisis moments',
  wellnessColumns: [
    'Patient',
    'Days with a mood check-in',
    'Average mood (1-10)',
    'Lowest daily mood',
    'Practice sessions',
    'Practice minutes',
    'Crisis moments',
  ],
  wellnessLine: (row: WellnessRow) =>
    `${row.patientName}   mood ${orNone(row.avgMood, '/10')} average, lowest ${orNone(row.lowestMood, '/10')} ` +
    `(${row.moodDays} day${row.moodDays === 1 ? '' : 's'})   practice ${row.practiceSessions} sessions, ${row.practiceMinutes} min   ` +
    `crisis moments ${row.crisisEvents}`,
  wellnessNotShared: (count: number) =>
    `Patients who do not share mood, practice and crisis summaries with you: ${count}`,
  noWellness: 'No patient shares mood, practice and crisis summaries with you.',
  footnote:
    'PCL-5 scores are for screening, not diagnosis. Only what each patient chose to share with you is included.',
} as const;
