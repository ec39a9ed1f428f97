// Starts one embedded PostgreSQL and one redis-server for the whole integration run, and migrates a
// template database once; each test app then clones it (CREATE DATABASE ... TEMPLATE), which is fast.
// Skipped when TEST_DATABASE_URL and TEST_REDIS_URL are given (CI with its own services).
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const TEMPLATE_DB = 'anchor_template';

// Jest's transform would turn a plain import() into require(), which cannot load an .mjs file.
const importEsm = new Function('specifier', 'return import(specifier)');

module.exports = async function infraGlobalSetup() {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
    process.env.TEST_TEMPLATE_DB ??= TEMPLATE_DB;
    return;
  }
  const infra = await importEsm(pathToFileURL(path.join(__dirname, '..', 'infra.mjs')).href);
  const dir = infra.makeTempDir('anchor-test-');
  const [pgPort, redisPort] = [await infra.freePort(), await infra.freePort()];
  const postgres = await infra.startPostgres({
    dataDir: path.join(dir, 'pg'),
    port: pgPort,
    database: TEMPLATE_DB,
    throwAway: true,
  });
  globalThis.__anchorInfra = { dir, stops: [postgres.stop] };
  const redis = await infra.startRedis({ dir: path.join(dir, 'redis'), port: redisPort });
  globalThis.__anchorInfra.stops.push(redis.stop);

  // Jest transforms this file's requires, so the TypeScript migrations load as they are.
  const { runMigrations } = require('../../services/src/database/data-source');
  await runMigrations(postgres.ownerUrl, 'anchor_app');

  process.env.TEST_DATABASE_URL = postgres.adminUrl;
  process.env.TEST_TEMPLATE_DB = TEMPLATE_DB;
  process.env.TEST_REDIS_URL = redis.url;
};
