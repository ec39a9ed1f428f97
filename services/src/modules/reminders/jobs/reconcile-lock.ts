import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';

/** Longer than a rebuild of tens of thousands of schedulers takes; a crashed holder frees it after this. */
export const RECONCILE_LOCK_MS = 120_000;
const POLL_MS = 250;

/** Through BullMQ's own client interface (Lua commands): SET NX PX, and a delete only by the holder. */
const ACQUIRE = { name: 'anchorReconcileLock', lua: `return redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2])` };
const RELEASE = {
  name: 'anchorReconcileUnlock',
  lua: `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`,
};

/**
 * Runs `work` while holding the reminders queue's reconcile lock, waiting for another worker that holds it. Two
 * workers starting together must not both rebuild every scheduler: the second rebuild repeats the first one's
 * work, and a declaration replaces the scheduler's next job. The one that waits then finds the schedulers in place.
 */
export async function withReconcileLock<T>(queue: Queue, work: () => Promise<T>): Promise<T> {
  const client = await queue.client;
  for (const command of [ACQUIRE, RELEASE]) client.defineCommand(command.name, { numberOfKeys: 1, lua: command.lua });
  const key = `${queue.opts.prefix ?? 'bull'}:${queue.name}:reconcile-lock`;
  const token = randomUUID();
  while ((await client.runCommand(ACQUIRE.name, [key, token, RECONCILE_LOCK_MS])) !== 'OK') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await work();
  } finally {
    await client.runCommand(RELEASE.name, [key, token]);
  }
}
