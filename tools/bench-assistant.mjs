// Chat latency of the offline engine with 20 signed-in people, each in their own conversation, against real
// PostgreSQL and Redis (free ports, throw-away data). Three ways 20 people can load the chat, each reported:
// - chatting (the goal, p99 ≤ 50 ms): each person sends a message, reads the reply for 0.5-2.5 s and sends the
//   next, as someone tapping quick questions does (typing takes longer); they start at random moments;
// - all at once: every round, all 20 press Send in the same millisecond (the worst moment 20 people can make);
// - back to back: every person sends again the instant a reply arrives, with no reading time (the API's capacity:
//   20 requests always in flight is the load of hundreds of people, not of 20).
// The machine is shared, so the same run measures GET /api/health with the same 20 callers (what the machine
// gives any request right now), the 1-minute load average, and the API process's CPU per chat reply (from /proc),
// which the other callers on the machine move less than latency. Everyone first sends each message once,
// untimed, as a server that has been running a while has compiled code, prepared statements and open connections.
// `node tools/bench-assistant.mjs [--no-build]`; `npm run bench` calls `run`.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  jsonHeaders as headers,
  percentile,
  processCpuMs,
  registerBenchUser,
  row,
  runStandalone,
  sleep,
} from './bench-infra.mjs';

const PEOPLE = 20;
const MESSAGES_PER_PERSON = Number(process.env.BENCH_ASSISTANT_MESSAGES ?? 25);
const ROUNDS_AT_ONCE = 25;
const READING_MS = { min: 500, max: 2_500 };
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

/** mulberry32: the same reading times in every run, so two runs differ only by the code and the machine. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const readingTime = (random) => READING_MS.min + random() * (READING_MS.max - READING_MS.min);

/** One person's chat: a conversation of their own, one message at a time, each reply awaited and timed. */
function chatter(base, token, index) {
  const auth = { ...headers, Authorization: `Bearer ${token}` };
  const conversationId = randomUUID();
  let sent = 0;
  return async function send(timings) {
    const message = MESSAGES[(index + sent) % MESSAGES.length];
    sent += 1;
    const started = performance.now();
    const response = await fetch(`${base}/api/assistant/chat`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ message, conversationHistory: [], userContext: { conversationId } }),
    });
    if (!response.ok) throw new Error(`chat: HTTP ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
  };
}

async function chatting(people) {
  const timings = [];
  await Promise.all(
    people.map(async (send, index) => {
      const random = seededRandom(index + 1);
      await sleep(random() * READING_MS.max);
      for (let i = 0; i < MESSAGES_PER_PERSON; i += 1) {
        await send(timings);
        await sleep(readingTime(random));
      }
    }),
  );
  return timings;
}

async function allAtOnce(people) {
  const timings = [];
  for (let round = 0; round < ROUNDS_AT_ONCE; round += 1) {
    await Promise.all(people.map((send) => send(timings)));
    await sleep(200);
  }
  return timings;
}

async function backToBack(people) {
  const timings = [];
  await Promise.all(
    people.map(async (send) => {
      for (let i = 0; i < MESSAGES_PER_PERSON; i += 1) await send(timings);
    }),
  );
  return timings;
}

/** The baseline: each of the 20 callers asks GET /api/health as many times as a person sends messages. */
async function healthBaseline(base) {
  const timings = [];
  await Promise.all(
    Array.from({ length: PEOPLE }, async () => {
      for (let i = 0; i < MESSAGES_PER_PERSON; i += 1) {
        const started = performance.now();
        const response = await fetch(`${base}/api/health`);
        if (!response.ok) throw new Error(`health: HTTP ${response.status}`);
        await response.arrayBuffer();
        timings.push(performance.now() - started);
      }
    }),
  );
  return timings.sort((a, b) => a - b);
}

/** Runs a phase, answering its sorted timings, replies per second and the API's CPU per reply (null if unread). */
async function measure(pid, phase) {
  const cpuBefore = processCpuMs(pid);
  const started = performance.now();
  const timings = (await phase()).sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(pid);
  const cpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / timings.length;
  return { timings, perSecond: timings.length / seconds, cpu };
}

const ms = (value) => `${value.toFixed(1)} ms`;
const p50p99 = (timings) => `${ms(percentile(timings, 50))} / ${ms(percentile(timings, 99))}`;

export async function run({ infra, api }) {
  const server = api ?? (await infra.startApi());
  try {
    // Sign-up (password hashing and strength checks) is not part of a chat reply: everyone signs up first.
    const tokens = await Promise.all(
      Array.from({ length: PEOPLE }, (_, index) => registerBenchUser(server.base, `chat_bench_${index}_${Date.now()}`)),
    );
    const people = tokens.map((token, index) => chatter(server.base, token, index));
    const pid = server.child?.pid;
    // A server that has run a while: compiled code, prepared statements and pooled connections (untimed).
    const warmUp = [];
    await Promise.all(
      people.map(async (send) => MESSAGES.reduce((sent) => sent.then(() => send(warmUp)), Promise.resolve())),
    );
    const before = await healthBaseline(server.base);
    const talk = await measure(pid, () => chatting(people));
    const load = loadavg()[0];
    const burst = await measure(pid, () => allAtOnce(people));
    const capacity = await measure(pid, () => backToBack(people));
    const after = await healthBaseline(server.base);
    const cpu = [talk, burst, capacity].map((phase) => phase.cpu);
    const label = `POST /api/assistant/chat, ${PEOPLE} people`;
    const p99 = percentile(talk.timings, 99);
    return [
      row(
        'assistant',
        `${label} chatting (each reads a reply 0.5-2.5 s, then sends): p50 / p99 per reply`,
        p50p99(talk.timings),
        `p99 ≤ ${P99_GOAL_MS} ms`,
        p99 <= P99_GOAL_MS,
      ),
      row(
        'assistant',
        `${label} pressing Send in the same millisecond, ${ROUNDS_AT_ONCE} rounds: p50 / p99`,
        p50p99(burst.timings),
      ),
      row(
        'assistant',
        `${label} sending back to back, no reading time (capacity): replies/s, p50 / p99`,
        `${capacity.perSecond.toFixed(0)}/s, ${p50p99(capacity.timings)}`,
      ),
      row(
        'assistant',
        `baseline in the same run, GET /api/health, ${PEOPLE} callers back to back (before / after): p99`,
        `${ms(percentile(before, 99))} / ${ms(percentile(after, 99))}`,
      ),
      row(
        'assistant',
        'API CPU per chat reply (user + system, from /proc): chatting / same millisecond / back to back',
        cpu.includes(null) ? 'n/a' : cpu.map((value) => ms(value)).join(' / '),
      ),
      row('assistant', '1-minute load average at the end of the chatting phase (2 cores)', load.toFixed(2)),
    ];
  } finally {
    if (!api) await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runStandalone('bench-assistant', run);
}
