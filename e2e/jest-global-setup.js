// Starts the whole product for the browser tests, as `npm start` does but on free ports and
// throw-away data: embedded PostgreSQL, redis-server, migrations, the API (serving the built
// shell and remotes), the worker and the standalone provider portal on its own origin.
// A local OAuth 2.0 server (oauth2-mock-server, approving at once) stands in for Twitter's, and a local SMTP
// server (mail-stand-in.js) receives the product's mail into E2E_MAIL_DIR.
// Tests read E2E_BASE_URL, E2E_PORTAL_URL and E2E_REMOTES_FILE.
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const { startMailStandIn } = require('./mail-stand-in');

const repoRoot = join(__dirname, '..');

async function waitForReady(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not become ready at ${url}`);
}

module.exports = async function startProductForBrowserTests() {
  for (const app of ['shell', 'mf-mindfulness', 'mf-insights-resources', 'mf-provider']) {
    if (!existsSync(join(repoRoot, app, 'dist', 'index.html'))) {
      throw new Error(`${app} is not built: run "npm run build" (npm test builds first)`);
    }
  }
  const { startPostgres, startRedis, freePort, makeTempDir } = await import('../tools/infra.mjs');
  const tmp = makeTempDir('anchor-e2e-');
  const postgres = await startPostgres({ dataDir: join(tmp, 'postgres'), port: await freePort(), throwAway: true });
  const redis = await startRedis({ dir: join(tmp, 'redis'), port: await freePort() });
  const remotesFile = join(tmp, 'remotes.json');
  writeFileSync(remotesFile, '{}');
  const port = await freePort();
  const portalPort = await freePort();
  const { OAuth2Server } = require('oauth2-mock-server');
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(await freePort(), '127.0.0.1');
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const mailDir = join(tmp, 'mail');
  const mail = await startMailStandIn(mailDir);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Browser runs of several checkouts share the machine: the worker's probe port stays off.
    WORKER_HEALTH_PORT: '0',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'anchor-e2e',
    REMOTES_FILE: remotesFile,
    DATA_ENCRYPTION_KEY: 'e2e0'.repeat(16),
    SHARING_HMAC_SECRET: 'e2e5'.repeat(16),
    RATE_LIMIT_REGISTER_PER_IP: '1000',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    // Sign-up links point at the portal, and the API allows its origin by CORS (the default for CORS_ORIGINS).
    PROVIDER_PORTAL_URL: portalUrl,
    PROVIDER_CONTACT_EMAIL: 'portal-admin@clinic.example',
    // The provider sends the browser back to this origin (the one the tests use, so the session cookie goes along).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    OAUTH_TWITTER_CLIENT_ID: 'anchor-e2e',
    OAUTH_TWITTER_CLIENT_SECRET: 'anchor-e2e-secret',
    OAUTH_TWITTER_AUTHORIZE_URL: `${oauth.issuer.url}/authorize`,
    OAUTH_TWITTER_TOKEN_URL: `${oauth.issuer.url}/token`,
    // The OAuth server above is local: the API calls it only because it is named as a stand-in.
    OUTBOUND_STAND_IN_ORIGINS: new URL(oauth.issuer.url).origin,
    SMTP_URL: mail.url,
    MAIL_FROM: 'care-team@anchor.example',
  };
  const migrate = spawnSync(process.execPath, ['services/dist/migrate.js'], {
    cwd: repoRoot,
    env: { ...env, ...postgres.migrationEnv },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`migrations failed: ${migrate.stderr || migrate.stdout}`);

  const logFile = join(tmp, 'api.log');
  const output = require('node:fs').openSync(logFile, 'a');
  const api = spawn(process.execPath, ['services/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', output, output],
  });
  const { WORKER_NODE_ARGV } = await import('../tools/worker-process.mjs');
  const worker = spawn(process.execPath, WORKER_NODE_ARGV, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', output, output],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReady(`${baseUrl}/api/health/ready`, api);
  const { serveProviderPortal } = await import('../tools/serve-provider-portal.mjs');
  const portal = await serveProviderPortal({ port: portalPort, apiOrigin: baseUrl });

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_PORTAL_URL = portalUrl;
  // What an administrator's command (npm run provider:invite) needs to reach this product's database.
  process.env.E2E_SERVICES_ENV = JSON.stringify({
    NODE_ENV: env.NODE_ENV,
    DATABASE_URL: env.DATABASE_URL,
    REDIS_URL: env.REDIS_URL,
    DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY,
    SHARING_HMAC_SECRET: env.SHARING_HMAC_SECRET,
    PROVIDER_PORTAL_URL: env.PROVIDER_PORTAL_URL,
    SMTP_URL: env.SMTP_URL,
    MAIL_FROM: env.MAIL_FROM,
  });
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_REMOTES_FILE = remotesFile;
  process.env.E2E_TMP = tmp;
  process.env.E2E_OAUTH_ISSUER = oauth.issuer.url;
  globalThis.__anchorE2e = { postgres, redis, api, worker, portal, oauth, mail, tmp, logFile };
};
