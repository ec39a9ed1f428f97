import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import type { CreateHealthMetric, HealthMetric } from '@anchor/contracts';
import { HealthMetricEntity } from './entities/health-metric.entity';
import { toHealthMetricResponse } from './health-metric.mapper';
import { upsertHealthMetricDays } from './health-metric-upsert';
import { dailyHealthMeans, type DailyHealthMeans } from './health-metrics.queries';

function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export type { DailyHealthMeasure, DailyHealthMeans } from './health-metrics.queries';

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

  /** The mean of each measure over the caller's entries of each day from `fromDay` on, to one decimal, oldest first. */
  dailyMeansSince(userId: number, fromDay: string): Promise<DailyHealthMeans[]> {
    return dailyHealthMeans(this.metrics.manager, userId, fromDay);
  }
}
