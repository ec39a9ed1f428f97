import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './config';
import { createWorkerApp } from './worker/create-worker-app';

async function main(): Promise<void> {
  const app = await createWorkerApp(loadConfig());
  app.enableShutdownHooks();
  new Logger('Worker').log('Worker ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
