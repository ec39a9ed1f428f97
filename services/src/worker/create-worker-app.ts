import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Clock } from '../common/clock';
import type { DestinationStream } from 'pino';
import { createRootLogger, PinoNestLogger } from '../common/logging/app-logger';
import type { AppConfig } from '../config';
import { WorkerModule } from './worker.module';

/** `logDestination`: where the JSON log lines go (stdout by default); the worker log test reads them. */
export async function createWorkerApp(
  config: AppConfig,
  clock?: Clock,
  logDestination?: DestinationStream,
): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, clock), {
    logger: new PinoNestLogger(createRootLogger(config.logLevel, logDestination)),
  });
  await app.init();
  return app;
}
