import type { HealthMetric, HealthMetricSource } from '@anchor/contracts';
import type { HealthMetricEntity } from './entities/health-metric.entity';

export function toHealthMetricResponse(row: HealthMetricEntity): HealthMetric {
  return {
    id: row.id,
    date: row.recordedOn,
    sleepHours: row.sleepHours,
    sleepQuality: row.sleepQuality,
    steps: row.steps,
    exerciseMinutes: row.exerciseMinutes,
    waterIntake: row.waterIntake,
    heartRate: row.heartRate,
    // A check constraint keeps the column to the known sources.
    source: row.source as HealthMetricSource,
    recordedAt: row.recordedAt.toISOString(),
  };
}
