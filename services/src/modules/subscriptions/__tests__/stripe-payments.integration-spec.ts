import { SubscriptionApiPath, type CheckoutStarted, type SubscriptionState } from '@anchor/contracts';
import { signUp } from '@anchor/services/test/sign-up';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, StripeStandIn } from '@anchor/services/test/stripe-stand-in';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HOUR } from '@anchor/services/test/test-clock';
import { ProcessSubscriptionBoundariesUseCase } from '../use-cases/process-subscription-boundaries.use-case';

const DAY = 24 * HOUR;

describe('Stripe behind PaymentProvider (against a local stand-in of its API)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    t = await createTestApp({
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stripe.url,
      OUTBOUND_STAND_IN_ORIGINS: new URL(stripe.url).origin,
      PUBLIC_URL: 'https://anchor.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const deliver = (delivery: { payload: string; signature: string }) =>
    fetch(`${t.baseUrl}${SubscriptionApiPath.stripeWebhook}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': delivery.signature },
      body: delivery.payload,
    });

  const paymentsOf = (userId: number) =>
    t.dataSource.query(
      'SELECT kind, amount_charged_cents, provider, provider_reference, status FROM payments WHERE user_id = $1 ORDER BY id',
      [userId],
    );

  /** Signs up and pays on the (stand-in) hosted page; the webhook starts the plan. */
  async function subscribed(username: string) {
    const account = await signUp(t, username);
    const started = await account.client.post<CheckoutStarted>(SubscriptionApiPath.checkout, {
      body: { plan: 'monthly', paymentMethod: 'credit_card', returnTo: 'settings' },
    });
    const sessionId = started.body.url.split('/').pop() ?? '';
    const { subscriptionId } = stripe.complete(sessionId);
    expect((await deliver(stripe.signedEvent('checkout.session.completed', stripe.session(sessionId)))).status).toBe(
      200,
    );
    return { ...account, sessionId, subscriptionId };
  }

  it('starts the first payment on a Checkout Session, and the plan only once Stripe confirms it', async () => {
    const { client, userId } = await signUp(t, 'stripe_first');
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body.processor).toBe('stripe');
    const direct = await client.post(SubscriptionApiPath.trial, { body: { plan: 'monthly', paymentMethod: 'paypal' } });
    expect(direct).toMatchObject({ status: 409, body: { code: 'CHECKOUT_REQUIRED' } });

    const started = await client.post<CheckoutStarted>(SubscriptionApiPath.checkout, {
      body: { plan: 'monthly', paymentMethod: 'credit_card', returnTo: 'settings' },
    });
    expect(started.status).toBe(201);
    expect(started.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const created = stripe.calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(created?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(userId),
      'line_items[0][price_data][unit_amount]': '1299',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[trial_period_days]': '7',
      success_url: 'https://anchor.example/?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://anchor.example/?checkout=cancelled',
    });

    // Coming back to the success URL without paying proves nothing: the session is read from Stripe.
    const sessionId = started.body.url.split('/').pop() ?? '';
    const early = await client.post(SubscriptionApiPath.checkoutConfirm, { body: { sessionId } });
    expect(early).toMatchObject({ status: 409, body: { code: 'CHECKOUT_INCOMPLETE' } });
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body).toMatchObject({
      tier: 'free',
    });

    stripe.complete(sessionId);
    const stranger = await signUp(t, 'stripe_stranger');
    expect(await stranger.client.post(SubscriptionApiPath.checkoutConfirm, { body: { sessionId } })).toMatchObject({
      status: 409,
      body: { code: 'CHECKOUT_INCOMPLETE' },
    });
    const confirmed = await client.post<SubscriptionState>(SubscriptionApiPath.checkoutConfirm, {
      body: { sessionId },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { tier: 'monthly', status: 'trialing', trialUsed: true } });

    // The webhook for the same checkout arrives afterwards and changes nothing.
    const webhook = await deliver(stripe.signedEvent('checkout.session.completed', stripe.session(sessionId)));
    expect(webhook.status).toBe(200);
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body).toEqual(confirmed.body);
    expect(await paymentsOf(userId)).toEqual([
      {
        kind: 'trial_start',
        amount_charged_cents: 0,
        provider: 'stripe',
        provider_reference: sessionId,
        status: 'succeeded',
      },
    ]);
    expect(await stranger.client.get<SubscriptionState>(SubscriptionApiPath.subscription)).toMatchObject({
      body: { tier: 'free' },
    });
  });

  it('renews on invoice.paid: active for the period Stripe billed, with the payment recorded', async () => {
    const { client, userId, subscriptionId } = await subscribed('stripe_renewal');
    const start = new Date(Date.now() + 7 * DAY);
    const end = new Date(start.getTime() + 30 * DAY);
    const invoice = stripe.invoice(subscriptionId, { amount: 1299, start, end, paid: true });
    expect((await deliver(stripe.signedEvent('invoice.paid', invoice))).status).toBe(200);

    const state = (await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body;
    expect(state).toMatchObject({ tier: 'monthly', status: 'active', endDate: end.toISOString() });
    expect((await paymentsOf(userId)).at(-1)).toEqual({
      kind: 'renewal',
      amount_charged_cents: 1299,
      provider: 'stripe',
      provider_reference: invoice.id,
      status: 'succeeded',
    });
  });

  it('marks the plan past due when Stripe reports a failed payment, and active again once a retry is paid', async () => {
    const { client, userId, subscriptionId } = await subscribed('stripe_failure');
    const start = new Date(Date.now() + 7 * DAY);
    const end = new Date(start.getTime() + 30 * DAY);
    const failed = stripe.invoice(subscriptionId, { amount: 1299, start, end, paid: false });
    expect((await deliver(stripe.signedEvent('invoice.payment_failed', failed))).status).toBe(200);
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body).toMatchObject({
      tier: 'monthly',
      status: 'past_due',
    });
    expect((await paymentsOf(userId)).at(-1)).toMatchObject({
      kind: 'renewal',
      amount_charged_cents: 0,
      status: 'failed',
    });

    const retried = { ...failed, amount_paid: 1299 };
    expect((await deliver(stripe.signedEvent('invoice.paid', retried))).status).toBe(200);
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body).toMatchObject({
      status: 'active',
      endDate: end.toISOString(),
    });
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const { client, userId, subscriptionId } = await subscribed('stripe_forged');
    const before = (await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body;
    const paymentsBefore = await paymentsOf(userId);
    const [eventsBefore] = await t.dataSource.query('SELECT count(*)::int AS n FROM payment_events');
    const start = new Date(Date.now() + 7 * DAY);
    const invoice = stripe.invoice(subscriptionId, {
      amount: 1299,
      start,
      end: new Date(start.getTime() + 30 * DAY),
      paid: false,
    });

    const forged = stripe.signedEvent('invoice.payment_failed', invoice, 'evt_forged', 'whsec_someoneelse');
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'stripe-signature' });
    const tampered = stripe.signedEvent('invoice.paid', { ...invoice, amount_paid: 1299 });
    expect((await deliver({ ...tampered, payload: tampered.payload.replace('1299', '1') })).status).toBe(400);
    expect((await deliver({ payload: tampered.payload, signature: '' })).status).toBe(400);

    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body).toEqual(before);
    expect(await paymentsOf(userId)).toEqual(paymentsBefore);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM payment_events')).toEqual([eventsBefore]);
  });

  it('applies a replayed event once', async () => {
    const { client, userId, subscriptionId } = await subscribed('stripe_replay');
    const start = new Date(Date.now() + 7 * DAY);
    const end = new Date(start.getTime() + 30 * DAY);
    const delivery = stripe.signedEvent(
      'invoice.paid',
      stripe.invoice(subscriptionId, { amount: 1299, start, end, paid: true }),
    );
    const first = await deliver(delivery);
    const second = await deliver(delivery);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await paymentsOf(userId)).filter((payment: { kind: string }) => payment.kind === 'renewal')).toHaveLength(
      1,
    );
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body.endDate).toBe(
      end.toISOString(),
    );
  });

  it('tells Stripe about a cancellation and its undoing, and the sweep never charges a Stripe subscription itself', async () => {
    const { client, userId, subscriptionId } = await subscribed('stripe_cancel');
    await client.post(SubscriptionApiPath.cancel);
    const update = stripe.calls.filter((call) => call.path === `/v1/subscriptions/${subscriptionId}`).at(-1);
    expect(update?.form).toMatchObject({ cancel_at_period_end: 'true', pause_collection: '' });
    await client.post(SubscriptionApiPath.resume);
    expect(stripe.calls.at(-1)?.form).toMatchObject({ cancel_at_period_end: 'false' });

    t.clock.advance(8 * DAY);
    await t.app.get(ProcessSubscriptionBoundariesUseCase).execute();
    expect((await paymentsOf(userId)).map((payment: { kind: string }) => payment.kind)).toEqual(['trial_start']);
    t.clock.advance(-8 * DAY);
  });

  it('refuses a checkout while a plan runs and names a bad field', async () => {
    const { client } = await subscribed('stripe_twice');
    const again = await client.post(SubscriptionApiPath.checkout, {
      body: { plan: 'annual', paymentMethod: 'credit_card', returnTo: 'settings' },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_SUBSCRIBED' } });
    const bad = await client.post(SubscriptionApiPath.checkout, {
      body: { plan: 'annual', paymentMethod: 'credit_card', returnTo: 'https://evil.example' },
    });
    expect(bad).toMatchObject({ status: 400, body: { field: 'returnTo' } });
  });
});
