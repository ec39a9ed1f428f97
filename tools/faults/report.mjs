// The fault suite's figures: one row per fault, the whole run's totals, and every check that failed.
import { formatTable, row } from '../bench-infra.mjs';

const ms = (value) => (value === null || value === undefined ? 'never' : `${(value / 1000).toFixed(1)} s`);

function faultRow(result) {
  const failed = result.checks.filter((c) => !c.ok);
  const figures = result.figures;
  const reminders = result.reminders
    ? `${result.reminders.expected} due, ${result.reminders.lost} lost, ${result.reminders.duplicated} twice`
    : '';
  const value = [
    figures ? `${figures.requests} requests (${figures.statuses})` : '',
    figures ? `slowest ${figures.slowest} ms` : '',
    result.kind ? result.checks.map((c) => c.detail).join('; ') : `recovery ${ms(result.recoveryMs)}`,
    reminders,
  ]
    .filter(Boolean)
    .join('; ');
  const goal = result.checks.map((c) => c.name).join('; ');
  return row(result.kind ?? 'fault', result.fault, value, goal, failed.length === 0);
}

/** Prints the table and the failed checks; `ok` when every check held, and the run's figures. */
export function printReport({ results, records, ledger, seconds }) {
  const serverErrors = records.filter((r) => r.status >= 500 && r.status !== 503).length;
  const refused = records.filter((r) => r.status === 503).length;
  const unanswered = records.filter((r) => r.status === 0).length;
  const lost = results.reduce((sum, r) => sum + (r.reminders?.lost ?? 0), 0);
  const duplicated = results.reduce((sum, r) => sum + (r.reminders?.duplicated ?? 0), 0);
  const rows = [
    ...results.map(faultRow),
    row('total', 'requests under load', String(records.length)),
    row(
      'total',
      '5xx other than 503 / unanswered',
      `${serverErrors} / ${unanswered}`,
      '0 / 0',
      serverErrors + unanswered === 0,
    ),
    row('total', '503 (a dependency down, said in a sentence)', String(refused)),
    row('total', 'reminders lost / sent twice', `${lost} / ${duplicated}`, '0 / 0', lost + duplicated === 0),
    row(
      'total',
      'acknowledged writes lost / refused writes stored',
      ledger ? `${ledger.lost} of ${ledger.acknowledged} / ${ledger.unacknowledgedStored}` : 'not counted',
      '0 / 0',
      Boolean(ledger) && ledger.lost + ledger.unacknowledgedStored === 0,
    ),
  ];
  console.log(`\n${formatTable(rows)}\n`);
  for (const result of results) {
    for (const c of result.checks)
      console.log(`${c.ok ? 'ok    ' : 'FAILED'} ${result.fault}: ${c.name}${c.detail ? ` (${c.detail})` : ''}`);
  }
  const failed = results.flatMap((r) => r.checks.filter((c) => !c.ok));
  const faults = results.filter((r) => !r.kind);
  const survived = faults.filter((r) => r.checks.every((c) => c.ok)).length;
  console.log(`${survived} of ${faults.length} faults survived in ${seconds.toFixed(0)} s`);
  const figures = {
    requests: records.length,
    serverErrors,
    unanswered,
    refused,
    remindersLost: lost,
    remindersSentTwice: duplicated,
    acknowledgedWritesLost: ledger ? ledger.lost : null,
    faultsSurvived: survived,
    faults: faults.length,
    seconds: Math.round(seconds),
  };
  console.log(
    `[faults] figures: ${records.length} requests, ${serverErrors} 5xx other than 503, ${unanswered} unanswered, ` +
      `${refused} 503, ${lost} reminders lost, ${duplicated} sent twice, ` +
      `${ledger ? ledger.lost : '?'} acknowledged writes lost, ${survived} of ${faults.length} faults survived`,
  );
  return { ok: failed.length === 0 && rows.every((r) => r.pass !== false), figures };
}
