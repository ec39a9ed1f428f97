import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Clock } from '../common/clock';
import { type AppConfig, nestLogLevels } from '../config';
import { WorkerModule } from './worker.module';

export async function createWorkerApp(config: AppConfig, clock?: Clock): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, clock), {
    logger: nestLogLevels(config),
  });
  await app.init();
  return app;
}
