import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiErrorCode } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { REDIS_CLIENT } from '../../common/redis.module';
import { type AppConfig, APP_CONFIG } from '../../config';
import { canonicalUsername } from '../users/username';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * The per-username limit counts attempts from one client address, so a stranger elsewhere cannot lock the owner
 * out; guessing spread over many addresses still meets a ceiling this many times looser on the username alone.
 */
const USERNAME_CEILING_FACTOR = 6;
const ONE_HOUR = 60 * 60;

export class RateLimitedException extends ApiException {
  constructor(readonly retryAfterSeconds: number) {
    super(429, RATE_LIMITED_MESSAGE, { code: ApiErrorCode.rateLimited });
  }
}

/** Sign-in and registration limits, shared by every api instance through Redis. */
@Injectable()
export class AuthRateLimiter {
  private readonly logger = new Logger(AuthRateLimiter.name);
  private readonly loginByIp: RateLimiterRedis;
  private readonly loginByUsernameAndIp: RateLimiterRedis;
  private readonly loginByUsername: RateLimiterRedis;
  private readonly registerByIp: RateLimiterRedis;

  constructor(@Inject(REDIS_CLIENT) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const limiter = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redisPrefix}:rl:${name}`,
        points,
        duration,
        // While Redis is away, each api instance keeps counting in memory rather than letting everyone through.
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      });
    this.loginByIp = limiter('login-ip', config.rateLimits.loginPerIp, FIFTEEN_MINUTES);
    const perUsername = config.rateLimits.loginPerUsername;
    this.loginByUsernameAndIp = limiter('login-user-ip', perUsername, FIFTEEN_MINUTES);
    this.loginByUsername = limiter('login-user', perUsername * USERNAME_CEILING_FACTOR, FIFTEEN_MINUTES);
    this.registerByIp = limiter('register-ip', config.rateLimits.registerPerIp, ONE_HOUR);
  }

  /** Counts a sign-in attempt; the same answer whether the username exists or not. */
  async consumeLogin(ip: string, username: string): Promise<void> {
    await this.consume(this.loginByIp, ip);
    await this.consume(this.loginByUsernameAndIp, `${usernameKey(username)}|${ip}`);
    await this.consume(this.loginByUsername, usernameKey(username));
  }

  /** After a correct password: that address starts afresh for this username. */
  async resetUsername(username: string, ip: string): Promise<void> {
    await this.loginByUsernameAndIp.delete(`${usernameKey(username)}|${ip}`).catch((error: Error) => {
      this.logger.warn(`Could not reset a sign-in counter: ${error.message}`);
    });
  }

  async consumeRegister(ip: string): Promise<void> {
    await this.consume(this.registerByIp, ip);
  }

  private async consume(limiter: RateLimiterRedis, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new RateLimitedException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      }
      throw rejection;
    }
  }
}

function usernameKey(username: string): string {
  return canonicalUsername(username);
}
