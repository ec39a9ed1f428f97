import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { ConnectionOptions } from 'bullmq';
import Redis, { Cluster, type RedisOptions } from 'ioredis';
import { type AppConfig, APP_CONFIG } from '../config';
import { queueConnection } from './redis-connection';

const QUEUE_CONNECTION = Symbol('QUEUE_CONNECTION');

/** Closes a cluster client shared by the queues (BullMQ leaves a shared client open), after the queues closed. */
@Injectable()
class SharedConnectionCloser implements OnApplicationShutdown {
  constructor(@Inject(QUEUE_CONNECTION) private readonly connection: ConnectionOptions) {}

  onApplicationShutdown(): void {
    if (this.connection instanceof Redis || this.connection instanceof Cluster) this.connection.disconnect();
  }
}

@Module({})
class QueueConnectionModule {
  static forRoot(options: RedisOptions): DynamicModule {
    return {
      module: QueueConnectionModule,
      providers: [
        {
          provide: QUEUE_CONNECTION,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => queueConnection(config, options),
        },
        SharedConnectionCloser,
      ],
      exports: [QUEUE_CONNECTION],
    };
  }
}

/** BullMQ's root: every queue and worker of the process on REDIS_URL (a single node or a cluster), under the prefix. */
export function queueRoot(options: RedisOptions): DynamicModule {
  return BullModule.forRootAsync({
    imports: [QueueConnectionModule.forRoot(options)],
    inject: [QUEUE_CONNECTION, APP_CONFIG],
    useFactory: (connection: ConnectionOptions, config: AppConfig) => ({ connection, prefix: config.redisPrefix }),
  });
}
