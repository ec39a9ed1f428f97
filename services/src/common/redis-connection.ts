import Redis, { Cluster, type RedisOptions } from 'ioredis';
import type { ConnectionOptions } from 'bullmq';
import { type RedisSettings, redisOptionsFromUrl } from '../config';

/** A single Redis or a Redis Cluster: every command Anchor sends works on both (all its keys share one slot). */
export type RedisClient = Redis | Cluster;

/**
 * The one place an ioredis client is made. On a cluster, REDIS_URL names one node (a managed service's
 * configuration endpoint) and ioredis learns the others from it; `options` apply to each node's connection.
 */
export function connectRedis(settings: RedisSettings, options: RedisOptions): RedisClient {
  if (!settings.redisCluster) return new Redis(settings.redisUrl, options);
  const { host, port, username, password, tls } = redisOptionsFromUrl(settings.redisUrl);
  return new Cluster([{ host, port }], {
    redisOptions: { ...options, username, password, tls },
    // A TLS certificate names the endpoint, not the node addresses the cluster reports: keep the names.
    dnsLookup: tls ? (address, callback) => callback(null, address) : undefined,
    clusterRetryStrategy: options.retryStrategy ?? undefined,
  });
}

/**
 * BullMQ's connection. On a single Redis, options: BullMQ opens and closes its own connections. On a cluster,
 * a Cluster client (BullMQ cannot make one from options), shared by the queues, which the caller closes.
 */
export function queueConnection(settings: RedisSettings, options: RedisOptions): ConnectionOptions {
  if (!settings.redisCluster) return { ...redisOptionsFromUrl(settings.redisUrl), ...options };
  return connectRedis(settings, options);
}
