import { screen, within } from '@testing-library/react';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { SubscriptionCardCopy, SubscriptionCopy } from '../copy';
import { aFreeSubscription, anActiveSubscription, errorBody } from '../../../testing/fixtures';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { installSettingsServer } from '../../settings/__tests__/settings-harness';

describe('Subscription card', () => {
  it('asks before cancelling, says access lasts to the period end, then cancels and offers Resume', async () => {
    const cancelled = anActiveSubscription({ status: 'cancelled', cancelAtPeriodEnd: true });
    const { callsTo } = installSettingsServer({
      'GET /api/subscription': { status: 200, body: anActiveSubscription() },
      'POST /api/subscription/cancel': { status: 200, body: cancelled },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: SubscriptionCardCopy.cancel }));
    const dialog = screen.getByRole('dialog', { name: SubscriptionCardCopy.cancelConfirmTitle });
    expect(within(dialog).getByText(/stays active until .*you will not be charged again/)).toBeInTheDocument();
    // The safe choice comes first and holds the focus, so Enter keeps the plan.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([SubscriptionCardCopy.keepPlan, SubscriptionCardCopy.cancelConfirm]);
    expect(within(dialog).getByRole('button', { name: SubscriptionCardCopy.keepPlan })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: SubscriptionCardCopy.cancel }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: SubscriptionCardCopy.keepPlan }));
    expect(callsTo('POST', '/api/subscription/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: SubscriptionCardCopy.cancel }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: SubscriptionCardCopy.cancelConfirm }),
    );
    expect(await screen.findByRole('button', { name: SubscriptionCardCopy.resume })).toBeInTheDocument();
    expect(screen.getByText(/^You keep access until /)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/cancel')).toHaveLength(1);
  });

  it('offers Cancel when the last payment failed, says the plan then ends now, and cancels it', async () => {
    const pastDue = anActiveSubscription({ status: 'past_due', endDate: '2026-11-01T00:00:00.000Z' });
    const { callsTo } = installSettingsServer({
      'GET /api/subscription': { status: 200, body: pastDue },
      'POST /api/subscription/cancel': {
        status: 200,
        body: { ...pastDue, status: 'cancelled', cancelAtPeriodEnd: true },
      },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    expect(await screen.findByText('Monthly plan: payment overdue')).toBeInTheDocument();
    expect(screen.getByText(/^The paid period ended /)).toBeInTheDocument();
    // Pausing is for a plan in good standing; cancelling is not.
    expect(screen.queryByRole('button', { name: SubscriptionCardCopy.pause })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SubscriptionCardCopy.cancel }));
    const dialog = screen.getByRole('dialog', { name: SubscriptionCardCopy.cancelConfirmTitle });
    expect(within(dialog).getByText(SubscriptionCardCopy.cancelConfirmPastDue('Monthly'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: SubscriptionCardCopy.cancelConfirm }));

    expect(await screen.findByText('Monthly plan: cancelled')).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/cancel')).toHaveLength(1);
    // The paid period is already over: no "access until" a past date, and no Resume the server would refuse.
    expect(screen.getByText(SubscriptionCardCopy.endedNoCharge)).toBeInTheDocument();
    expect(screen.queryByText(/^You keep access until /)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SubscriptionCardCopy.resume })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SubscriptionCardCopy.cancel })).not.toBeInTheDocument();
  });

  it('pauses for the chosen number of months, up to 6, after saying when it resumes', async () => {
    const { callsTo } = installSettingsServer({
      'GET /api/subscription': { status: 200, body: anActiveSubscription() },
      'POST /api/subscription/pause': {
        status: 200,
        body: anActiveSubscription({ status: 'paused', pausedUntil: '2027-03-01T00:00:00.000Z' }),
      },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    const months = await screen.findByLabelText(SubscriptionCardCopy.pauseMonths);
    expect(within(months).getAllByRole('option')).toHaveLength(6);
    await user.selectOptions(months, '3');
    await user.click(screen.getByRole('button', { name: SubscriptionCardCopy.pause }));
    const dialog = screen.getByRole('dialog', { name: 'Pause for 3 months?' });
    expect(within(dialog).getByText(/not be charged until it resumes on /)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();
    expect(within(dialog).getAllByRole('button')[0]).toHaveTextContent(SubscriptionCardCopy.keepPlan);
    await user.click(within(dialog).getByRole('button', { name: SubscriptionCardCopy.pauseConfirm }));

    expect(await screen.findByText(/^Paused until /)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/pause')[0].body).toEqual({ months: 3 });
  });

  it('lets a person on the free plan start a plan later with the onboarding chooser, saying no payment is taken', async () => {
    const { callsTo } = installSettingsServer({
      'POST /api/subscription/start': { status: 201, body: anActiveSubscription({ status: 'trialing' }) },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: SubscriptionCardCopy.choosePlan }));
    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    await user.click(screen.getByRole('button', { name: SubscriptionCopy.startTrial }));
    expect(screen.getByText(SubscriptionCopy.sandboxNote)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PayPal' }));

    expect(await screen.findByText(/^Monthly plan: free trial/)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/start')[0].body).toEqual({ plan: 'annual', paymentMethod: 'paypal' });
  });

  it('offers a paid start when the trial was used, and says why a payment failed', async () => {
    installSettingsServer({
      'GET /api/subscription': {
        status: 200,
        body: aFreeSubscription({ status: 'expired', trialUsed: true, plan: null }),
      },
      'POST /api/subscription/start': {
        status: 402,
        body: errorBody(402, 'The payment did not go through. Nothing was charged; please try another payment method.'),
      },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: SubscriptionCardCopy.choosePlan }));
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: SubscriptionCopy.subscribe }));
    expect(screen.getByText(/plan starts today: \$12\.99 per month/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Credit or debit card/ }));
    expect(await screen.findByText(/The payment did not go through/)).toBeInTheDocument();
  });
});
