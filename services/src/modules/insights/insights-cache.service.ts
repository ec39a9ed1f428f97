import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { InsightsResponse } from '@anchor/contracts';
import { REDIS_CLIENT } from '../../common/redis.module';
import type { RedisClient } from '../../common/redis-connection';
import { type AppConfig, APP_CONFIG } from '../../config';

/**
 * How long computed insights are kept. Every change a person makes through the API drops them at once (see
 * registerInsightsInvalidation) and a new local day recomputes them; this bounds what time alone changes,
 * such as a chat message leaving the last 30 days.
 */
export const INSIGHTS_CACHE_SECONDS = 300;
/** Outlives every kept entry: an entry never outlasts the version it was computed under. */
const VERSION_SECONDS = 86_400;

interface CachedInsights {
  version: string;
  today: string;
  timeZone: string;
  body: InsightsResponse;
}

export type CacheLookup = { hit: true; body: InsightsResponse } | { hit: false; version: string };

/**
 * Each person's computed insights in Redis, shared by every api instance. Each of their writes gives them a new
 * version (a random id, so it never repeats an earlier one); an entry counts only while it carries the current
 * version, so a computation that read the data before a write can never be served after it. Redis being away
 * only costs the cache.
 */
@Injectable()
export class InsightsCache {
  private readonly logger = new Logger(InsightsCache.name);
  private readonly prefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.redisPrefix}:insights`;
  }

  /**
   * While Redis is away nothing waits on it (a write is never held up by the cache); entries kept before an
   * outage stand for at most INSIGHTS_CACHE_SECONDS after it.
   */
  private ready(): boolean {
    return this.redis.status === 'ready';
  }

  private keys(userId: number): [string, string] {
    return [`${this.prefix}:version:${userId}`, `${this.prefix}:entry:${userId}`];
  }

  /** The kept insights of this person for this local day and zone, or the version a new computation is kept under. */
  async lookup(userId: number, today: string, timeZone: string): Promise<CacheLookup> {
    if (!this.ready()) return { hit: false, version: 'unavailable' };
    try {
      const [version, entry] = await this.redis.mget(...this.keys(userId));
      const current = version ?? '0';
      if (entry) {
        const cached = JSON.parse(entry) as CachedInsights;
        if (cached.version === current && cached.today === today && cached.timeZone === timeZone) {
          return { hit: true, body: cached.body };
        }
      }
      return { hit: false, version: current };
    } catch (error) {
      this.logger.warn(`insights cache read failed: ${(error as Error).message}`);
      return { hit: false, version: 'unavailable' };
    }
  }

  async keep(userId: number, lookup: { version: string }, today: string, timeZone: string, body: InsightsResponse) {
    if (lookup.version === 'unavailable') return;
    const entry: CachedInsights = { version: lookup.version, today, timeZone, body };
    try {
      await this.redis.set(this.keys(userId)[1], JSON.stringify(entry), 'EX', INSIGHTS_CACHE_SECONDS);
    } catch (error) {
      this.logger.warn(`insights cache write failed: ${(error as Error).message}`);
    }
  }

  /** After a write by this person: whatever was kept no longer counts. */
  async invalidate(userId: number): Promise<void> {
    const [versionKey] = this.keys(userId);
    if (!this.ready()) return;
    try {
      // One SET, not a counter: INCR and EXPIRE needed a MULTI of four commands on every write of every person.
      await this.redis.set(versionKey, randomUUID(), 'EX', VERSION_SECONDS);
    } catch (error) {
      this.logger.warn(`insights cache invalidation failed: ${(error as Error).message}`);
    }
  }
}
