import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '@anchor/contracts';
import { MaintenanceProcessor } from './jobs/maintenance.processor';
import { MaintenanceScheduler } from './jobs/maintenance.scheduler';
import { PurgeExpiredSessionsUseCase } from './use-cases/purge-expired-sessions.use-case';
import { SessionModule } from './session.module';

/** The worker side of auth: the maintenance queue (hourly purge of expired sessions). */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.maintenance }), SessionModule],
  providers: [PurgeExpiredSessionsUseCase, MaintenanceProcessor, MaintenanceScheduler],
})
export class AuthWorkerModule {}
