import type { INestApplicationContext } from '@nestjs/common';

/**
 * Stop signals run Nest's shutdown hooks and then end the process with process.exit: pino writes out the log
 * lines it still holds on 'exit', which Nest's default (raising the signal again) never reaches.
 */
export function closeOnStopSignals(app: INestApplicationContext): void {
  app.enableShutdownHooks([], { useProcessExit: true });
}
