import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HealthMetricEntity } from './entities/health-metric.entity';
import { HealthMetricsController } from './health-metrics.controller';
import { HealthMetricsService } from './health-metrics.service';
import { ImportHealthCsvUseCase } from './import-health-csv.use-case';

@Module({
  imports: [TypeOrmModule.forFeature([HealthMetricEntity])],
  controllers: [HealthMetricsController],
  providers: [HealthMetricsService, ImportHealthCsvUseCase],
  // Insights read a user's metrics through the service.
  exports: [HealthMetricsService],
})
export class HealthMetricsModule {}
