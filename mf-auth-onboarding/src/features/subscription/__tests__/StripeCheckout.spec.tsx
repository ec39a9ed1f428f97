import { screen } from '@testing-library/react';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { SubscriptionCardCopy, SubscriptionCopy } from '../copy';
import { aFreeSubscription, anActiveSubscription, errorBody } from '../../../testing/fixtures';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { installSettingsServer } from '../../settings/__tests__/settings-harness';

const stripeFree = aFreeSubscription({ processor: 'stripe' });

describe('Subscription card with Stripe', () => {
  it("sends the person to Stripe's payment page instead of starting the plan here", async () => {
    const { callsTo } = installSettingsServer({
      'GET /api/subscription': { status: 200, body: stripeFree },
      'POST /api/subscription/checkout': { status: 201, body: { url: 'https://checkout.stripe.test/c/pay/cs_test_1' } },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: SubscriptionCardCopy.choosePlan }));
    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    await user.click(screen.getByRole('button', { name: SubscriptionCopy.startTrial }));
    expect(screen.getByText(SubscriptionCopy.stripeNote)).toBeInTheDocument();
    expect(screen.queryByText(SubscriptionCopy.sandboxNote)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Credit or debit card/ }));

    expect(await screen.findByText(SubscriptionCopy.redirecting)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/checkout')[0].body).toEqual({
      plan: 'annual',
      paymentMethod: 'credit_card',
      returnTo: 'settings',
    });
    expect(callsTo('POST', '/api/subscription/start')).toHaveLength(0);
  });

  it('back from Stripe, shows the plan only after the server confirmed the session', async () => {
    const trialing = anActiveSubscription({ status: 'trialing', processor: 'stripe' });
    let confirmed = false;
    const { callsTo } = installSettingsServer({
      'GET /api/subscription': () => ({ status: 200, body: confirmed ? trialing : stripeFree }),
      'POST /api/subscription/checkout/confirm': () => {
        confirmed = true;
        return { status: 200, body: trialing };
      },
    });
    renderWithApp(<SettingsPanel />, { route: '/?checkout=success&session_id=cs_test_42' });
    expect(await screen.findByText(/^Monthly plan: free trial/)).toBeInTheDocument();
    expect(await screen.findByText(SubscriptionCopy.trialStarted)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/checkout/confirm')).toEqual([
      expect.objectContaining({ body: { sessionId: 'cs_test_42' } }),
    ]);
  });

  it('says the plan has not started when Stripe has not confirmed the payment', async () => {
    installSettingsServer({
      'GET /api/subscription': { status: 200, body: stripeFree },
      'POST /api/subscription/checkout/confirm': {
        status: 409,
        body: errorBody(409, 'The payment was not completed, so your plan has not started.'),
      },
    });
    renderWithApp(<SettingsPanel />, { route: '/?checkout=success&session_id=cs_test_43' });
    expect(await screen.findByText(SubscriptionCopy.checkoutFailed)).toBeInTheDocument();
    expect(await screen.findByText(/The payment was not completed/)).toBeInTheDocument();
    expect(screen.getByText(SubscriptionCardCopy.freePlan)).toBeInTheDocument();
  });

  it('says nothing was charged when the person left the payment page', async () => {
    const { callsTo } = installSettingsServer({ 'GET /api/subscription': { status: 200, body: stripeFree } });
    renderWithApp(<SettingsPanel />, { route: '/?checkout=cancelled' });
    expect(await screen.findByText(SubscriptionCopy.checkoutCancelled)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/checkout/confirm')).toHaveLength(0);
  });
});
