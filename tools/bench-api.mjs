// The API's overhead against a bare Fastify route doing the same PostgreSQL work (tools/bench/bare-api.mjs):
// autocannon, 50 connections, 10 s per endpoint and side, two rounds, on the same database. The goals hold for
// the api as deployed (default log level, one JSON line per request written to a file, as `npm start` runs it):
// user and settings at least 0.8 of the baseline's requests/s with p99 at most 50 ms; no endpoint below 0.5.
// The quiet api (LOG_LEVEL=warn, stdout dropped) is measured beside them to show what logging costs.
// The machine is shared, and other people's load moves from one second to the next: each side's 10 s are run in
// 2 s slices taken in turn with the other sides', so all meet the same machine. The same run reports each
// process's CPU per request (from /proc), which that load moves far less than the throughput.
// `node tools/bench-api.mjs [--no-build]`; `npm run bench` calls `run`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import {
  processCpuMs,
  registerBenchUser,
  repoRoot,
  row,
  runStandalone,
  stopChild,
  waitForHealth,
} from './bench-infra.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const SLICE_SECONDS = Math.min(2, SECONDS);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 2);
const ENDPOINTS = [
  { path: '/api/user', label: 'GET /api/user (session lookup)', goal: 0.8 },
  { path: '/api/settings', label: 'GET /api/settings (session + settings row)', goal: 0.8 },
  { path: '/api/health', label: 'GET /api/health (no database)', goal: 0.5 },
];
const P99_GOAL_MS = 50;

