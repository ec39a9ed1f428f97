import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { ApiExceptionFilter } from '../common/api-exception.filter';
import type { Clock } from '../common/clock';
import type { DestinationStream } from 'pino';
import { createRootLogger, PinoNestLogger } from '../common/logging/app-logger';
import { registerRequestLogging, requestIdFor } from '../common/logging/request-logging';
import type { AppConfig } from '../config';
import { SessionService } from '../modules/auth/session.service';
import { InsightsCache } from '../modules/insights/insights-cache.service';
import { registerInsightsInvalidation } from '../modules/insights/insights-invalidation.hook';
import { RemotesService } from '../modules/web/remotes.service';
import { createSpaFallback, registerWebAssets } from '../modules/web/web-assets';
import { AppModule } from './app.module';
import { registerQueryGuard } from './request-input-guard';
import { registerCors } from './cors';
import { registerCsvUpload } from './csv-upload.hook';
import { registerCsrfCheck, registerJsonParser, registerResponseHeaders } from './http-hooks';

export interface CreateApiAppOptions {
  /** Tests replace the clock to move time. */
  clock?: Clock;
  /** Where the JSON log lines go (stdout by default); the log test reads them. */
  logDestination?: DestinationStream;
}

/** Builds the api, ready to `listen` (main.ts) or to be exercised over HTTP (tests). */
export async function createApiApp(
  config: AppConfig,
  options: CreateApiAppOptions = {},
): Promise<NestFastifyApplication> {
  const logger = createRootLogger(config.logLevel, options.logDestination);
  const adapter = new FastifyAdapter({ bodyLimit: 1024 * 1024, genReqId: requestIdFor });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.clock), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
    // Our own JSON parser (http-hooks) replaces Nest's, to answer malformed bodies with a clear 400.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  app.setGlobalPrefix('api', { exclude: [{ path: 'remotes.json', method: RequestMethod.GET }] });
  app.useGlobalFilters(new ApiExceptionFilter(createSpaFallback(config, app.get(RemotesService))));
  registerRequestLogging(fastify, logger);
  registerJsonParser(fastify);
  const sessions = app.get(SessionService);
  registerCsvUpload(fastify, sessions);
  registerCsrfCheck(fastify, async (token) => (await sessions.validate(token)) !== null);
  registerQueryGuard(fastify);
  registerResponseHeaders(fastify, app.get(RemotesService), { hsts: config.publicUrlIsHttps });
  registerInsightsInvalidation(fastify, app.get(InsightsCache));

  if (config.corsOrigins.length > 0) await registerCors(fastify, config.corsOrigins);
  await registerWebAssets(fastify, config);
  await app.init();
  return app;
}
