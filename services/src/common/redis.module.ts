import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../config';
import { connectRedis, type RedisClient } from './redis-connection';

/** Token of the shared ioredis client (rate limits, readiness). BullMQ opens its own connections. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const logger = new Logger('Redis');
        // Commands time out instead of waiting for Redis to come back: a rate-limit check must not hang a sign-in.
        const client = connectRedis(config, {
          maxRetriesPerRequest: 1,
          commandTimeout: 1500,
          connectTimeout: 2000,
          retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
        });
        let reported = false;
        client.on('error', (error: Error) => {
          if (!reported) logger.warn(`Redis unavailable: ${error.message}`);
          reported = true;
        });
        client.on('ready', () => (reported = false));
        return client;
      },
    },
    RedisCloser,
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule {}
