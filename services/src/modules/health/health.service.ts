import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReadinessStatus } from '@anchor/contracts';
import { REDIS_CLIENT } from '../../common/redis.module';
import type { RedisClient } from '../../common/redis-connection';
import { pingDatabase } from './health.queries';

const CHECK_TIMEOUT_MS = 1500;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function isUp(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    await withTimeout(check(), CHECK_TIMEOUT_MS);
    return 'up';
  } catch {
    return 'down';
  }
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
  ) {}

  async readiness(): Promise<ReadinessStatus> {
    const [database, redis] = await Promise.all([
      isUp(() => pingDatabase(this.dataSource)),
      isUp(() => this.redis.ping()),
    ]);
    const checks = { database, redis };
    const down = Object.entries(checks)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    if (down.length === 0) return { status: 'ok', checks };
    return { status: 'unavailable', checks, message: `${down.join(' and ')} ${down.length > 1 ? 'are' : 'is'} down` };
  }
}
