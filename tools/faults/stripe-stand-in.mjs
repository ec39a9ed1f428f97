// The few Stripe endpoints the API calls (as services/test/stripe-stand-in.ts, for scripts): create and read a
// Checkout Session (subscription mode, the subscription expandable). The session's hosted page is on the stand-in:
// opening it plays the person paying. Webhook events are signed with the Stripe SDK's own test helper.
import { createServer } from 'node:http';
import { URLSearchParams } from 'node:url';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_anchordrill';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_anchordrill';
const DAY_S = 86_400;

/** The person finishes the hosted page: a customer and a subscription exist, trialing when the session had one. */
function complete(session, subscriptions, nextId) {
  const now = Math.floor(Date.now() / 1000);
  const trialDays = Number(session.form['subscription_data[trial_period_days]'] ?? 0);
  const periodEnd = now + (trialDays > 0 ? trialDays : 30) * DAY_S;
  const subscription = {
    id: nextId('sub'),
    object: 'subscription',
    status: trialDays > 0 ? 'trialing' : 'active',
    trial_end: trialDays > 0 ? periodEnd : null,
    items: { object: 'list', data: [{ current_period_start: now, current_period_end: periodEnd }] },
  };
  subscriptions.set(subscription.id, subscription);
  Object.assign(session.view, {
    status: 'complete',
    payment_status: trialDays > 0 ? 'no_payment_required' : 'paid',
    amount_total: trialDays > 0 ? 0 : Number(session.form['line_items[0][price_data][unit_amount]']),
    customer: nextId('cus'),
    subscription: subscription.id,
  });
}

/** One request to the stand-in; `state`: its sessions, subscriptions, origin and id counter. */
async function handle(state, request, response) {
  const { sessions, subscriptions, nextId } = state;
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const url = new URL(request.url ?? '/', state.origin);
  const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
  const send = (status, body) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const page = /^\/c\/pay\/(\w+)$/.exec(url.pathname);
  if (request.method === 'GET' && page && sessions.has(page[1])) {
    complete(sessions.get(page[1]), subscriptions, nextId);
    return send(200, { paid: true });
  }
  if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) return send(401, { error: {} });
  if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    const id = nextId('cs');
    const view = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      url: `${state.origin}/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: form.client_reference_id,
      metadata: { plan: form['metadata[plan]'], paymentMethod: form['metadata[paymentMethod]'] },
      customer: null,
      subscription: null,
      amount_total: null,
    };
    sessions.set(id, { view, form });
    return send(200, view);
  }
  const read = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(url.pathname);
  if (request.method === 'GET' && read && sessions.has(read[1])) {
    const { view } = sessions.get(read[1]);
    const expand = [...url.searchParams.values()].includes('subscription') && view.subscription;
    return send(200, expand ? { ...view, subscription: subscriptions.get(view.subscription) } : view);
  }
  return send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } });
}

export async function startStripeStandIn() {
  let counter = 0;
  const state = {
    sessions: new Map(),
    subscriptions: new Map(),
    nextId: (prefix) => `${prefix}_drill${String((counter += 1)).padStart(6, '0')}`,
    origin: '',
  };
  const server = createServer((request, response) => void handle(state, request, response));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${server.address().port}`;
  const sdk = new Stripe(STAND_IN_SECRET_KEY);
  return {
    origin: state.origin,
    /** A webhook delivery as Stripe makes it: the JSON body and its Stripe-Signature header. */
    signedEvent(type, object) {
      const id = state.nextId('evt');
      const payload = JSON.stringify({ id, object: 'event', type, api_version: null, created: 0, data: { object } });
      return {
        payload,
        signature: sdk.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET }),
      };
    },
    session: (id) => state.sessions.get(id)?.view,
    stop: () => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())),
  };
}
