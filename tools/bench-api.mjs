// The API's overhead against a bare Fastify route doing the same PostgreSQL work (tools/bench/bare-api.mjs):
// autocannon, 50 connections, 10 s per endpoint, two rounds alternating product and baseline, on the same
// database. Goals: user and settings at least 0.8 of the baseline's requests/s with p99 at most 50 ms;
// no endpoint below 0.5. `node tools/bench-api.mjs [--no-build]`; `npm run bench` calls `run`.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { registerBenchUser, repoRoot, row, runStandalone, stopChild, waitForHealth } from './bench-infra.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 2);
const ENDPOINTS = [
  { path: '/api/user', label: 'GET /api/user (session lookup)', goal: 0.8 },
  { path: '/api/settings', label: 'GET /api/settings (session + settings row)', goal: 0.8 },
  { path: '/api/health', label: 'GET /api/health (no database)', goal: 0.5 },
];
const P99_GOAL_MS = 50;

function cannon(url, token, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function startBare(infra) {
  const port = await infra.freePort();
  const child = spawn(process.execPath, ['tools/bench/bare-api.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: infra.postgres.url, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return { base, stop: () => stopChild(child) };
}

function rowsOf(measured) {
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const rows = [];
  for (const endpoint of ENDPOINTS) {
    const { api: product, bare: baseline } = measured.get(endpoint.path);
    const apiRps = mean(product.map((m) => m.rps));
    const bareRps = mean(baseline.map((m) => m.rps));
    const apiP99 = Math.max(...product.map((m) => m.p99));
    const bareP99 = Math.max(...baseline.map((m) => m.p99));
    const ratio = apiRps / bareRps;
    const p99Goal = endpoint.goal >= 0.8;
    rows.push(
      row(
        'API',
        `${endpoint.label}: req/s, product / bare Fastify`,
        `${apiRps.toFixed(0)} / ${bareRps.toFixed(0)} = ${ratio.toFixed(2)}`,
        `≥ ${endpoint.goal}`,
        ratio >= endpoint.goal,
      ),
      row(
        'API',
        `${endpoint.label}: p99, product (bare)`,
        `${apiP99.toFixed(0)} ms (${bareP99.toFixed(0)} ms)`,
        p99Goal ? `≤ ${P99_GOAL_MS} ms` : '',
        p99Goal ? apiP99 <= P99_GOAL_MS : undefined,
      ),
    );
  }
  return rows;
}

export async function run({ infra, api }) {
  const server = api ?? (await infra.startApi());
  const bare = await startBare(infra);
  const token = await registerBenchUser(server.base, `api_bench_${Date.now()}`);
  const measured = new Map(ENDPOINTS.map((endpoint) => [endpoint.path, { api: [], bare: [] }]));
  try {
    // Warm both up (JIT, pools) before anything counts.
    for (const endpoint of ENDPOINTS) {
      await cannon(server.base + endpoint.path, token, 2);
      await cannon(bare.base + endpoint.path, token, 2);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const endpoint of ENDPOINTS) {
        for (const [side, base] of round % 2 === 0
          ? [
              ['bare', bare.base],
              ['api', server.base],
            ]
          : [
              ['api', server.base],
              ['bare', bare.base],
            ]) {
          const result = await cannon(base + endpoint.path, token, SECONDS);
          if (result.non2xx > 0 || result.errors > 0) {
            throw new Error(`${side} ${endpoint.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
          }
          measured.get(endpoint.path)[side].push({ rps: result.requests.average, p99: result.latency.p99 });
        }
      }
    }
  } finally {
    await bare.stop();
    if (!api) await server.stop();
  }
  return rowsOf(measured);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runStandalone('bench-api', run);
}
