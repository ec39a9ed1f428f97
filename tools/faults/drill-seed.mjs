// The restore drill's data, written through the API as people would: accounts (each with an e-mail address
// waiting for its code) and sessions, mood check-ins and a practice with notes and a journal entry (encrypted at
// rest), a safety plan (encrypted), push subscriptions, a daily medication reminder and a one-off notification
// each (due after the restore), plus months of history written as the insights seeder does; a provider and a
// patient in care (drill-seed-care.mjs), and data from outside services (drill-seed-outside.mjs). What each person
// wrote is kept to compare after the restore.
import { healthCsv, seedInsightsHistory } from '../seed-insights-history.mjs';
import { send } from './drill-api.mjs';
import { inviteProvider, seedCare } from './drill-seed-care.mjs';
import { seedOutside } from './drill-seed-outside.mjs';
import { signUpPeople } from './load.mjs';
import { awaitDeliveries, nextMinute, planOneOffs, planReminders, query, subscribeToPush } from './reminders.mjs';

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

/** The rest of an account: onboarding, imported health data, a timer, streak settings, 2FA set-up, a chat. */
async function seedAccount(base, { token }) {
  await send(base, token, 'PUT', '/api/onboarding/progress', { completedSteps: ['welcome'], currentStep: 1 });
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

/**
 * Seeds the stack; the reminders are for the whole minute `dueAt`, or a later one when seeding took so long that
 * less than `minLeadMs` is left when they are planned. Resolves with the people, the plan, its minute (`dueAt`)
 * and the care data. `outside`: the outbox folder and the Stripe stand-in.
 */
export async function seedDrill(stack, push, { people: count, dueAt: wanted, minLeadMs, encryptionKey, outside }) {
  // The administrator's command starts first: it boots its own process while the people sign up.
  const invited = inviteProvider(stack.commandEnv());
  invited.catch(() => undefined);
  const signedUp = await signUpPeople(stack.base, 'drill_', count, (username) => ({
    email: `${username}@drill.example`,
  }));
  await subscribeToPush(stack.base, signedUp, push);
  const [first, patient, halfway, last] = signedUp;
  const [{ id: userId }] = await query(stack.ownerUrl(), 'SELECT id FROM users WHERE username = $1', [first.username]);
  // Each part writes its own rows: side by side, the seeding takes as long as the longest (the care story).
  const [people, care] = await Promise.all([
    Promise.all(signedUp.map((person, index) => seedPerson(stack.base, person, index))),
    seedCare(stack.base, { invited, patient, outsiderId: userId, outboxDir: outside.outboxDir }),
    seedOutside(stack.base, outside.stripe, { connecting: last, pending: halfway, onboarding: halfway }),
    seedAccount(stack.base, last),
  ]);
  await deliverOneOff(stack, push, signedUp);
  const dueAt = new Date(Math.max(wanted.getTime(), nextMinute(minLeadMs).getTime()));
  const reminders = await planReminders(stack.base, signedUp, dueAt, 'restore-drill');
  const [{ id }] = await query(stack.ownerUrl(), 'SELECT id FROM medications WHERE user_id = $1', [userId]);
  const medication = { id, scheduleId: reminders.scheduleIds[0] };
  await seedInsightsHistory({ databaseUrl: stack.ownerUrl(), encryptionKey, userId, medication, days: 90 });
  return { people, reminders, dueAt, care, halfway };
}
