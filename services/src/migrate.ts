import 'reflect-metadata';
import { loadConfig } from './config';
import { runMigrations } from './database/data-source';
import { installEncryptionKey } from './database/encrypted-text.transformer';

async function main(): Promise<void> {
  const config = loadConfig();
  // Migrations that encrypt existing rows use the same key as the api and the worker.
  installEncryptionKey(config.dataEncryptionKey);
  const applied = await runMigrations(config.migrationDatabaseUrl, config.databaseAppRole);
  console.log(`Applied ${applied.length} migration(s)${applied.length ? `: ${applied.join(', ')}` : ''}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
