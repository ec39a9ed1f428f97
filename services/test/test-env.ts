import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Set by tools/jest/infra-global-setup.js (or by the caller's own services). */
export function testInfra(): { adminUrl: string; templateDb: string; redisUrl: string } {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!adminUrl || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are not set: run via the integration jest project');
  return { adminUrl, redisUrl, templateDb: process.env.TEST_TEMPLATE_DB ?? 'anchor_template' };
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testInfra().adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database cloned from the template. Returns its URL. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const { adminUrl, templateDb } = testInfra();
  const name = uniqueName('t');
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDb}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
