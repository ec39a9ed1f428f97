import { DataSource, DataSourceOptions } from 'typeorm';
import { grantAppRole } from './app-role';
import { entities } from './entities';
import { migrations } from './migrations';

/** One definition for the api, the worker and the migrate entry point. Schema changes only through migrations. */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    // Off: TypeORM's error log prints query parameters, which hold password hashes and health data.
    logging: false,
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}

/**
 * Applies pending migrations (connected as the schema's owner) and returns the names of those it ran; then, when
 * an application role is named, grants it row access and nothing more (app-role.ts).
 */
export async function runMigrations(databaseUrl: string, appRole?: string | null): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl), entities: [] });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (appRole) await grantAppRole(dataSource, appRole);
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
