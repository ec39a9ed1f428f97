import { DynamicModule, Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { CommonModule } from '../common/common.module';
import { queueRoot } from '../common/queue-connection.module';
import { RedisModule } from '../common/redis.module';
import { AppConfig, ConfigModule } from '../config';
import { DatabaseModule } from '../database/database.module';
import { AuthWorkerModule } from '../modules/auth/auth-worker.module';
import { HealthWorkerModule } from '../modules/health/health-worker.module';
import { NotificationsWorkerModule } from '../modules/notifications/notifications-worker.module';
import { OnboardingWorkerModule } from '../modules/onboarding/onboarding-worker.module';
import { RemindersWorkerModule } from '../modules/reminders/reminders-worker.module';
import { SubscriptionsWorkerModule } from '../modules/subscriptions/subscriptions-worker.module';

/** The worker entry point: PostgreSQL, Redis and one `<feature>-worker.module.ts` per feature; HTTP for its probes only. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule.forRoot(clock),
        DatabaseModule,
        // Prepared pushes (and nothing else in the worker yet) use the shared client, whose commands time out.
        RedisModule,
        // Null retries: BullMQ's blocking connections must wait for Redis rather than fail.
        queueRoot({ maxRetriesPerRequest: null }),
        AuthWorkerModule,
        HealthWorkerModule,
        NotificationsWorkerModule,
        OnboardingWorkerModule,
        RemindersWorkerModule,
        SubscriptionsWorkerModule,
      ],
    };
  }
}
