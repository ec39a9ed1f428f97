// The restore drill's data from outside services, through their local stand-ins: an integration connected by
// OAuth 2.0 with PKCE against oauth2-mock-server (as the integration tests connect), a second authorization left
// in flight (its state row), and a plan with a trial started on a Stripe Checkout page, whose webhook event
// (signed with the SDK's own test helper) is recorded as a payment event. Also an onboarding left half done (its
// progress row, with the answers so far, is kept).
import { OAuth2Server } from 'oauth2-mock-server';
import { send } from './drill-api.mjs';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, startStripeStandIn } from './stripe-stand-in.mjs';

/** The OAuth authorization server and the Stripe stand-in; `env` is what the API needs to use them. */
export async function startOutsideStandIns() {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  const [stripe] = await Promise.all([startStripeStandIn(), oauth.start(0, '127.0.0.1')]);
  const issuer = oauth.issuer.url;
  const issued = [];
  oauth.service.on('beforeResponse', (response) => {
    if (response.body?.access_token) issued.push(response.body.access_token);
  });
  return {
    issued,
    stripe,
    env: {
      OAUTH_TWITTER_CLIENT_ID: 'anchor-drill',
      OAUTH_TWITTER_CLIENT_SECRET: 'drill-secret',
      OAUTH_TWITTER_AUTHORIZE_URL: `${issuer}/authorize`,
      OAUTH_TWITTER_TOKEN_URL: `${issuer}/token`,
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stripe.origin,
      OUTBOUND_STAND_IN_ORIGINS: `${new URL(issuer).origin},${stripe.origin}`,
    },
    stop: () => Promise.all([oauth.stop(), stripe.stop()]),
  };
}

/** Connect pressed in Settings: resolves with the authorization server's URL the browser is sent to. */
const startConnect = async (base, token) =>
  (await send(base, token, 'POST', '/api/integrations/connect', { service: 'twitter', type: 'social' })).authUrl;

/** The person consents at once; the server's redirect comes back to the API's callback in their session. */
async function connect(base, token) {
  const consent = await fetch(await startConnect(base, token), { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  await send(base, token, 'GET', `/api/integrations/callback${back.search}`);
  const { connections } = await send(base, token, 'GET', '/api/integrations');
  if (!connections.some((c) => c.service === 'twitter' && c.status === 'connected')) {
    throw new Error(`the integration did not connect: ${JSON.stringify(connections)}`);
  }
}

/**
 * A trial started on Stripe's Checkout page, as from Settings: the page is paid (the stand-in's page opened), the
 * person comes back and the plan starts; Stripe's checkout.session.completed webhook then arrives (recorded once,
 * changing nothing more).
 */
async function startPlan(base, { token }, stripe) {
  const started = await send(base, token, 'POST', '/api/subscription/checkout', {
    plan: 'monthly',
    paymentMethod: 'credit_card',
    returnTo: 'settings',
  });
  await fetch(started.url);
  const sessionId = new URL(started.url).pathname.split('/').pop();
  const plan = await send(base, token, 'POST', '/api/subscription/checkout/confirm', { sessionId });
  if (plan.status !== 'trialing') throw new Error(`the plan did not start its trial: ${JSON.stringify(plan)}`);
  const { payload, signature } = stripe.signedEvent('checkout.session.completed', stripe.session(sessionId));
  const response = await fetch(`${base}/api/subscription/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  if (response.status >= 300) throw new Error(`the Stripe webhook answered ${response.status}`);
}

export const ONBOARDING_ANSWERS = { name: 'Drill Two', primaryGoal: 'sleep better' };

/**
 * `connecting`: connects an integration and starts a plan; `pending`: starts a connection and stops; `onboarding`:
 * answers half the wizard. `stripe`: startOutsideStandIns' stand-in.
 */
export async function seedOutside(base, stripe, { connecting, pending, onboarding }) {
  await connect(base, connecting.token);
  await startConnect(base, pending.token);
  await startPlan(base, connecting, stripe);
  await send(base, onboarding.token, 'PUT', '/api/onboarding/progress', {
    completedSteps: ['welcome'],
    currentStep: 1,
    answers: ONBOARDING_ANSWERS,
  });
}
