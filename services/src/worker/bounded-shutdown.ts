import type { INestApplicationContext, LoggerService } from '@nestjs/common';

/**
 * How long a stopping worker waits for its running jobs and connections to close. Under the 10 s most
 * supervisors allow before SIGKILL; a job cut short is retried and its delivery is crash-safe.
 */
export const SHUTDOWN_TIMEOUT_MS = 8_000;

/**
 * SIGTERM/SIGINT close the app (BullMQ workers finish their running jobs, then PostgreSQL and Redis
 * connections close) and exit; if that takes longer than `timeoutMs`, exit anyway. Without the bound the
 * worker hung when PostgreSQL or Redis had already stopped: BullMQ's connections wait for Redis to come back
 * for ever (by design, while running), so Nest's shutdown hooks never returned. A second signal exits at once.
 */
export function exitOnSignals(
  app: INestApplicationContext,
  logger: LoggerService,
  timeoutMs: number = SHUTDOWN_TIMEOUT_MS,
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.log(`${signal}: stopping`);
    const deadline = setTimeout(() => {
      logger.warn(`Shutdown took over ${timeoutMs} ms (PostgreSQL or Redis unreachable?): exiting anyway`);
      process.exit(1);
    }, timeoutMs);
    app.close().then(
      () => {
        clearTimeout(deadline);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
