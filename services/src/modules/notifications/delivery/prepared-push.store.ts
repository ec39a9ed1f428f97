import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS_CLIENT } from '../../../common/redis.module';
import type { RedisClient } from '../../../common/redis-connection';
import { type AppConfig, APP_CONFIG } from '../../../config';
import { type ItemOutcome, MicroBatcher } from '../../../common/micro-batcher';
import type { EncryptedPush, WebPushTarget } from './web-push.sender';

/** A subscription of a notification, with the keys a push body was encrypted for. */
export interface PreparedTarget extends WebPushTarget {
  subscriptionId: number;
}

export interface PreparedPush {
  notificationId: number;
  target: PreparedTarget;
  push: EncryptedPush;
}

/** The pushes prepared for one notification, by subscription and keys. */
export interface PreparedCopies {
  for(target: PreparedTarget): EncryptedPush | null;
}

const NONE: PreparedCopies = { for: () => null };

/** Lookups of deliveries running at the same time share one Redis round trip. */
const LOOKUP_BATCH_SIZE = 200;
const LOOKUP_WAIT_MS = 2;

/**
 * Pushes encrypted ahead of their minute, in Redis (work in flight, like the delivery jobs) and only until shortly
 * after they are due. What is kept is the RFC 8291 ciphertext, readable only by the subscribed browser, and its
 * headers: no health data in clear. One hash per notification, one field per subscription and key pair, so a
 * subscription whose keys changed since never gets a body it cannot read, and a withdrawn notification's copies go
 * with one DEL. Anything missing (Redis wiped, a new subscription) is encrypted at send time instead.
 */
@Injectable()
export class PreparedPushStore {
  private readonly logger = new Logger(PreparedPushStore.name);
  private readonly lookups = new MicroBatcher<number, PreparedCopies>(
    (ids) => this.readMany(ids),
    LOOKUP_BATCH_SIZE,
    LOOKUP_WAIT_MS,
  );

  private readonly prefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.redisPrefix}:prepared-push`;
  }

  /** Keeps each push until `keepUntil` (epoch ms). */
  async save(pushes: PreparedPush[], keepUntil: Map<number, number>): Promise<void> {
    if (pushes.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const { notificationId, target, push } of pushes) {
      pipeline.hset(this.keyOf(notificationId), fieldOf(target), serialize(push));
    }
    for (const [notificationId, until] of keepUntil) pipeline.pexpireat(this.keyOf(notificationId), until);
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  /**
   * Every push prepared for a notification, read without knowing its subscriptions yet: a delivery reads them
   * while it claims the notification, instead of one round trip after the other.
   */
  ofNotification(notificationId: number): Promise<PreparedCopies> {
    return this.lookups.submit(notificationId).catch((error: Error) => {
      this.logger.warn(`Prepared pushes not read (encrypting now): ${error.message}`);
      return NONE;
    });
  }

  /** The push prepared for this subscription with its current keys, or null (then it is encrypted now). */
  async find(notificationId: number, target: PreparedTarget): Promise<EncryptedPush | null> {
    return (await this.ofNotification(notificationId)).for(target);
  }

  /** Drops the copies of notifications that will not be delivered. */
  async forget(notificationIds: number[]): Promise<void> {
    if (notificationIds.length === 0) return;
    await this.redis.del(...notificationIds.map((id) => this.keyOf(id)));
  }

  private async readMany(ids: number[]): Promise<ItemOutcome<PreparedCopies>[]> {
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.hgetallBuffer(this.keyOf(id));
    const results = (await pipeline.exec()) ?? [];
    return ids.map((_, index) => {
      const [error, value] = results[index] ?? [new Error('no answer'), null];
      if (error) return { ok: false, error };
      // Parsed as they are read: a batch reads them ahead of its instant, and then only looks them up.
      const pushes = new Map(
        Object.entries((value ?? {}) as Record<string, Buffer>).map(([field, push]) => [field, deserialize(push)]),
      );
      return { ok: true, value: { for: (target) => pushes.get(fieldOf(target)) ?? null } };
    });
  }

  private keyOf(notificationId: number): string {
    return `${this.prefix}:${notificationId}`;
  }
}

/** The subscription and a digest of the keys the body was encrypted with. */
function fieldOf(target: PreparedTarget): string {
  const keys = createHash('sha256').update(`${target.endpoint}\n${target.p256dh}\n${target.auth}`).digest('base64url');
  return `${target.subscriptionId}:${keys}`;
}

function serialize(push: EncryptedPush): string {
  return JSON.stringify({ headers: push.headers, body: push.body.toString('base64') });
}

function deserialize(value: Buffer): EncryptedPush {
  const parsed = JSON.parse(value.toString('utf8')) as { headers: EncryptedPush['headers']; body: string };
  return { headers: parsed.headers, body: Buffer.from(parsed.body, 'base64') };
}
