import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { DataSource } from 'typeorm';

/** Set by tools/jest/infra-global-setup.js (or by the caller's own services). */
export function testInfra(): { adminUrl: string; templateDb: string; redisUrl: string } {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!adminUrl || !redisUrl)
    throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are not set: run via the integration jest project');
  return { adminUrl, redisUrl, templateDb: process.env.TEST_TEMPLATE_DB ?? 'anchor_template' };
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
async function adminQuery(sql: string): Promise<void> {
  const admin = new DataSource({ type: 'postgres', url: testInfra().adminUrl });
  await admin.initialize();
  try {
    await admin.query(sql);
  } finally {
    await admin.destroy();
  }
}

/** A fresh, migrated database cloned from the template. Returns its URL. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const { adminUrl, templateDb } = testInfra();
  const name = uniqueName('t');
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${templateDb}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** A port with nothing listening (for "service is down" tests). */
export function freePortForTest(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
