// Chat latency of the offline engine: 20 signed-in people, each in their own conversation,
// sending messages at once against real PostgreSQL and Redis (free ports, throw-away data).
// Prints p50 and p99 per reply; the target is p99 at most 50 ms on this machine.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startBenchInfra } from './bench-infra.mjs';
import { repoRoot } from './ensure-install.mjs';

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
const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function waitForHealth(base) {
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start');
}

async function person(base, index, timings) {
  const body = JSON.stringify({ username: `chat_bench_${index}`, password: `bench-password-${index}-x` });
  const registered = await fetch(`${base}/api/register`, { method: 'POST', headers, body }).then((r) => r.json());
  const auth = { ...headers, Authorization: `Bearer ${registered.authToken}` };
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

async function main() {
  const infra = await startBenchInfra('bench-assistant', { build: !process.argv.includes('--no-build') });
  const port = await infra.freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    PORT: String(port),
    DATABASE_URL: infra.postgres.url,
    REDIS_URL: infra.redis.url,
    DATA_ENCRYPTION_KEY: 'be'.repeat(32),
    SHARING_HMAC_SECRET: 'b5'.repeat(32),
    RATE_LIMIT_REGISTER_PER_IP: '100000',
  };
  infra.migrate(env);
  const api = spawn(process.execPath, ['services/dist/main.js'], { cwd: repoRoot, env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    const timings = [];
    const startedAt = performance.now();
    await Promise.all(Array.from({ length: USERS }, (_, index) => person(base, index, timings)));
    const seconds = (performance.now() - startedAt) / 1000;
    timings.sort((a, b) => a - b);
    console.log(
      `POST /api/assistant/chat, ${USERS} people at once, ${timings.length} replies: ` +
        `p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms, ` +
        `${(timings.length / seconds).toFixed(0)} replies/s`,
    );
  } finally {
    api.kill('SIGTERM');
    await infra.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
