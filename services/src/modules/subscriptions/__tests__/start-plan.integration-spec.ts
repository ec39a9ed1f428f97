import { ApiPath, type PublicUser, SubscriptionApiPath, type SubscriptionState } from '@anchor/contracts';
import { signIn, signUp as signUpAs } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { HOUR } from '@anchor/services/test/test-clock';
import { ProcessSubscriptionBoundariesUseCase } from '../use-cases/process-subscription-boundaries.use-case';

const DAY = 24 * HOUR;

describe('starting a plan later from Settings', () => {
  let t: TestApp;
  let sweep: ProcessSubscriptionBoundariesUseCase;
  beforeAll(async () => {
    t = await createTestApp();
    sweep = t.app.get(ProcessSubscriptionBoundariesUseCase);
  });
  afterAll(() => t.close());

  const signUp = (username: string) => signUpAs(t, username);

  it('says which processor takes payments: the sandbox, which takes none, without Stripe keys', async () => {
    const { client } = await signUp('curious');
    const state = await client.get<SubscriptionState>(SubscriptionApiPath.subscription);
    expect(state.body).toMatchObject({ tier: 'free', processor: 'sandbox' });
  });

  it('starts the unused free trial for a person on the free plan, then refuses a second start', async () => {
    const { client } = await signUp('later');
    const started = await client.post<SubscriptionState>(SubscriptionApiPath.start, {
      body: { plan: 'annual', paymentMethod: 'paypal' },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ tier: 'annual', status: 'trialing', trialUsed: true, processor: 'sandbox' });
    const again = await client.post(SubscriptionApiPath.start, { body: { plan: 'monthly', paymentMethod: 'paypal' } });
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_SUBSCRIBED' } });
  });

  it('after an expired plan, starts a paid period at once (no second trial), charged through the provider', async () => {
    const { client, userId } = await signUp('returning');
    await client.post(SubscriptionApiPath.trial, { body: { plan: 'monthly', paymentMethod: 'credit_card' } });
    await client.post(SubscriptionApiPath.cancel);
    t.clock.advance(8 * DAY);
    await sweep.execute();
    await signIn(client, 'returning');
    expect((await client.get<SubscriptionState>(SubscriptionApiPath.subscription)).body).toMatchObject({
      tier: 'free',
      status: 'expired',
    });

    const restarted = await client.post<SubscriptionState>(SubscriptionApiPath.start, {
      body: { plan: 'annual', paymentMethod: 'credit_card' },
    });
    expect(restarted.status).toBe(201);
    expect(restarted.body).toMatchObject({ tier: 'annual', status: 'active', cancelAtPeriodEnd: false });
    const days = (Date.parse(restarted.body.endDate ?? '') - t.clock.now().getTime()) / DAY;
    expect(Math.round(days)).toBe(365);
    const payments = await t.dataSource.query(
      'SELECT kind, plan, amount_due_cents, provider, status FROM payments WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    expect(payments).toEqual([
      expect.objectContaining({ kind: 'trial_start', amount_due_cents: 0 }),
      { kind: 'restart', plan: 'annual', amount_due_cents: 6999, provider: 'sandbox', status: 'succeeded' },
    ]);
    const user = await client.get<PublicUser>(ApiPath.user);
    expect(user.body).toMatchObject({ subscriptionTier: 'annual', subscriptionStatus: 'active' });
  });

  it('names the field of a bad plan or method', async () => {
    const { client } = await signUp('sloppy');
    expect(
      await client.post(SubscriptionApiPath.start, { body: { plan: 'weekly', paymentMethod: 'paypal' } }),
    ).toMatchObject({
      status: 400,
      body: { field: 'plan' },
    });
  });
});
