import {
  PCL5_CHANGE_SOURCE,
  PCL5_SCREENING_LABELS,
  PCL5_SCREENING_SOURCE,
  pcl5PointsChange,
  pcl5PointsChangeLabel,
  pcl5ScreeningLabel,
} from '@anchor/clinical';
import { practiceUntimedNote, type ProviderReport } from '@anchor/contracts';

type ProgressRow = ProviderReport['progress'][number];
type HistoryRow = ProviderReport['rows'][number];
type WellnessRow = ProviderReport['wellness'][number];

const orNone = (value: number | null, unit = '') => (value === null ? 'none' : `${value}${unit}`);
const changeOrNone = (points: number | null) => (points === null ? 'none' : pcl5PointsChangeLabel(points));

/** The words of the report files (PDF and CSV). */
export const ReportText = {
  figures: (report: ProviderReport): [string, string][] => [
    ['Total patients', String(report.totalPatients)],
    ['Shared assessments in period', String(report.sharedAssessments)],
    ['Average PCL-5 score', orNone(report.avgScore)],
    [
      'Average change since first shared score',
      report.avgChangeSinceFirst === null ? 'none' : pcl5PointsChange(report.avgChangeSinceFirst),
    ],
  ],
  /** A shared assessment's screening label, or "Partial (n of 20)". */
  screening: (row: HistoryRow) => pcl5ScreeningLabel(row.screening, row.answeredCount),
  /** The latest complete score's screening label. */
  latestScreening: (row: ProgressRow) => (row.screening ? PCL5_SCREENING_LABELS[row.screening] : null),
  /** A change in points with its label, or "none" without two complete scores. */
  change: changeOrNone,
  progressTitle: 'Change since first shared score by patient',
  progressColumns: [
    'Patient',
    'First complete shared PCL-5',
    'Latest complete shared PCL-5',
    'Change since first (points)',
    'Change label',
    'Screening (latest complete)',
    'Shared in period',
  ],
  progressLine: (row: ProgressRow) =>
    `${row.patientName}   PCL-5 ${orNone(row.firstScore)} -> ${orNone(row.latestScore)}   change since first: ${changeOrNone(row.changeSinceFirst)}   ` +
    `${row.screening ? PCL5_SCREENING_LABELS[row.screening] : 'no complete shared score'}   ${row.sharedInPeriod} shared in period`,
  noPatients: 'No patients have shared results with you.',
  historyTitle: 'Shared assessments',
  historyColumns: ['Patient', 'Date', 'PCL-5 score', 'Questions answered', 'Screening'],
  historyLine: (row: HistoryRow) =>
    `${row.date}   ${row.patientName}   PCL-5 ${row.score}   ${pcl5ScreeningLabel(row.screening, row.answeredCount)}`,
  noHistory: 'No assessments were shared in this period.',
  wellnessTitle: 'Mood, practice and crisis moments',
  wellnessColumns: [
    'Patient',
    'Days with a mood check-in',
    'Average mood (1-10)',
    'Lowest daily mood',
    'Practice sessions',
    'Practice minutes',
    'Practice sessions without recorded time',
    'Crisis moments',
  ],
  wellnessLine: (row: WellnessRow) =>
    `${row.patientName}   mood ${orNone(row.avgMood, '/10')} average, lowest ${orNone(row.lowestMood, '/10')} ` +
    `(${row.moodDays} day${row.moodDays === 1 ? '' : 's'})   practice ${row.practiceSessions} sessions, ${row.practiceMinutes} min${practiceUntimedNote(row.practiceUntimedSessions)}   ` +
    `crisis moments ${row.crisisEvents}`,
  wellnessNotShared: (count: number) =>
    `Patients who do not share mood, practice and crisis summaries with you: ${count}`,
  noWellness: 'No patient shares mood, practice and crisis summaries with you.',
  sources: [PCL5_SCREENING_SOURCE, PCL5_CHANGE_SOURCE],
  footnote: `PCL-5 scores are for screening, not diagnosis. Only what each patient chose to share with you is included. A partial assessment (not every question answered) carries no screening label and no change. ${PCL5_SCREENING_SOURCE} ${PCL5_CHANGE_SOURCE}`,
} as const;
