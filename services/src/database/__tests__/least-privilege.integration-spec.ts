import { DataSource } from 'typeorm';
import { ApiPath, MoodApiPath } from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { testInfra, uniqueName } from '@anchor/services/test/test-env';
import { runMigrations } from '../data-source';

// The same code tools/infra.mjs runs for the embedded PostgreSQL of `npm start`, e2e and the benchmarks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const roles = require('../../../../tools/database-roles.cjs') as {
  OWNER_ROLE: string;
  APP_ROLE: string;
  roleUrl: (serverUrl: string, role: string, database: string) => string;
  ensureDatabaseRoles: (client: unknown, database: string) => Promise<void>;
};

async function query(url: string, sql: string): Promise<unknown[]> {
  const dataSource = new DataSource({ type: 'postgres', url });
  await dataSource.initialize();
  try {
    return await dataSource.query(sql);
  } finally {
    await dataSource.destroy();
  }
}

async function refusal(url: string, sql: string): Promise<string> {
  try {
    await query(url, sql);
    return 'allowed';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Finding 14: migrations run as the owner; the API and the worker connect as a role that only reads and writes rows. */
describe('least-privilege database roles', () => {
  const database = uniqueName('lp');
  let ownerUrl: string;
  let appUrl: string;
  let api: TestApp;

  beforeAll(async () => {
    const { adminUrl } = testInfra();
    await query(adminUrl, `CREATE DATABASE "${database}"`);
    const superUrl = new URL(adminUrl);
    superUrl.pathname = `/${database}`;
    const superuser = new DataSource({ type: 'postgres', url: superUrl.toString() });
    await superuser.initialize();
    try {
      // What ensureDatabaseRoles uses of a pg.Client.
      const client = {
        query: (sql: string) => superuser.query(sql),
        escapeIdentifier: (name: string) => `"${name.replace(/"/g, '""')}"`,
      };
      await roles.ensureDatabaseRoles(client, database);
    } finally {
      await superuser.destroy();
    }
    ownerUrl = roles.roleUrl(adminUrl, roles.OWNER_ROLE, database);
    appUrl = roles.roleUrl(adminUrl, roles.APP_ROLE, database);
    await runMigrations(ownerUrl, roles.APP_ROLE);
    api = await createTestApp({ DATABASE_URL: appUrl });
  });
  afterAll(async () => {
    await api?.close();
    await query(testInfra().adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  it('runs the product as the application role: sign-up, a health entry and reading it back work', async () => {
    expect(api.config.databaseUrl).toBe(appUrl);
    const client = new HttpClient(api.baseUrl);
    expect(
      (await client.post(ApiPath.register, { body: { username: 'leastpriv', password: 'Amber meadow echo 31' } }))
        .status,
    ).toBe(201);
    expect((await client.post(MoodApiPath.entries, { body: { mood: 4, notes: 'calm' } })).status).toBe(201);
    expect((await client.get<unknown[]>(`${MoodApiPath.entries}?limit=5`)).status).toBe(200);
    const [who] = (await api.dataSource.query(
      `SELECT current_user AS name, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser`,
    )) as { name: string; superuser: boolean }[];
    expect(who).toEqual({ name: roles.APP_ROLE, superuser: false });
  });

  it('refuses the application role every schema change, TRUNCATE, role change and audit rewrite', async () => {
    const statements = [
      'CREATE TABLE intruder (id int)',
      'DROP TABLE mood_entries',
      'ALTER TABLE users ADD COLUMN intruder int',
      'TRUNCATE users CASCADE',
      'CREATE ROLE intruder',
      'CREATE FUNCTION intruder() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$',
      'DELETE FROM provider_audit_events',
      'UPDATE provider_audit_events SET action = action',
      'DELETE FROM migrations',
    ];
    for (const sql of statements) {
      expect([sql, await refusal(appUrl, sql)]).toEqual([
        sql,
        expect.stringMatching(/permission denied|must be owner/),
      ]);
    }
    // The owner runs migrations but is no superuser either.
    const [owner] = (await query(
      ownerUrl,
      `SELECT rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user`,
    )) as { rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean }[];
    expect(owner).toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false });
  });
});
