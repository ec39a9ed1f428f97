import {
  ApiPath,
  type PublicUser,
  SubscriptionApiPath,
  SubscriptionMessages,
  type SubscriptionState,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HOUR } from '@anchor/services/test/test-clock';
import { ProcessSubscriptionBoundariesUseCase } from '../use-cases/process-subscription-boundaries.use-case';

const DAY = 24 * HOUR;

describe('subscription lifecycle', () => {
  let t: TestApp;
  let sweep: ProcessSubscriptionBoundariesUseCase;
  beforeAll(async () => {
    t = await createTestApp();
    sweep = t.app.get(ProcessSubscriptionBoundariesUseCase);
  });
  afterAll(() => t.close());

  /** Moves time on; sessions do not last that long, so the client signs in again. */
  async function advance(client: HttpClient, username: string, ms: number): Promise<void> {
    t.clock.advance(ms);
    await signIn(client, username);
  }

  const payments = (userId: number) =>
    t.dataSource.query(
      'SELECT kind, payment_method, amount_due_cents, amount_charged_cents, status FROM payments WHERE user_id = $1 ORDER BY id',
      [userId],
    );

  it('starts a trial once and refuses a second one', async () => {
    const { client, userId } = await signUp(t, 'trial');
    const free = await client.get<SubscriptionState>(SubscriptionApiPath.subscription);
    expect(free.body).toMatchObject({ tier: 'free', status: 'active', trialUsed: false });

    const started = await client.post<SubscriptionState>(SubscriptionApiPath.trial, {
      body: { plan: 'monthly', paymentMethod: 'apple_pay' },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      tier: 'monthly',
      status: 'trialing',
      paymentMethod: 'apple_pay',
      trialUsed: true,
    });
    const trialMs = Date.parse(started.body.trialEndsAt ?? '') - t.clock.now().getTime();
    expect(trialMs).toBe(7 * DAY);

    const user = await client.get<PublicUser>(ApiPath.user);
    expect(user.body).toMatchObject({
      subscriptionTier: 'monthly',
      subscriptionStatus: 'trialing',
      paymentProvider: 'apple_pay',
      subscriptionEndDate: started.body.trialEndsAt,
    });
    expect(await payments(userId)).toEqual([
      {
        kind: 'trial_start',
        payment_method: 'apple_pay',
        amount_due_cents: 0,
        amount_charged_cents: 0,
        status: 'succeeded',
      },
    ]);

    const again = await client.post(SubscriptionApiPath.trial, { body: { plan: 'annual', paymentMethod: 'paypal' } });
    expect(again).toMatchObject({ status: 409, body: { message: SubscriptionMessages.trialAlreadyUsed } });
  });

  it('turns a trial into a paid period at trial end, once, however often the sweep runs', async () => {
    const { client, userId } = await signUp(t, 'converts');
    await client.post(SubscriptionApiPath.trial, { body: { plan: 'annual', paymentMethod: 'bnpl' } });
    await sweep.execute();
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body.status).toBe('trialing');

    await advance(client, 'converts', 14 * DAY + HOUR);
    await sweep.execute();
    await sweep.execute();
    const state = (await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body;
    expect(state).toMatchObject({ status: 'active', tier: 'annual' });
    expect(Date.parse(state.endDate ?? '') - Date.parse(state.trialEndsAt ?? '')).toBe(365 * DAY);
    const rows = await payments(userId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ kind: 'renewal', amount_due_cents: 6999, amount_charged_cents: 0 });
  });

  it('expires a cancelled subscription at period end, not before', async () => {
    const { client } = await signUp(t, 'cancels');
    await client.post(SubscriptionApiPath.trial, { body: { plan: 'monthly', paymentMethod: 'credit_card' } });
    const cancelled = await client.post<SubscriptionState>(SubscriptionApiPath.cancel);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true, tier: 'monthly' });

    await advance(client, 'cancels', 6 * DAY);
    await sweep.execute();
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body.status).toBe('cancelled');

    await advance(client, 'cancels', DAY + HOUR);
    await sweep.execute();
    const state = (await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body;
    expect(state).toMatchObject({ status: 'expired', tier: 'free' });
    expect((await client.get<PublicUser>(ApiPath.user)).body).toMatchObject({
      subscriptionStatus: 'expired',
      subscriptionTier: 'free',
    });
  });

  it('refuses a pause over 6 months, pauses 6, resumes and keeps the paid days', async () => {
    const { client } = await signUp(t, 'pauses');
    await client.post(SubscriptionApiPath.trial, { body: { plan: 'monthly', paymentMethod: 'google_pay' } });
    const duringTrial = await client.post(SubscriptionApiPath.pause, { body: { months: 2 } });
    expect(duringTrial.status).toBe(409);

    await advance(client, 'pauses', 7 * DAY + HOUR);
    await sweep.execute();
    const tooLong = await client.post(SubscriptionApiPath.pause, { body: { months: 7 } });
    expect(tooLong).toMatchObject({ status: 400, body: { field: 'months' } });

    await advance(client, 'pauses', 10 * DAY);
    const periodEnd = Date.parse(
      (await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body.endDate ?? '',
    );
    const remaining = periodEnd - t.clock.now().getTime();
    const paused = await client.post<SubscriptionState>(SubscriptionApiPath.pause, { body: { months: 6 } });
    expect(paused.body.status).toBe('paused');
    expect(Date.parse(paused.body.pausedUntil ?? '') - t.clock.now().getTime()).toBe(180 * DAY);

    await advance(client, 'pauses', 30 * DAY);
    const resumed = await client.post<SubscriptionState>(SubscriptionApiPath.resume);
    expect(resumed.body).toMatchObject({ status: 'active', pausedUntil: null });
    expect(Date.parse(resumed.body.endDate ?? '') - t.clock.now().getTime()).toBe(remaining);
  });

  it('resumes a pause by itself when the pause ends', async () => {
    const { client } = await signUp(t, 'pause-ends');
    await client.post(SubscriptionApiPath.trial, { body: { plan: 'monthly', paymentMethod: 'hsa_fsa' } });
    await advance(client, 'pause-ends', 7 * DAY + HOUR);
    await sweep.execute();
    await client.post(SubscriptionApiPath.pause, { body: { months: 1 } });
    await advance(client, 'pause-ends', 30 * DAY + HOUR);
    await sweep.execute();
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body.status).toBe('active');
  });
});
