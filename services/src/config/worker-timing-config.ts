import { z } from 'zod';

/** BullMQ's own defaults: how long a job's lock lives without renewal, and how often stalled jobs are looked for. */
export const DEFAULT_WORKER_LOCK_MS = 30_000;
export const DEFAULT_WORKER_STALLED_INTERVAL_MS = 30_000;
/** How often the worker checks that Redis still holds its reminder work (a wiped Redis is rebuilt). */
export const DEFAULT_REDIS_LOSS_CHECK_MS = 15_000;

const milliseconds = (min: number) => z.coerce.number().int().min(min).max(3_600_000);

export const workerTimingEnvSchema = z.object({
  WORKER_LOCK_MS: milliseconds(1_000).default(DEFAULT_WORKER_LOCK_MS),
  WORKER_STALLED_INTERVAL_MS: milliseconds(500).default(DEFAULT_WORKER_STALLED_INTERVAL_MS),
  REDIS_LOSS_CHECK_MS: milliseconds(500).default(DEFAULT_REDIS_LOSS_CHECK_MS),
});

export interface WorkerTiming {
  /** A killed worker's jobs return to the queue this long after its last lock renewal (BullMQ `lockDuration`). */
  lockMs: number;
  /** How often a worker looks for jobs whose lock expired (BullMQ `stalledInterval`). */
  stalledIntervalMs: number;
  redisLossCheckMs: number;
}

export function workerTimingFrom(vars: z.infer<typeof workerTimingEnvSchema>): WorkerTiming {
  return {
    lockMs: vars.WORKER_LOCK_MS,
    stalledIntervalMs: vars.WORKER_STALLED_INTERVAL_MS,
    redisLossCheckMs: vars.REDIS_LOSS_CHECK_MS,
  };
}

let fromProcessEnv: WorkerTiming | undefined;

/**
 * The timing read from process.env, for what is fixed when a module is loaded (a `@Processor`'s worker
 * options): production keeps BullMQ's defaults; the fault suite shortens them so that a killed worker's jobs
 * and a flushed Redis come back in seconds. loadConfig validates the same variables at start.
 */
export function workerTiming(): WorkerTiming {
  if (!fromProcessEnv) {
    const parsed = workerTimingEnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
      throw new Error(`Invalid configuration: ${problems.join('; ')}`);
    }
    fromProcessEnv = workerTimingFrom(parsed.data);
  }
  return fromProcessEnv;
}

/** Worker options of a `@Processor`: the given ones plus the lock and stall-check timing. */
export function processorOptions<T extends object>(options: T): T & { lockDuration: number; stalledInterval: number } {
  const timing = workerTiming();
  return { ...options, lockDuration: timing.lockMs, stalledInterval: timing.stalledIntervalMs };
}
