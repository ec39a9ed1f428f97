// A light, steady load on the API while faults are injected: a few loops, each signed in as its own person,
// reading (their mood entries, their account) and writing (a mood entry) in turn. Every answer is recorded
// with the phase it fell in, so each fault's figures are counted separately.
import { jsonHeaders, registerBenchUser, sleep } from '../bench-infra.mjs';

const OPERATIONS = [
  { name: 'read', method: 'GET', path: '/api/mood-entries?limit=5' },
  { name: 'read', method: 'GET', path: '/api/user' },
  {
    name: 'write',
    method: 'POST',
    path: '/api/mood-entries',
    body: () => ({ mood: 1 + Math.floor(Math.random() * 10) }),
  },
];

async function once(base, token, operation) {
  const started = Date.now();
  try {
    const response = await fetch(`${base}${operation.path}`, {
      method: operation.method,
      headers: { ...jsonHeaders, Authorization: `Bearer ${token}` },
      body: operation.body ? JSON.stringify(operation.body()) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const body = await response.json().catch(() => null);
    return { status: response.status, ms: Date.now() - started, body, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, ms: Date.now() - started, body: null };
  }
}

/** `fields(username)`: more of the registration form (an e-mail address), kept on the person too. */
export async function signUpPeople(base, prefix, count, fields = () => ({})) {
  const usernames = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  return Promise.all(
    usernames.map(async (username) => ({
      username,
      ...fields(username),
      token: await registerBenchUser(base, username, fields(username)),
    })),
  );
}

/** Starts `people.length` loops; `stop()` ends them and resolves with every answer recorded. */
export function startLoad(base, people, { pauseMs = 100 } = {}) {
  const records = [];
  const state = { phase: 'steady', running: true };
  const loop = async (person, offset) => {
    for (let i = offset; state.running; i += 1) {
      const operation = OPERATIONS[i % OPERATIONS.length];
      const answer = await once(base, person.token, operation);
      records.push({ phase: state.phase, at: Date.now(), op: operation.name, path: operation.path, ...answer });
      await sleep(pauseMs);
    }
  };
  const loops = people.map((person, index) => loop(person, index));
  return {
    records,
    setPhase: (phase) => (state.phase = phase),
    stop: async () => {
      state.running = false;
      await Promise.all(loops);
      return records;
    },
  };
}

/** Requests, answers by status, and the slowest answer, of one phase. */
export function phaseFigures(records, phase) {
  const mine = records.filter((record) => record.phase === phase);
  const byStatus = {};
  for (const record of mine) byStatus[record.status] = (byStatus[record.status] ?? 0) + 1;
  const statuses = Object.entries(byStatus)
    .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`)
    .join(', ');
  const slowest = Math.max(0, ...mine.map((record) => record.ms));
  return { requests: mine.length, byStatus, statuses, slowest, records: mine };
}

/** Polls `probe` every 100 ms until it is truthy; resolves with the milliseconds it took (or null at the deadline). */
export async function timeUntil(probe, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(100);
  }
  return null;
}
