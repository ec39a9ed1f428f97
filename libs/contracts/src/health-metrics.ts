// Plain types and limits of health-metric tracking, apart from the zod schema (health-metrics-schema.ts).

/** Where a row came from: typed in the app, or a CSV file. */
export type HealthMetricSource = 'manual' | 'csv_import';

/** Each metric, its unit and its accepted whole-number range (also the CSV column names). */
export const HEALTH_METRIC_FIELDS = {
  sleepHours: { column: 'sleep_hours', unit: 'hours', min: 0, max: 24 },
  sleepQuality: { column: 'sleep_quality', unit: '1-10', min: 1, max: 10 },
  steps: { column: 'steps', unit: 'steps', min: 0, max: 100000 },
  exerciseMinutes: { column: 'exercise_minutes', unit: 'minutes', min: 0, max: 1440 },
  waterIntake: { column: 'water_ml', unit: 'ml', min: 0, max: 10000 },
  heartRate: { column: 'resting_heart_rate', unit: 'beats per minute', min: 25, max: 250 },
} as const;
export type HealthMetricField = keyof typeof HEALTH_METRIC_FIELDS;

export const HEALTH_METRICS_MAX_DAYS = 365;
export const HEALTH_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const HEALTH_CSV_MAX_ROWS = 10000;
/** Rows kept per person: twenty years of days, typed in and imported. */
export const HEALTH_METRICS_MAX_STORED_ROWS = 2 * 20 * 366;

/** One day's metrics as the server returns them; `date` is the day they describe (YYYY-MM-DD). */
export interface HealthMetric {
  id: number;
  date: string;
  sleepHours: number | null;
  sleepQuality: number | null;
  steps: number | null;
  exerciseMinutes: number | null;
  waterIntake: number | null;
  heartRate: number | null;
  source: HealthMetricSource;
  recordedAt: string;
}

type HealthMetricValues = { [K in HealthMetricField]?: number | null };

/** Manual entry; `date` defaults to today in the user's time zone. At least one metric is required. */
export interface CreateHealthMetricRequest extends HealthMetricValues {
  date?: string;
}

export interface CsvRejectedRow {
  /** The line in the file (the header is line 1). */
  line: number;
  /** The column the reason is about (`date`, `sleep_hours`…), or null when it is about the row as a whole. */
  column: string | null;
  /** A sentence naming the line and the column: `Line 5: date: 2027-01-01 is in the future.` */
  reason: string;
}

/**
 * An import either stores every row or nothing, listing each rejected row and why. `imported` counts the days
 * new to the account, `updated` the days it already held from an earlier import (their values replaced).
 */
export interface HealthCsvImportReport {
  imported: number;
  updated: number;
  rejected: CsvRejectedRow[];
}

/** The 400 answer to a CSV file with rejected rows: nothing from the file was stored. */
export interface HealthCsvImportError {
  statusCode: 400;
  error: string;
  message: string;
  field: 'file';
  rejected: CsvRejectedRow[];
}
