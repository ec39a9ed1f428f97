// The restore drill's data, written through the API as people would: accounts and sessions, mood check-ins and
// a practice with notes and a journal entry (encrypted at rest), a safety plan (encrypted), push subscriptions,
// a daily medication reminder and a one-off notification each (due after the restore), plus months of history
// written as the insights seeder does. What each person wrote is kept to compare after the restore.
import { jsonHeaders } from '../bench-infra.mjs';
import { seedInsightsHistory } from '../seed-insights-history.mjs';
import { signUpPeople } from './load.mjs';
import { planReminders, query, subscribeToPush } from './reminders.mjs';

async function send(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...jsonHeaders, Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
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

/** Seeds the stack; `dueAt` is the whole minute the reminders are for. Resolves with the people and the plan. */
export async function seedDrill(stack, push, { people: count, dueAt, encryptionKey }) {
  const signedUp = await signUpPeople(stack.base, 'drill_', count);
  await subscribeToPush(stack.base, signedUp, push);
  const people = [];
  for (const [index, person] of signedUp.entries()) people.push(await seedPerson(stack.base, person, index));
  const reminders = await planReminders(stack.base, signedUp, dueAt, 'restore-drill');
  const [{ id: userId }] = await query(stack.ownerUrl(), 'SELECT id FROM users WHERE username = $1', ['drill_0']);
  const [{ id }] = await query(stack.ownerUrl(), 'SELECT id FROM medications WHERE user_id = $1', [userId]);
  const medication = { id, scheduleId: reminders.scheduleIds[0] };
  await seedInsightsHistory({ databaseUrl: stack.ownerUrl(), encryptionKey, userId, medication, days: 90 });
  return { people, reminders };
}
