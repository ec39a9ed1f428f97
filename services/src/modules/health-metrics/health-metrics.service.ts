import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, MoreThanOrEqual, Repository } from 'typeorm';
import type { CreateHealthMetric, HealthMetric } from '@anchor/contracts';
import { HealthMetricEntity } from './entities/health-metric.entity';
import { toHealthMetricResponse } from './health-metric.mapper';

function dayBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Every method takes the caller's id: health metrics are never read or written across users. */
@Injectable()
export class HealthMetricsService {
  constructor(@InjectRepository(HealthMetricEntity) private readonly metrics: Repository<HealthMetricEntity>) {}

  async create(userId: number, entry: CreateHealthMetric, today: string): Promise<HealthMetric> {
    const { date, ...values } = entry;
    const saved = await this.metrics.save(
      this.metrics.create({ ...values, userId, recordedOn: date ?? today, source: 'manual' }),
    );
    return toHealthMetricResponse(await this.metrics.findOneByOrFail({ id: saved.id, userId }));
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
  async since(userId: number, fromDay: string): Promise<HealthMetric[]> {
    const rows = await this.metrics.find({
      where: { userId, recordedOn: MoreThanOrEqual(fromDay) },
      order: { recordedOn: 'ASC', id: 'ASC' },
    });
    return rows.map(toHealthMetricResponse);
  }
}