/** One slice of load; the raw result (histograms kept) so slices can be merged with autocannon.aggregateResult. */
function cannon(url, token, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
        skipAggregateResult: true,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The baseline, started like the api (infra.env: NODE_ENV=production, the same database role). */
async function startBare(infra) {
  const port = await infra.freePort();
  const child = spawn(process.execPath, ['tools/bench/bare-api.mjs'], {
    cwd: repoRoot,
    env: infra.env({ PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  return { base, pid: child.pid, stop: () => stopChild(child) };
}

/** A side's slices of one round merged: requests/s over the slices' time, p99 over all their requests, CPU per request. */
function summarize(url, slices, cpuMs, seconds) {
  const merged = autocannon.aggregateResult(slices, { url, connections: CONNECTIONS });
  const requests = merged.requests.total;
  return {
    rps: requests / seconds,
    p99: merged.latency.p99,
    cpuUs: cpuMs === null ? null : (cpuMs * 1000) / requests,
  };
}

/** Each side's share of a round: slices taken in turn (the first side rotating), CPU counted over its own slices. */
async function measureRound(sides, path, token, round) {
  const slices = new Map(
    sides.map((side) => [side.name, { url: side.base + path, results: [], cpuMs: 0, seconds: 0 }]),
  );
  for (let elapsed = 0, slice = 0; elapsed < SECONDS; elapsed += SLICE_SECONDS, slice += 1) {
    const seconds = Math.min(SLICE_SECONDS, SECONDS - elapsed);
    const first = (round + slice) % sides.length;
    for (const side of [...sides.slice(first), ...sides.slice(0, first)]) {
      const before = processCpuMs(side.pid);
      const result = await cannon(slices.get(side.name).url, token, seconds);
      const after = processCpuMs(side.pid);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${side.name} ${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      const own = slices.get(side.name);
      own.results.push(result);
      side.answered += result.totalCompletedRequests;
      own.seconds += seconds;
      own.cpuMs = before === null || after === null || own.cpuMs === null ? null : own.cpuMs + (after - before);
    }
  }
  return Object.fromEntries(
    [...slices].map(([name, own]) => [name, summarize(own.url, own.results, own.cpuMs, own.seconds)]),
  );
}

/** The three sides, in the order the table names them: the api as deployed, the quiet api, bare Fastify. */
const SIDES = ['api', 'quiet', 'bare'];
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** One side's rounds: mean requests/s, worst p99, mean CPU per request (null without /proc). */
function sideFigures(rounds) {
  return {
    rps: mean(rounds.map((m) => m.rps)),
    p99: Math.max(...rounds.map((m) => m.p99)),
    cpuUs: rounds.some((m) => m.cpuUs === null) ? null : mean(rounds.map((m) => m.cpuUs)),
  };
}

function endpointRows(endpoint, { api, quiet, bare }) {
  const p99Goal = endpoint.goal >= 0.8;
  const ratio = api.rps / bare.rps;
  const rows = [
    row(
      'API',
      `${endpoint.label}: req/s, product as deployed / bare Fastify`,
      `${api.rps.toFixed(0)} / ${bare.rps.toFixed(0)} = ${ratio.toFixed(2)}`,
      `≥ ${endpoint.goal}`,
      ratio >= endpoint.goal,
    ),
    row(
      'API',
      `${endpoint.label}: req/s, product quiet / bare Fastify`,
      `${quiet.rps.toFixed(0)} / ${bare.rps.toFixed(0)} = ${(quiet.rps / bare.rps).toFixed(2)}`,
    ),
    row(
      'API',
      `${endpoint.label}: p99, product as deployed (quiet; bare)`,
      `${api.p99.toFixed(0)} ms (${quiet.p99.toFixed(0)} ms; ${bare.p99.toFixed(0)} ms)`,
      p99Goal ? `≤ ${P99_GOAL_MS} ms` : '',
      p99Goal ? api.p99 <= P99_GOAL_MS : undefined,
    ),
  ];
  if (SIDES.every((side) => ({ api, quiet, bare })[side].cpuUs !== null)) {
    rows.push(
      row(
        'API',
        `${endpoint.label}: CPU per request (user + system, /proc), product as deployed / quiet / bare`,
        `${api.cpuUs.toFixed(0)} µs / ${quiet.cpuUs.toFixed(0)} µs / ${bare.cpuUs.toFixed(0)} µs = ${(
          api.cpuUs / bare.cpuUs
        ).toFixed(2)}× (${(quiet.cpuUs / bare.cpuUs).toFixed(2)}×)`,
      ),
    );
  }
  return rows;
}

function rowsOf(measured, loads, linesPerRequest) {
  const rows = [];
  for (const endpoint of ENDPOINTS) {
    const rounds = measured.get(endpoint.path);
    rows.push(...endpointRows(endpoint, Object.fromEntries(SIDES.map((side) => [side, sideFigures(rounds[side])]))));
  }
  rows.push(
    row(
      'API',
      'as deployed: default log level, stdout to a file (npm start); quiet: LOG_LEVEL=warn, stdout dropped. Log lines written per request, as deployed',
      linesPerRequest === null ? 'no log file' : linesPerRequest.toFixed(2),
    ),
    row('API', 'load average (1 min) at the start of each endpoint, 2 cores shared', loads.join(', ')),
  );
  return rows;
}

/** Lines in the deployed api's log file so far (newline bytes: the file runs to tens of megabytes). */
function logLines(file) {
  const bytes = readFileSync(file);
  let lines = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines += 1;
  return lines;
}

export async function run({ infra, api }) {
  const server = api ?? (await infra.startApi());
  const quiet = await infra.startApi({}, [], { quiet: true });
  const bare = await startBare(infra);
  const token = await registerBenchUser(server.base, `api_bench_${Date.now()}`);
  const sides = [
    { name: 'bare', base: bare.base, pid: bare.pid, answered: 0 },
    { name: 'api', base: server.base, pid: server.child?.pid, answered: 0 },
    { name: 'quiet', base: quiet.base, pid: quiet.child.pid, answered: 0 },
  ];
  const measured = new Map(ENDPOINTS.map((endpoint) => [endpoint.path, { api: [], quiet: [], bare: [] }]));
  const loads = [];
  let linesPerRequest = null;
  try {
    // Warm all up (JIT, pools) before anything counts.
    for (const endpoint of ENDPOINTS) {
      for (const side of sides) await cannon(side.base + endpoint.path, token, 2);
    }
    const linesBefore = server.logFile ? logLines(server.logFile) : 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const endpoint of ENDPOINTS) {
        loads.push(loadavg()[0].toFixed(1));
        const result = await measureRound(sides, endpoint.path, token, round);
        for (const side of sides) measured.get(endpoint.path)[side.name].push(result[side.name]);
      }
    }
    const deployed = sides.find((side) => side.name === 'api');
    if (server.logFile) linesPerRequest = (logLines(server.logFile) - linesBefore) / deployed.answered;
  } finally {
    await bare.stop();
    await quiet.stop();
    if (!api) await server.stop();
  }
  return rowsOf(measured, loads, linesPerRequest);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runStandalone('bench-api', run);
}
