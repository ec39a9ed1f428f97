import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import type { CreateHealthMetric, HealthMetric } from '@anchor/contracts';
import { HealthMetricEntity } from './entities/health-metric.entity';
import { toHealthMetricResponse } from './health-metric.mapper';
import { upsertHealthMetricDays } from './health-metric-upsert';

function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export type DailyHealthMeasure =
  'sleepHours' | 'sleepQuality' | 'steps' | 'exerciseMinutes' | 'waterIntake' | 'heartRate';

/** One day's mean of each health measure; null where no entry of the day gave it. */
export type DailyHealthMeans = { day: string } & Record<DailyHealthMeasure, number | null>;

/** Every method takes the caller's id: health metrics are never read or written across users. */
@Injectable()
export class HealthMetricsService {
  constructor(@InjectRepository(HealthMetricEntity) private readonly metrics: Repository<HealthMetricEntity>) {}

  /** Today's (or the given day's) typed-in values, added to what the day already holds. */
  async create(userId: number, entry: CreateHealthMetric, today: string): Promise<HealthMetric> {
    const { date, ...values } = entry;
    const { ids } = await this.metrics.manager.transaction((manager) =>
      upsertHealthMetricDays(manager, userId, 'manual', [{ ...values, date: date ?? today }], 'date'),
    );
    return toHealthMetricResponse(await this.metrics.findOneByOrFail({ id: ids[0], userId }));
  }

  /** The last `days` days up to today, newest day first. */
  async listRecent(userId: number, days: number, today: string): Promise<HealthMetric[]> {
    const rows = await this.metrics.find({
      where: { userId, recordedOn: MoreThan(dayBefore(today, days)) },
      order: { recordedOn: 'DESC', id: 'DESC' },
    });
    return rows.map(toHealthMetricResponse);
  }

  /** Every row from `fromDay` on, oldest first (for insights over a period). */
  /** The mean of each measure over the caller's entries of each day from `fromDay` on, to one decimal, oldest first. */
  async dailyMeansSince(userId: number, fromDay: string): Promise<DailyHealthMeans[]> {
    const rows: Record<keyof DailyHealthMeans, string | null>[] = await this.metrics.query(
      `SELECT to_char(recorded_on, 'YYYY-MM-DD') AS "day",
              round(avg(sleep_hours), 1) AS "sleepHours", round(avg(sleep_quality), 1) AS "sleepQuality",
              round(avg(steps), 1) AS "steps", round(avg(exercise_minutes), 1) AS "exerciseMinutes",
              round(avg(water_intake), 1) AS "waterIntake", round(avg(heart_rate), 1) AS "heartRate"
       FROM health_metrics WHERE user_id = $1 AND recorded_on >= $2::date
       GROUP BY recorded_on ORDER BY recorded_on`,
      [userId, fromDay],
    );
    return rows.map((row) => {
      const value = (key: DailyHealthMeasure) => (row[key] === null ? null : Number(row[key]));
      return {
        day: row.day as string,
        sleepHours: value('sleepHours'),
        sleepQuality: value('sleepQuality'),
        steps: value('steps'),
        exerciseMinutes: value('exerciseMinutes'),
        waterIntake: value('waterIntake'),
        heartRate: value('heartRate'),
      };
    });
  }
}
