import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApiApp, type CreateApiAppOptions } from '../src/app/create-api-app';
import { loadConfig, type AppConfig } from '../src/config';
import { TestClock } from './test-clock';
import { createTestDatabase, dropTestDatabase, testInfra, uniqueName } from './test-env';

export interface TestApp {
  baseUrl: string;
  clock: TestClock;
  app: NestFastifyApplication;
  dataSource: DataSource;
  config: AppConfig;
  close: () => Promise<void>;
}

/** Test defaults: limits high enough that only the rate-limit tests meet them. */
const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  RATE_LIMIT_LOGIN_PER_USERNAME: '1000',
  RATE_LIMIT_LOGIN_PER_IP: '1000',
  RATE_LIMIT_REGISTER_PER_IP: '1000',
  WEB_ROOT: '/nonexistent-anchor-web-root',
  // Without SMTP_URL mail is written here, away from the repository's own outbox.
  MAIL_OUTBOX_DIR: path.join(tmpdir(), 'anchor-test-outbox'),
};

/** An api on its own fresh database and Redis prefix, listening on a random port. */
export async function createTestApp(
  overrides: Record<string, string | undefined> = {},
  options: Pick<CreateApiAppOptions, 'logDestination'> & {
    /** The URL the api connects with instead of its fresh database's (e.g. through a TcpProxy). */
    databaseUrlFor?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const { redisUrl } = testInfra();
  const database = await createTestDatabase();
  const { databaseUrlFor = (url: string) => url, ...appOptions } = options;
  const config = loadConfig({
    ...TEST_ENV,
    DATABASE_URL: databaseUrlFor(database.url),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: uniqueName('test'),
    ...overrides,
  });
  const clock = new TestClock();
  const app = await createApiApp(config, { clock, ...appOptions });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closed = false;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clock,
    app,
    dataSource: app.get(DataSource),
    config,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await dropTestDatabase(database.name);
    },
  };
}
