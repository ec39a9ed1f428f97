// The provider portal's live updates past one instance: a provider's event stream held by API 0 hears of a change
// its patient made through API 1, the news crossing by Redis pub/sub, here on the Redis Cluster (a PUBLISH on one
// node reaches a subscriber on another). The provider and patient are made as people make them: the
// administrator's invitation command, sign-up with an authenticator, the patient's address proved and the
// provider's invitation accepted.
import { TextDecoder } from 'node:util';
import { send } from './drill-api.mjs';
import { inviteProvider, patientAccepts, providerSignsUp } from './drill-seed-care.mjs';
import { signUpPeople } from './load.mjs';
import { ask } from './proxy.mjs';
import { check } from './scenarios.mjs';

/** contracts' PROVIDER_PATIENTS_CHANGED_EVENT (these scripts run as plain JavaScript and cannot import it). */
const PROVIDER_PATIENTS_CHANGED_EVENT = 'patients-changed';
/** How long the change may take to reach the other instance's stream. */
const DELIVERY_LIMIT_MS = 5_000;

/** Opens the provider's event stream on `instance`; `next(type)` resolves when an event of that type arrives. */
async function openStream(base, token, instance) {
  const response = await fetch(`${base}/api/provider/events`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', 'X-Upstream': String(instance) },
  });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let text = '';
  const next = async (type, deadline) => {
    while (!text.includes(`event: ${type}\n`)) {
      const { value, done } = await Promise.race([
        reader.read(),
        new Promise((resolve) => setTimeout(() => resolve({ done: true, timedOut: true }), deadline - Date.now())),
      ]);
      if (done) return false;
      text += decoder.decode(value, { stream: true });
    }
    text = text.slice(text.indexOf(`event: ${type}\n`) + type.length + 8);
    return true;
  };
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    next,
    close: () => reader.cancel().catch(() => undefined),
  };
}

/** A patient of a provider, both signed up on this stack (`outboxDir`: its mail outbox). */
async function providerWithPatient(stack, outboxDir) {
  const invited = inviteProvider(stack.commandEnv());
  const [patient] = await signUpPeople(stack.base, 'scale_patient_', 1, (username) => ({
    email: `${username}@scale.example`,
  }));
  const provider = await providerSignsUp(stack.base, await invited);
  await send(stack.base, provider.token, 'POST', '/api/provider/invitations', { email: patient.email, name: 'Scale' });
  await patientAccepts(stack.base, patient, outboxDir);
  return { provider, patient };
}

/** The provider's stream on API 0 hears of the patient's change made through API 1. */
export async function providerEventsAcross(stack, outboxDir) {
  const { provider, patient } = await providerWithPatient(stack, outboxDir);
  const stream = await openStream(stack.base, provider.token, 0);
  try {
    const opened = await stream.next('ready', Date.now() + DELIVERY_LIMIT_MS);
    const changedAt = Date.now();
    const change = await ask(stack.base, '/api/user/provider', {
      instance: 1,
      method: 'PATCH',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${patient.token}` },
      body: { shareWellnessSummaries: true },
    });
    const heard = await stream.next(PROVIDER_PATIENTS_CHANGED_EVENT, changedAt + DELIVERY_LIMIT_MS);
    return check(
      "a provider's event stream on API 0 hears of a patient's change made through API 1 (pub/sub on the cluster)",
      stream.status === 200 && stream.servedBy === '0' && opened && change.status === 200 && heard,
      `stream ${stream.status} on API ${stream.servedBy}, change ${change.status} on API ${change.servedBy}, ${
        heard ? `heard in ${Date.now() - changedAt} ms` : `not heard within ${DELIVERY_LIMIT_MS} ms`
      }`,
    );
  } finally {
    stream.close();
  }
}
