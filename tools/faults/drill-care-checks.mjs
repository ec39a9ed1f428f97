// The restore drill's checks of the care and outside-service data: every table had rows before the backup, and
// after the restore the encrypted columns of those tables decrypt with the data key (read raw) and read back
// through the API as their owners wrote them; the provider's session still signs in.
import { createDecipheriv } from 'node:crypto';
import { get } from './drill-api.mjs';
import { ONBOARDING_ANSWERS } from './drill-seed-outside.mjs';
import { query } from './reminders.mjs';
import { check } from './scenarios.mjs';

/** The columns the encryption transformer (services/src/database/encrypted-text.transformer.ts) writes. */
const ENCRYPTED_COLUMNS = [
  ['care_messages', 'body'],
  ['crisis_events', 'tier'],
  ['integration_connections', 'access_token'],
  ['integration_connections', 'refresh_token'],
  ['integration_states', 'code_verifier'],
  ['onboarding_progress', 'answers'],
  ['provider_alert_acknowledgements', 'note'],
  ['provider_assignments', 'shared_phone'],
  ['scheduled_assessments', 'notes'],
];

export function decrypt(stored, hexKey) {
  const raw = Buffer.from(stored.slice('v1:'.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(hexKey, 'hex'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Before the backup: the schema's tables (all of them, from information_schema) that hold no row. */
export function everyTableSeeded(counts) {
  const empty = Object.keys(counts)
    .filter((table) => counts[table] === 0)
    .sort();
  const detail = empty.length ? `empty: ${empty.join(', ')}` : `${Object.keys(counts).length} tables`;
  return check('every table of the schema has rows before the backup', empty.length === 0, detail);
}

/** Each column's stored values: how many, and their plain text (null for one that does not decrypt). */
async function storedValues(stack, dataKey) {
  const columns = [];
  for (const [table, column] of ENCRYPTED_COLUMNS) {
    const rows = await query(stack.ownerUrl(), `SELECT ${column} AS value FROM ${table} WHERE ${column} IS NOT NULL`);
    const plain = rows.map(({ value }) => {
      try {
        return value.startsWith('v1:') ? decrypt(value, dataKey) : null;
      } catch {
        return null;
      }
    });
    columns.push({ name: `${table}.${column}`, plain });
  }
  return columns;
}

function rawChecks(columns, { written, issuedTokens }) {
  const failing = columns.filter((c) => c.plain.length === 0 || c.plain.includes(null));
  const plainOf = (name) => columns.find((c) => c.name === name)?.plain ?? [];
  const expected = [
    ['provider_alert_acknowledgements.note', written.alertNote],
    ['crisis_events.tier', 'imminent'],
    ['integration_connections.access_token', issuedTokens[0]],
  ];
  const missing = expected.filter(([name, value]) => !plainOf(name).includes(value)).map(([name]) => name);
  return [
    check(
      'the care and integration columns decrypt with the data key',
      failing.length === 0,
      failing.length
        ? `not decrypting or empty: ${failing.map((c) => c.name).join(', ')}`
        : `${columns.length} columns`,
    ),
    check(
      'the alert note, crisis tier and access token are the ones written',
      missing.length === 0,
      missing.join(', ') || 'all equal',
    ),
  ];
}

/** What the API answers each owner: the patient their thread and request, the provider the phone, and so on. */
async function apiChecks(base, { care, halfway }) {
  const { provider, patient, written } = care;
  const [mine, thread, detail, progress, conversation, who] = await Promise.all([
    get(base, '/api/user/clinician', patient.token),
    get(base, `/api/provider/patients/${patient.id}/thread`, provider.token),
    get(base, `/api/provider/patients/${patient.id}`, provider.token),
    get(base, '/api/onboarding/progress', halfway.token),
    get(base, '/api/assistant/conversations/current', patient.token),
    get(base, '/api/user', provider.token),
  ]);
  const bodies = (answer) => (answer.body?.messages ?? []).map((message) => message.body);
  const bothWays = [written.providerMessage, written.patientMessage];
  const readBack = {
    'patient thread': bothWays.every((m) => bodies(mine).includes(m)),
    'provider thread': bothWays.every((m) => bodies(thread).includes(m)),
    'assessment request': (mine.body?.requests ?? []).some((r) => r.notes === written.requestNote),
    'shared phone': detail.body?.phone === written.phone,
    'onboarding answers': JSON.stringify(progress.body?.answers) === JSON.stringify(ONBOARDING_ANSWERS),
    'crisis tier': conversation.body?.conversation?.crisisTier === 'imminent',
  };
  const wrong = Object.keys(readBack).filter((what) => !readBack[what]);
  return [
    check('the API reads the care data back to its owners', wrong.length === 0, wrong.join(', ') || 'all equal'),
    check(
      "the provider's session made before the backup still signs in",
      who.status === 200 && who.body?.role === 'provider',
      `${who.status} ${who.body?.role ?? ''}`,
    ),
  ];
}

/** After the restore: `seeded` is seedDrill's answer, `issuedTokens` the OAuth server's access tokens. */
export async function careChecks(stack, base, { seeded, dataKey, issuedTokens }) {
  const columns = await storedValues(stack, dataKey);
  return [...rawChecks(columns, { written: seeded.care.written, issuedTokens }), ...(await apiChecks(base, seeded))];
}
