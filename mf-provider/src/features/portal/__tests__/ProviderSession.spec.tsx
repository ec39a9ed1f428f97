import { act, fireEvent, screen } from '@testing-library/react';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import ProviderPortal from '../../../exposed/ProviderPortal';
import { DashboardCopy, PortalCopy } from '../copy';

const provider = { id: 3, username: 'drlee', role: 'provider', firstName: 'Dana', lastName: 'Lee' };
const dashboard = {
  totalPatients: 4,
  newThisMonth: 1,
  highRiskAlerts: 0,
  avgChangeSinceFirst: -8,
  changeFromLastMonth: -2,
  recentAlerts: [],
};

/** A server whose provider session lives until it is signed out or goes idle (`end()`). */
function portalServer(idleMinutes: number) {
  let signedIn = true;
  const fake = installFakeFetch({
    'GET /api/session': () =>
      signedIn ? { status: 200, body: { user: provider } } : { status: 200, body: { user: null } },
    'GET /api/provider-portal-info': { status: 200, body: { contactEmail: 'desk@clinic.example', idleMinutes } },
    'GET /api/user/two-factor': { status: 200, body: { enabled: true, required: true, recoveryCodesLeft: 10 } },
    'GET /api/provider/dashboard': () =>
      signedIn ? { status: 200, body: dashboard } : { status: 401, body: { message: 'Unauthorized' } },
    'POST /api/logout': () => {
      signedIn = false;
      return { status: 204 };
    },
  });
  return { ...fake, end: () => (signedIn = false) };
}

describe('the provider session in the portal', () => {
  afterEach(() => jest.useRealTimers());

  it('signs the provider out: the server ends the session and the sign-in form replaces the figures', async () => {
    const server = portalServer(15);
    renderWithApp(<ProviderPortal />, { route: '/provider' });
    expect(await screen.findByText(DashboardCopy.totalPatients)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: PortalCopy.signOut }));
    expect(await screen.findByRole('button', { name: PortalCopy.signIn })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(screen.queryByText(DashboardCopy.totalPatients)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PortalCopy.signOut })).not.toBeInTheDocument();
  });

  it('clears the screen once the provider leaves it untouched for the idle minutes the server names', async () => {
    jest.useFakeTimers();
    const server = portalServer(2);
    renderWithApp(<ProviderPortal />, { route: '/provider' });
    expect(await screen.findByText(DashboardCopy.totalPatients)).toBeInTheDocument();
    const checksBefore = server.callsTo('GET', '/api/session').length;
    // Touched after one minute: the two minutes count from there.
    await act(async () => jest.advanceTimersByTimeAsync(60_000));
    fireEvent.keyDown(window, { key: 'Shift' });
    await act(async () => jest.advanceTimersByTimeAsync(100_000));
    expect(server.callsTo('GET', '/api/session')).toHaveLength(checksBefore);
    expect(screen.getByText(DashboardCopy.totalPatients)).toBeInTheDocument();
    // The server's idle limit passes: the next check finds the session gone and the data leaves the screen.
    server.end();
    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(server.callsTo('GET', '/api/session').length).toBeGreaterThan(checksBefore);
    expect(screen.getByRole('button', { name: PortalCopy.signIn })).toBeInTheDocument();
    expect(screen.queryByText(DashboardCopy.totalPatients)).not.toBeInTheDocument();
  });
});
