import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiErrorCode } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { REDIS_CLIENT } from '../../common/redis.module';
import type { RedisClient } from '../../common/redis-connection';
import { type AppConfig, APP_CONFIG } from '../../config';
import { canonicalUsername } from '../users/username';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * The per-username limit counts failures from one client address, so a stranger elsewhere cannot lock the owner
 * out; guessing spread over many addresses still meets a ceiling this many times looser on the username alone,
 * which a client the owner signed in from before (a known device) passes.
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
  private readonly codeByAccount: RateLimiterRedis;
  private readonly codeByIp: RateLimiterRedis;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient, @Inject(APP_CONFIG) config: AppConfig) {
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
    // Second-factor codes are held to the password's limits: a million codes fall to guessing as surely.
    this.codeByAccount = limiter('code-user', perUsername, FIFTEEN_MINUTES);
    this.codeByIp = limiter('code-ip', config.rateLimits.loginPerIp, FIFTEEN_MINUTES);
  }

  /**
   * Before a password is checked: every attempt counts against the address, while the username's counters
   * hold failures only and refuse once full, so a right password never spends them. `knownDevice` (a client
   * this account signed in from before) passes the username-wide ceiling: a crowd of strangers guessing
   * cannot lock the owner out of their own browser.
   */
  async assertLoginAllowed(ip: string, username: string, knownDevice = false): Promise<void> {
    await this.consume(this.loginByIp, ip);
    await this.assertNotFull(this.loginByUsernameAndIp, `${usernameKey(username)}|${ip}`);
    if (!knownDevice) await this.assertNotFull(this.loginByUsername, usernameKey(username));
  }

  /** A wrong password (or an unknown username): the same count either way. */
  async recordLoginFailure(ip: string, username: string): Promise<void> {
    await this.penalise(this.loginByUsernameAndIp, `${usernameKey(username)}|${ip}`);
    await this.penalise(this.loginByUsername, usernameKey(username));
  }

  /** After a correct password: that address starts afresh for this username. */
  async resetUsername(username: string, ip: string): Promise<void> {
    await this.forget(this.loginByUsernameAndIp, `${usernameKey(username)}|${ip}`);
  }

  /** Before a second-factor code is checked: wrong codes count per account and per address, as passwords do. */
  async assertCodeAllowed(userId: number, ip: string): Promise<void> {
    await this.assertNotFull(this.codeByAccount, String(userId));
    await this.assertNotFull(this.codeByIp, ip);
  }

  async recordCodeFailure(userId: number, ip: string): Promise<void> {
    await this.penalise(this.codeByAccount, String(userId));
    await this.penalise(this.codeByIp, ip);
  }

  /** After a right code the account starts afresh; the address keeps its count (it may be guessing others). */
  async resetCodeFailures(userId: number): Promise<void> {
    await this.forget(this.codeByAccount, String(userId));
  }

  async consumeRegister(ip: string): Promise<void> {
    await this.consume(this.registerByIp, ip);
  }

  private async assertNotFull(limiter: RateLimiterRedis, key: string): Promise<void> {
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= limiter.points) {
      throw new RateLimitedException(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    }
  }

  private async penalise(limiter: RateLimiterRedis, key: string): Promise<void> {
    await limiter.penalty(key, 1);
  }

  private async forget(limiter: RateLimiterRedis, key: string): Promise<void> {
    await limiter.delete(key).catch((error: Error) => {
      this.logger.warn(`Could not reset a sign-in counter: ${error.message}`);
    });
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
