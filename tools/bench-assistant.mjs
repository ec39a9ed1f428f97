// Chat latency of the offline engine: 20 signed-in people, each in their own conversation,
// sending messages at once against real PostgreSQL and Redis (free ports, throw-away data).
// Prints p50 and p99 per reply; the target is p99 at most 50 ms on this machine. The machine is shared, so the
// same run also measures GET /api/health with the same 20 callers (a baseline of what the machine gives any
// request right now), the chat's p99 as a multiple of it, the 1-minute load average at the time, and the API
// process's CPU per chat reply and per health request (from /proc), which the other callers on the machine move less.
// `node tools/bench-assistant.mjs [--no-build]`; `npm run bench` calls `run`.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { jsonHeaders as headers, percentile, registerBenchUser, row, runStandalone } from './bench-infra.mjs';

const USERS = 20;
const MESSAGES_PER_USER = Number(process.env.BENCH_ASSISTANT_MESSAGES ?? 50);
const MESSAGES = [
  "I'm feeling anxious",
  'Help me sleep better',
  'Show my progress',
  'I keep having flashbacks',
  'Share coping strategies',
  'I feel lonely',
  'thanks',
  'who won the game last night',
];
const P99_GOAL_MS = 50;

async function person(base, index, token, timings) {
  const auth = { ...headers, Authorization: `Bearer ${token}` };
  const conversationId = randomUUID();
  for (let i = 0; i < MESSAGES_PER_USER; i += 1) {
    const message = MESSAGES[(index + i) % MESSAGES.length];
    const started = performance.now();
    const response = await fetch(`${base}/api/assistant/chat`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ message, conversationHistory: [], userContext: { conversationId } }),
    });
    if (!response.ok) throw new Error(`chat: HTTP ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
  }
}

/** The baseline: each of the 20 callers asks GET /api/health as many times as it sends messages. */
async function healthCaller(base, timings) {
  for (let i = 0; i < MESSAGES_PER_USER; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    if (!response.ok) throw new Error(`health: HTTP ${response.status}`);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
  }
}

/**
 * CPU time (user + system, ms) the API process has used so far, from /proc: on a shared machine the CPU one
 * request costs holds steadier than its latency. Null where /proc is missing or the API runs elsewhere.
 */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The API's CPU per request over a phase, in ms (null when it cannot be read). */
async function cpuPerRequest(pid, requests, phase) {
  const before = processCpuMs(pid);
  const result = await phase();
  const after = processCpuMs(pid);
  return { result, cpu: before === null || after === null ? null : (after - before) / requests };
}

async function baseline(base) {
  const timings = [];
  await Promise.all(Array.from({ length: USERS }, () => healthCaller(base, timings)));
  return timings.sort((a, b) => a - b);
}

export async function run({ infra, api }) {
  const server = api ?? (await infra.startApi());
  try {
    // Sign-up (password hashing and strength checks) is not part of a chat reply: everyone signs up first.
    const tokens = await Promise.all(
      Array.from({ length: USERS }, (_, index) => registerBenchUser(server.base, `chat_bench_${index}_${Date.now()}`)),
    );
    const pid = server.child?.pid;
    const requests = USERS * MESSAGES_PER_USER;
    const { result: before, cpu: healthCpu } = await cpuPerRequest(pid, requests, () => baseline(server.base));
    const timings = [];
    const startedAt = performance.now();
    const { cpu: chatCpu } = await cpuPerRequest(pid, requests, () =>
      Promise.all(tokens.map((token, index) => person(server.base, index, token, timings))),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const load = loadavg()[0];
    const after = await baseline(server.base);
    timings.sort((a, b) => a - b);
    const p99 = percentile(timings, 99);
    const healthP99 = (percentile(before, 99) + percentile(after, 99)) / 2;
    const label = `POST /api/assistant/chat, ${USERS} people at once`;
    return [
      row(
        'assistant',
        `${label}: p50 / p99 per reply`,
        `${percentile(timings, 50).toFixed(1)} / ${p99.toFixed(1)} ms`,
        `p99 ≤ ${P99_GOAL_MS} ms`,
        p99 <= P99_GOAL_MS,
      ),
      row('assistant', `${label}: replies/s`, (timings.length / seconds).toFixed(0)),
      row(
        'assistant',
        `baseline in the same run, GET /api/health, ${USERS} at once (before / after the chat): p99`,
        `${percentile(before, 99).toFixed(1)} / ${percentile(after, 99).toFixed(1)} ms`,
      ),
      row('assistant', 'chat p99 as a multiple of the health p99', `${(p99 / healthP99).toFixed(1)}×`),
      row(
        'assistant',
        'API CPU per request (user + system, from /proc): chat reply / GET /api/health',
        chatCpu === null || healthCpu === null ? 'n/a' : `${chatCpu.toFixed(2)} / ${healthCpu.toFixed(2)} ms`,
      ),
      row('assistant', '1-minute load average at the end of the chat run (2 cores)', load.toFixed(2)),
    ];
  } finally {
    if (!api) await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runStandalone('bench-assistant', run);
}
