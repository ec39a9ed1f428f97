import { loadConfig } from '../app-config';
import { processorOptions, workerTimingEnvSchema, workerTimingFrom } from '../worker-timing-config';

const base = { DATABASE_URL: 'postgres://localhost/anchor', REDIS_URL: 'redis://localhost:6379' };

describe('worker timing (WORKER_LOCK_MS, WORKER_STALLED_INTERVAL_MS, REDIS_LOSS_CHECK_MS)', () => {
  it("keeps BullMQ's 30 s lock and stall check and the 15 s Redis check when nothing is set", () => {
    expect(loadConfig(base).workerTiming).toEqual({
      lockMs: 30_000,
      stalledIntervalMs: 30_000,
      redisLossCheckMs: 15_000,
    });
  });

  it('takes shorter intervals from the environment (the fault suite)', () => {
    const timing = workerTimingFrom(
      workerTimingEnvSchema.parse({
        WORKER_LOCK_MS: '4000',
        WORKER_STALLED_INTERVAL_MS: '1000',
        REDIS_LOSS_CHECK_MS: '1000',
      }),
    );
    expect(timing).toEqual({ lockMs: 4_000, stalledIntervalMs: 1_000, redisLossCheckMs: 1_000 });
  });

  it('refuses a value that is not a whole number of milliseconds in range, naming the variable', () => {
    expect(() => loadConfig({ ...base, WORKER_LOCK_MS: '5s' })).toThrow(/WORKER_LOCK_MS/);
    expect(() => loadConfig({ ...base, WORKER_STALLED_INTERVAL_MS: '10' })).toThrow(/WORKER_STALLED_INTERVAL_MS/);
  });

  it("gives every processor BullMQ's lockDuration and stalledInterval next to its own options", () => {
    expect(processorOptions({ concurrency: 100 })).toEqual({
      concurrency: 100,
      lockDuration: 30_000,
      stalledInterval: 30_000,
    });
  });
});
