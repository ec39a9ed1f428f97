// `npm run bench`: measures the API on this machine against real PostgreSQL and Redis, on free
// ports with throw-away data. Figures are compared as ratios within one run (the machine is shared).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { startBenchInfra } from './bench-infra.mjs';
import { repoRoot } from './ensure-install.mjs';

const REQUESTS = 2000;
const CONCURRENCY = 10;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(name, makeRequest) {
  const timings = [];
  let next = 0;
  const startedAt = performance.now();
  async function lane() {
    while (next < REQUESTS) {
      next += 1;
      const started = performance.now();
      const response = await makeRequest();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const seconds = (performance.now() - startedAt) / 1000;
  timings.sort((a, b) => a - b);
  return { name, p50: percentile(timings, 50), p99: percentile(timings, 99), perSecond: REQUESTS / seconds };
}

async function main() {
  const infra = await startBenchInfra('bench');
  const { postgres, redis } = infra;
  const port = await infra.freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    PORT: String(port),
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    DATA_ENCRYPTION_KEY: 'be'.repeat(32),
    SHARING_HMAC_SECRET: 'b5'.repeat(32),
    RATE_LIMIT_LOGIN_PER_IP: '100000',
  };
  infra.migrate(env);
  const api = spawn(process.execPath, ['services/dist/main.js'], { cwd: repoRoot, env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 200; i += 1) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const registered = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'bench', password: 'bench-password-1', firstName: 'B', lastName: 'C' }),
    }).then((r) => r.json());
    const auth = { Authorization: `Bearer ${registered.authToken}` };

    const results = [
      await measure('GET /api/health (no database)', () => fetch(`${base}/api/health`)),
      await measure('GET /api/user (session lookup)', () => fetch(`${base}/api/user`, { headers: auth })),
      await measure('GET /api/settings (session + query)', () => fetch(`${base}/api/settings`, { headers: auth })),
    ];
    const baseline = results[0].p50;
    console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} at a time`);
    for (const r of results) {
      console.log(
        `${r.name.padEnd(40)} p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  ${r.perSecond.toFixed(0)} req/s  p50 ×${(r.p50 / baseline).toFixed(2)} of health`,
      );
    }
  } finally {
    api.kill('SIGTERM');
    await infra.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
