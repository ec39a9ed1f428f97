import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A key prefix whose first `{` opens a non-empty hash tag: Redis Cluster hashes only what is inside it. */
const HASH_TAG = /^[^{}]*\{[^{}]+\}/;

export const redisEnvSchema = z.object({
  REDIS_URL: z.string({ error: 'is required' }).regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  REDIS_CLUSTER: flag.default(false),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:{}-]+$/, 'may only hold letters, digits, _ . : - { }')
    .optional(),
});

export interface RedisSettings {
  redisUrl: string;
  /** REDIS_URL names one node of a Redis Cluster; the others are discovered from it. */
  redisCluster: boolean;
  redisPrefix: string;
}

/**
 * The prefix defaults to `anchor` on a single Redis and `{anchor}` on a cluster. On a cluster every key of a
 * BullMQ queue must hash to one slot (its Lua scripts touch many keys at once), and so must the keys our own
 * pipelines and MGET/DEL touch together: a hash tag in the prefix puts all of Anchor's keys in one slot. A
 * single Redis keeps `anchor`, so an upgrade finds its queued jobs where they were; moving to a cluster is a new
 * Redis anyway, which the worker refills from PostgreSQL (its check for a wiped Redis).
 */
export function redisFrom(vars: z.output<typeof redisEnvSchema>): { settings?: RedisSettings; problem?: string } {
  const redisPrefix = vars.REDIS_PREFIX ?? (vars.REDIS_CLUSTER ? '{anchor}' : 'anchor');
  if (vars.REDIS_CLUSTER) {
    if (!HASH_TAG.test(redisPrefix)) {
      return { problem: 'REDIS_PREFIX must contain a hash tag such as {anchor} when REDIS_CLUSTER is on' };
    }
    if (!['', '/', '/0'].includes(new URL(vars.REDIS_URL).pathname)) {
      return { problem: 'REDIS_URL may not name a database number when REDIS_CLUSTER is on (a cluster has only 0)' };
    }
  }
  return { settings: { redisUrl: vars.REDIS_URL, redisCluster: vars.REDIS_CLUSTER, redisPrefix } };
}

/** ioredis options from a redis:// URL (a single node's, or the one cluster node it names). */
export function redisOptionsFromUrl(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}
