import { HEALTH_METRIC_FIELDS, type HealthMetricField } from '@anchor/contracts/src/health-metrics';

/** Strings of health-metric entry and CSV import. */
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

export const HealthCopy = {
  title: 'Log health metrics',
  labels: {
    sleepHours: 'Sleep (hours)',
    sleepQuality: 'Sleep quality (1-10)',
    steps: 'Steps',
    exerciseMinutes: 'Exercise (minutes)',
    waterIntake: 'Water (ml)',
    heartRate: 'Resting heart rate (bpm)',
  } satisfies Record<HealthMetricField, string>,
  save: 'Save today’s metrics',
  saved: 'Health metrics saved',
  importLabel:
    'Import a CSV file (date, then any of: sleep_hours, sleep_quality, steps, exercise_minutes, water_ml, resting_heart_rate)',
  /** The server's counts: days new to the account, and days an earlier import had brought (their values replaced). */
  imported: (added: number, updated: number) =>
    updated === 0 ? `${days(added)} added.` : `${days(added)} added, ${days(updated)} updated.`,
  rejectedRows: 'Lines to fix',
  tooLarge: 'The file is larger than 5 MB. Split it into smaller files and import each one.',
  failed: 'That did not work. Please check the values and try again.',
} as const;

export const METRIC_FIELDS = Object.keys(HEALTH_METRIC_FIELDS) as HealthMetricField[];
