// The restore drill's care data, made as the people in it would: an administrator invites a provider with
// `npm run provider:invite`'s built command; the provider signs up and enrols an authenticator (recovery codes,
// security audit events); the provider invites a patient, who proves their address with the mailed code and
// accepts; the patient shares a high PCL-5 score (an alert), revises it (a version), answers the chat's offer to
// review it, shares wellness summaries and a phone number, and writes a crisis message in the chat (a crisis
// alert); the provider opens the patient (access audit), clears both alerts with a note, asks for an assessment
// and messages the patient, who replies; a look at someone else's patient is refused (provider security event).
// What was written is kept to compare after the restore.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { repoRoot } from '../bench-infra.mjs';
import { send } from './drill-api.mjs';

const PROVIDER = { email: 'dr.drill@clinic.example', name: 'Dana Drill', username: 'dr_drill' };
const HIGH_SCORE_ANSWERS = Array.from({ length: 20 }, (_v, i) => (i < 12 ? 3 : 2));

/** What an administrator runs (`npm run provider:invite`, the built command); resolves with the link's token. */
export function inviteProvider(env) {
  const script = join(repoRoot, 'services', 'dist', 'provider-invite.js');
  const child = spawn(process.execPath, [script, '--email', PROVIDER.email, '--name', PROVIDER.name], {
    cwd: repoRoot,
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const link = output.split('\n').find((line) => line.includes('#invite='));
      if (code !== 0 || !link) reject(new Error(`provider:invite failed (${code}):\n${output}`));
      else resolve(new URL(link.trim()).hash.replace(/^#invite=/, ''));
    });
  });
}

/** The code in the newest verification mail to `address` in the outbox (quoted-printable soft breaks undone). */
export function mailedCode(outboxDir, address) {
  const mails = readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(outboxDir, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => new RegExp(`^To: ${address}$`, 'mi').test(text));
  const code = mails
    .map((text) => /Your Anchor code is (\d{6})/.exec(text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!code) throw new Error(`no verification code mailed to ${address} in ${outboxDir}`);
  return code;
}

/** The authenticator app: the next unused 30-second step's code (the server refuses a step it has seen). */
function authenticator(secret) {
  let lastStep = -1;
  return () => {
    lastStep = Math.max(Math.floor(Date.now() / 30_000) - 1, lastStep + 1);
    return generateSync({ secret, epoch: lastStep * 30 });
  };
}

/** The invited provider signs up and enrols an authenticator; resolves with the session that enrolment gives. */
export async function providerSignsUp(base, token) {
  const password = `${PROVIDER.username}-password-1`;
  const signedUp = await send(base, null, 'POST', '/api/provider-sign-up', {
    token,
    username: PROVIDER.username,
    password,
  });
  const { secret } = await send(base, signedUp.authToken, 'POST', '/api/user/two-factor/setup');
  const nextCode = authenticator(secret);
  const confirmed = await send(base, signedUp.authToken, 'POST', '/api/user/two-factor/confirm', { code: nextCode() });
  return { username: PROVIDER.username, token: confirmed.authToken, recoveryCodes: confirmed.recoveryCodes };
}

/** The patient proves their address with the mailed code, then accepts the provider's invitation. */
export async function patientAccepts(base, patient, outboxDir) {
  const code = mailedCode(outboxDir, patient.email);
  await send(base, patient.token, 'POST', '/api/user/email/verify', { code });
  const [invitation] = await send(base, patient.token, 'GET', '/api/user/provider-invitations');
  if (!invitation) throw new Error(`${patient.username} sees no invitation`);
  await send(base, patient.token, 'POST', `/api/user/provider-invitations/${invitation.id}/accept`);
}

/** A high score shared, then revised (a PCL-5 version); wellness summaries and a phone number shared too. */
async function patientShares(base, { token }, written) {
  const submitted = await send(base, token, 'POST', '/api/assessments', { responses: HIGH_SCORE_ANSWERS });
  await send(base, token, 'POST', '/api/provider-sharing', {
    assessmentId: submitted.id,
    assessmentType: 'pcl5',
    shareWithProvider: true,
  });
  const revised = HIGH_SCORE_ANSWERS.map((answer, i) => (i === 0 ? 4 : answer));
  await send(base, token, 'PUT', '/api/user/assessment/latest', { responses: revised });
  await send(base, token, 'POST', '/api/assistant/review-offer', { choice: 'review' });
  await send(base, token, 'PATCH', '/api/user/provider', { shareWellnessSummaries: true });
  await send(base, token, 'PUT', '/api/user/provider/phone', { phone: written.phone });
  const crisis = await send(base, token, 'POST', '/api/assistant/chat', {
    message: 'I want to kill myself tonight',
    userContext: {},
  });
  if (crisis.crisisTier !== 'imminent') throw new Error(`the crisis message was not seen: ${crisis.crisisTier}`);
}

/** The provider's day: the patient opened, both alerts cleared with a note, an assessment asked for, a message. */
async function providerCares(base, provider, patientId, outsiderId, written) {
  const patient = await send(base, provider.token, 'GET', `/api/provider/patients/${patientId}`);
  if (patient.alerts.length < 2) throw new Error(`expected a score alert and a crisis alert: ${patient.alerts.length}`);
  for (const alert of patient.alerts) {
    const route = alert.kind === 'crisis' ? 'crisis-alerts' : 'alerts';
    await send(base, provider.token, 'POST', `/api/provider/${route}/${alert.id}/acknowledgement`, {
      note: written.alertNote,
    });
  }
  await send(base, provider.token, 'POST', '/api/provider/scheduled-assessments', {
    patientId: String(patientId),
    date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    notes: written.requestNote,
  });
  await send(base, provider.token, 'POST', `/api/provider/patients/${patientId}/messages`, {
    message: written.providerMessage,
  });
  // Not the provider's patient: refused, and recorded as a provider security event.
  const refused = await fetch(`${base}/api/provider/patients/${outsiderId}`, {
    headers: { Authorization: `Bearer ${provider.token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (refused.status !== 404) throw new Error(`another provider's patient answered ${refused.status}`);
}

/**
 * Seeds the care data between `patient` (signed up with an e-mail address whose code is in `outboxDir`) and the
 * provider `invited` (inviteProvider's promise); `outsiderId` is a patient of no provider. Resolves with the
 * provider, the patient and what they wrote.
 */
export async function seedCare(base, { invited, patient, outsiderId, outboxDir }) {
  const provider = await providerSignsUp(base, await invited);
  const written = {
    phone: '+15550100',
    alertNote: 'Called the patient; safety plan reviewed together',
    requestNote: 'Please repeat the PCL-5 before our next session',
    providerMessage: 'Thank you for sharing. How did the breathing exercise go?',
    patientMessage: 'Better on the second try, thanks',
  };
  await send(base, provider.token, 'POST', '/api/provider/invitations', { email: patient.email, name: 'Drill One' });
  await patientAccepts(base, patient, outboxDir);
  await patientShares(base, patient, written);
  const { id: patientId } = await send(base, patient.token, 'GET', '/api/user');
  await providerCares(base, provider, patientId, outsiderId, written);
  await send(base, patient.token, 'POST', '/api/user/clinician/messages', { message: written.patientMessage });
  return { provider, patient: { ...patient, id: patientId }, written };
}
