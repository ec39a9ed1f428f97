import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Clock } from '../common/clock';
import { createRootLogger, PinoNestLogger } from '../common/logging/app-logger';
import type { AppConfig } from '../config';
import { WorkerModule } from './worker.module';

export async function createWorkerApp(config: AppConfig, clock?: Clock): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, clock), {
    logger: new PinoNestLogger(createRootLogger(config.logLevel)),
  });
  await app.init();
  return app;
}
