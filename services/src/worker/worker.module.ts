import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { QueueName } from '@anchor/contracts';
import { Clock } from '../common/clock';
import { CommonModule } from '../common/common.module';
import { AppConfig, ConfigModule, redisOptionsFromUrl } from '../config';
import { DatabaseModule } from '../database/database.module';
import { MaintenanceScheduler } from '../modules/auth/maintenance.scheduler';
import { SessionCleanupProcessor } from '../modules/auth/session-cleanup.processor';
import { SessionModule } from '../modules/auth/session.module';
import { NotificationsWorkerModule } from '../modules/notifications/notifications-worker.module';
import { RemindersWorkerModule } from '../modules/reminders/reminders-worker.module';
import { SubscriptionsWorkerModule } from '../modules/subscriptions/subscriptions-worker.module';

/** The worker entry point: PostgreSQL, BullMQ processors and schedules; no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule.forRoot(clock),
        DatabaseModule,
        BullModule.forRoot({
          // Null retries: BullMQ's blocking connections must wait for Redis rather than fail.
          connection: { ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: null },
          prefix: config.redisPrefix,
        }),
        BullModule.registerQueue({ name: QueueName.maintenance }),
        SessionModule,
        NotificationsWorkerModule,
        RemindersWorkerModule,
        SubscriptionsWorkerModule,
      ],
      providers: [SessionCleanupProcessor, MaintenanceScheduler],
    };
  }
}
