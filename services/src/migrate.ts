import 'reflect-metadata';
import { loadConfig } from './config';
import { runMigrations } from './database/data-source';
import { installEncryptionKey } from './database/encrypted-text.transformer';
import { runCommand } from './run-command';

async function main(): Promise<void> {
  const config = loadConfig();
  // Migrations that encrypt existing rows use the same key as the api and the worker.
  installEncryptionKey(config.dataEncryptionKey);
  const applied = await runMigrations(config.migrationDatabaseUrl, config.databaseAppRole);
  console.log(`Applied ${applied.length} migration(s)${applied.length ? `: ${applied.join(', ')}` : ''}`);
}

runCommand(main);
