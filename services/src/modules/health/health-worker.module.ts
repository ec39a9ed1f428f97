import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HealthService } from './health.service';
import { WorkerHealthServer } from './worker-health.server';
import { WorkerReadinessService } from './worker-readiness.service';

/** The worker's liveness and readiness probes, on their own small HTTP port. */
@Module({
  imports: [DiscoveryModule],
  providers: [HealthService, WorkerReadinessService, WorkerHealthServer],
})
export class HealthWorkerModule {}
