// Chat latency of the offline engine: 20 signed-in people, each in their own conversation,
// sending messages at once against real PostgreSQL and Redis (free ports, throw-away data).
// Prints p50 and p99 per reply; the target is p99 at most 50 ms on this machine.
// `node tools/bench-assistant.mjs [--no-build]`; `npm run bench` calls `run`.
import { randomUUID } from 'node:crypto';
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

async function person(base, index, timings) {
  const token = await registerBenchUser(base, `chat_bench_${index}_${Date.now()}`);
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

export async function run({ infra, api }) {
  const server = api ?? (await infra.startApi());
  try {
    const timings = [];
    const startedAt = performance.now();
    await Promise.all(Array.from({ length: USERS }, (_, index) => person(server.base, index, timings)));
    const seconds = (performance.now() - startedAt) / 1000;
    timings.sort((a, b) => a - b);
    const p99 = percentile(timings, 99);
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
    ];
  } finally {
    if (!api) await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runStandalone('bench-assistant', run);
}
