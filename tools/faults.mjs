// `npm run test:faults [-- --no-build]`: the fault suite. Builds the services bundle, starts the real stack on
// its own ports (embedded PostgreSQL, redis-server, the API, two workers, a push service stand-in), puts a
// light steady load on the API, and breaks it one way at a time: PostgreSQL stopped and started again, Redis
// stopped across a reminder's minute and started again, Redis flushed, a worker SIGKILLed mid-delivery. Prints
// the figures (requests, answers by status, 5xx, recovery times, reminders lost and sent twice, acknowledged
// writes lost, refused writes stored) and exits 1 when a check fails. Child logs go to .data/faults.log.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { repoRoot, sleep } from './bench-infra.mjs';
import { signUpPeople, startLoad } from './faults/load.mjs';
import { startPushStandIn } from './faults/push-stand-in.mjs';
import { query, subscribeToPush } from './faults/reminders.mjs';
import { postgresOutage, redisFlush, redisOutage, workerKilled } from './faults/scenarios.mjs';
import { startStack } from './faults/stack.mjs';
import { printReport } from './faults/report.mjs';

const SCENARIOS = [postgresOutage, redisOutage, redisFlush, workerKilled];

/** Every 201 write the load saw acknowledged is stored; nothing it was refused (or never answered) is. */
async function writeLedger(stack, records) {
  const acknowledged = new Set(records.filter((r) => r.op === 'write' && r.status === 201).map((r) => r.body?.id));
  const rows = await query(
    stack.ownerUrl(),
    `SELECT m.id FROM mood_entries m JOIN users u ON u.id = m.user_id WHERE u.username LIKE 'fault\\_load\\_%'`,
  );
  const stored = new Set(rows.map((row) => row.id));
  return {
    acknowledged: acknowledged.size,
    lost: [...acknowledged].filter((id) => !stored.has(id)).length,
    unacknowledgedStored: [...stored].filter((id) => !acknowledged.has(id)).length,
  };
}

async function main() {
  const started = Date.now();
  const logLines = [];
  const push = await startPushStandIn();
  const stack = await startStack({
    build: !process.argv.includes('--no-build'),
    pushOrigin: push.origin,
    log: (name, line) => logLines.push(`${name} ${line}`),
  });
  const results = [];
  let load;
  let ledger;
  try {
    const workers = [await stack.startWorker(), await stack.startWorker()];
    const people = await signUpPeople(stack.base, 'fault_load_', 4);
    const reminderPeople = await signUpPeople(stack.base, 'fault_rem_', 10);
    await subscribeToPush(stack.base, reminderPeople, push);
    load = startLoad(stack.base, people);
    await sleep(3_000);
    for (const scenario of SCENARIOS) {
      console.log(`[faults] ${scenario.name}…`);
      load.setPhase('steady');
      try {
        results.push(await scenario({ stack, load, people, reminderPeople, push, workers }));
      } catch (error) {
        results.push({ fault: scenario.name, checks: [{ name: 'ran to the end', ok: false, detail: error.message }] });
      }
    }
    load.setPhase('steady');
    await sleep(2_000);
    ledger = await writeLedger(stack, await load.stop());
  } finally {
    await load?.stop();
    await stack.stop();
    await push.stop();
    mkdirSync(join(repoRoot, '.data'), { recursive: true });
    writeFileSync(join(repoRoot, '.data', 'faults.log'), logLines.join('\n') + '\n');
  }
  const ok = printReport({ results, records: load.records, ledger, seconds: (Date.now() - started) / 1000 });
  console.log(`load average (1 min) at the end: ${loadavg()[0].toFixed(1)}; child logs in .data/faults.log`);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
