import { z } from 'zod';
import { HEALTH_METRIC_FIELDS, HEALTH_METRICS_MAX_DAYS, type HealthMetricField } from './health-metrics';

// The package index exports the health-metrics contract through this one file.
export * from './health-metrics';

const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30). */
export const isoDaySchema = z
  .string()
  .regex(ISO_DAY_PATTERN, { error: 'must be a date written YYYY-MM-DD' })
  .refine(
    (day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    },
    {
      error: 'must be a real calendar date',
    },
  );

function healthMetricRangeMessage(field: HealthMetricField): string {
  const { min, max, unit } = HEALTH_METRIC_FIELDS[field];
  return `must be a whole number from ${min} to ${max} (${unit})`;
}

const metric = (field: HealthMetricField) => {
  const { min, max } = HEALTH_METRIC_FIELDS[field];
  const message = healthMetricRangeMessage(field);
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .nullish()
    .transform((value) => value ?? null);
};

/** One set of metric values, each optional, in its whole-number range. */
export const healthMetricValuesSchema = z.object({
  sleepHours: metric('sleepHours'),
  sleepQuality: metric('sleepQuality'),
  steps: metric('steps'),
  exerciseMinutes: metric('exerciseMinutes'),
  waterIntake: metric('waterIntake'),
  heartRate: metric('heartRate'),
});
export type HealthMetricValuesInput = z.output<typeof healthMetricValuesSchema>;

export const createHealthMetricSchema = healthMetricValuesSchema
  .extend({ date: isoDaySchema.optional() })
  .strict()
  .refine((entry) => Object.keys(HEALTH_METRIC_FIELDS).some((key) => entry[key as HealthMetricField] !== null), {
    error: 'enter at least one metric',
    path: ['sleepHours'],
  });
export type CreateHealthMetric = z.output<typeof createHealthMetricSchema>;

export const healthMetricListQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(HEALTH_METRICS_MAX_DAYS).default(30),
});
