// The restore drill's data, written through the API as people would: accounts and sessions, mood check-ins and
// a practice with notes and a journal entry (encrypted at rest), a safety plan (encrypted), push subscriptions,
// a daily medication reminder and a one-off notification each (due after the restore), plus months of history
// written as the insights seeder does. What each person wrote is kept to compare after the restore.
import { jsonHeaders } from '../bench-infra.mjs';
import { healthCsv, seedInsightsHistory } from '../seed-insights-history.mjs';
import { signUpPeople } from './load.mjs';
import { awaitDeliveries, planOneOffs, planReminders, query, subscribeToPush } from './reminders.mjs';

async function send(base, token, method, path, body) {
  const csv = typeof body === 'string';
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...jsonHeaders, ...(csv ? { 'Content-Type': 'text/csv' } : {}), Authorization: `Bearer ${token}` },
    body: body === undefined || csv ? body : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (response.status >= 300) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const PLAN_STEP = 'Call my sister; walk around the block';

async function seedPerson(base, person, index) {
  const notes = [];
  for (let entry = 0; entry < 5; entry += 1) {
    const text = `Drill note ${index}-${entry}: slept badly, calmer after a walk`;
    await send(base, person.token, 'POST', '/api/mood-entries', { mood: 1 + ((index + entry) % 10), notes: text });
    notes.push(text);
  }
  const now = Date.now();
  await send(base, person.token, 'POST', '/api/mindfulness', {
    type: 'cbt',
    subtype: 'thought_challenging',
    duration: 900,
    notes: `Practice note ${index}`,
    journalText: `Journal ${index}: the thought was not the whole story`,
    startedAt: new Date(now - 600_000).toISOString(),
    endedAt: new Date(now).toISOString(),
  });
  const plan = Object.fromEntries(
    ['warningSigns', 'internalCoping', 'distractions', 'helpers', 'professionals', 'safeEnvironment'].map((k) => [
      k,
      PLAN_STEP,
    ]),
  );
  await send(base, person.token, 'PUT', '/api/safety-plan', plan);
  return { ...person, notes };
}

/** The rest of an account: onboarding progress, a trial, imported health data, a timer, streak settings, 2FA. */
async function seedAccount(base, { token }) {
  await send(base, token, 'PUT', '/api/onboarding/progress', { completedSteps: ['welcome'], currentStep: 1 });
  await send(base, token, 'POST', '/api/subscription/trial', { plan: 'monthly', paymentMethod: 'credit_card' });
  await send(base, token, 'POST', '/api/health-metrics/import', healthCsv(14));
  await send(base, token, 'POST', '/api/mindfulness/meditation-timer', { duration: 300 });
  await send(base, token, 'PUT', '/api/mindfulness/streak', { enabled: true, graceDays: 1 });
  await send(base, token, 'POST', '/api/user/two-factor/setup');
  await send(base, token, 'POST', '/api/onboarding/complete', { name: 'Drill Person', age: 34, timeZone: 'UTC' });
  await send(base, token, 'POST', '/api/assessments', { responses: Array.from({ length: 20 }, (_v, i) => i % 5) });
  const responses = Array.from({ length: 20 }, (_v, i) => (i < 3 ? 2 : null));
  await send(base, token, 'PUT', '/api/assessment/draft', { responses, currentIndex: 3 });
  await send(base, token, 'PUT', '/api/mindfulness/draft', {
    type: 'cbt',
    subtype: 'thought_challenging',
    step: 1,
    entries: { situation: 'A loud noise at the station' },
    startedAt: new Date().toISOString(),
  });
  await send(base, token, 'POST', '/api/assistant/chat', {
    message: 'I had a hard day at work and feel tense',
    userContext: {},
  });
}

/** A one-off notification delivered before the backup: its delivery row is part of the data too. */
async function deliverOneOff(stack, push, people) {
  const plan = await planOneOffs(stack.base, people.slice(0, 1), new Date(Date.now() + 1_000), 'before-backup');
  const counts = await awaitDeliveries(stack.ownerUrl(), plan, push, Date.now() + 30_000);
  if (counts.lost) throw new Error('the one-off notification sent before the backup did not arrive');
}

/** Seeds the stack; `dueAt` is the whole minute the reminders are for. Resolves with the people and the plan. */
export async function seedDrill(stack, push, { people: count, dueAt, encryptionKey }) {
  const signedUp = await signUpPeople(stack.base, 'drill_', count);
  await subscribeToPush(stack.base, signedUp, push);
  const people = [];
  for (const [index, person] of signedUp.entries()) people.push(await seedPerson(stack.base, person, index));
  await seedAccount(stack.base, signedUp[signedUp.length - 1]);
  await deliverOneOff(stack, push, signedUp);
  const reminders = await planReminders(stack.base, signedUp, dueAt, 'restore-drill');
  const [{ id: userId }] = await query(stack.ownerUrl(), 'SELECT id FROM users WHERE username = $1', ['drill_0']);
  const [{ id }] = await query(stack.ownerUrl(), 'SELECT id FROM medications WHERE user_id = $1', [userId]);
  const medication = { id, scheduleId: reminders.scheduleIds[0] };
  await seedInsightsHistory({ databaseUrl: stack.ownerUrl(), encryptionKey, userId, medication, days: 90 });
  return { people, reminders };
}
