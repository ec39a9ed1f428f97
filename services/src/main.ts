import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApiApp } from './app/create-api-app';
import { closeOnStopSignals } from './common/logging/shutdown-flush';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApiApp(config);
  closeOnStopSignals(app);
  await app.listen(config.port, config.host);
  new Logger('Api').log(`API listening on http://${config.host}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
