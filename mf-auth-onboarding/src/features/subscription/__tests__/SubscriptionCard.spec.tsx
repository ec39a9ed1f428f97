import { screen, within } from '@testing-library/react';
import SettingsPanel from '../../../exposed/SettingsPanel';
import { SubscriptionCardCopy } from '../copy';
import { anActiveSubscription } from '../../../testing/fixtures';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { installSettingsServer } from '../../settings/__tests__/settings-harness';

describe('Subscription card', () => {
  it('cancels at the end of the period and offers Resume', async () => {
    const cancelled = anActiveSubscription({ status: 'cancelled', cancelAtPeriodEnd: true });
    const { callsTo } = installSettingsServer({
      'GET /api/subscription': { status: 200, body: anActiveSubscription() },
      'POST /api/subscription/cancel': { status: 200, body: cancelled },
    });
    const { user } = renderWithApp(<SettingsPanel />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: SubscriptionCardCopy.cancel }));

    expect(await screen.findByRole('button', { name: SubscriptionCardCopy.resume })).toBeInTheDocument();
    expect(screen.getByText(/^You keep access until /)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/cancel')).toHaveLength(1);
  });

  it('pauses for the chosen number of months, up to 6', async () => {
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

    expect(await screen.findByText(/^Paused until /)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/pause')[0].body).toEqual({ months: 3 });
  });
});
