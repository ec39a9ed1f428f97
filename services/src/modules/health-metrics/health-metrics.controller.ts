import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  HealthMetricsApiPath,
  createHealthMetricSchema,
  healthMetricListQuerySchema,
  type HealthCsvImportReport,
  type HealthMetric,
} from '@anchor/contracts';
import type { z } from 'zod';
import { ApiException } from '../../common/api-error';
import { apiRoute } from '../../common/api-route';
import { Clock } from '../../common/clock';
import { localDay } from '../../common/local-day';
import { ZodBody, ZodQuery } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { HealthMetricsService } from './health-metrics.service';
import { ImportHealthCsvUseCase } from './import-health-csv.use-case';

@Controller()
export class HealthMetricsController {
  constructor(
    private readonly metrics: HealthMetricsService,
    private readonly importCsv: ImportHealthCsvUseCase,
    private readonly clock: Clock,
  ) {}

  @Post(apiRoute(HealthMetricsApiPath.metrics))
  create(
    @CurrentUser() user: UserEntity,
    @ZodBody(createHealthMetricSchema) entry: z.output<typeof createHealthMetricSchema>,
  ): Promise<HealthMetric> {
    const today = localDay(this.clock.now(), user.timeZone);
    if (entry.date && entry.date > today)
      throw new ApiException(400, 'date: must not be in the future', { field: 'date' });
    return this.metrics.create(user.id, entry, today);
  }

  @Get(apiRoute(HealthMetricsApiPath.metrics))
  list(
    @CurrentUser() user: UserEntity,
    @ZodQuery(healthMetricListQuerySchema) query: z.output<typeof healthMetricListQuerySchema>,
  ): Promise<HealthMetric[]> {
    return this.metrics.listRecent(user.id, query.days, localDay(this.clock.now(), user.timeZone));
  }

  /** The body is the CSV file itself, sent as text/csv. */
  @Post(apiRoute(HealthMetricsApiPath.import))
  import(@CurrentUser() user: UserEntity, @Body() csv: unknown): Promise<HealthCsvImportReport> {
    if (typeof csv !== 'string') {
      throw new ApiException(400, 'file: send the CSV file itself with Content-Type text/csv', { field: 'file' });
    }
    return this.importCsv.execute({ userId: user.id, csv, today: localDay(this.clock.now(), user.timeZone) });
  }
}
