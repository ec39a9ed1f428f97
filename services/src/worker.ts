import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config';
import { exitOnSignals } from './worker/bounded-shutdown';
import { createWorkerApp } from './worker/create-worker-app';

async function main(): Promise<void> {
  const app = await createWorkerApp(loadConfig());
  const logger = new Logger('Worker');
  // Not app.enableShutdownHooks(): its close has no time limit, and hung with PostgreSQL or Redis gone.
  exitOnSignals(app, logger);
  logger.log('Worker ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
