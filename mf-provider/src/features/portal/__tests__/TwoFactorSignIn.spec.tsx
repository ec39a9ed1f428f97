import { screen } from '@testing-library/react';
import { TwoFactorCopy } from '@anchor/app-runtime';
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
const enrolled = { status: 200, body: { enabled: true, required: true, recoveryCodesLeft: 10 } };
const codes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${String.fromCharCode(97 + index)}2`);

describe('two-step sign-in in the provider portal', () => {
  it('asks for the code after the password, with the code field focused, and opens the portal once it is right', async () => {
    let signedIn = false;
    const server = installFakeFetch({
      'GET /api/session': () =>
        signedIn ? { status: 200, body: { user: provider } } : { status: 200, body: { user: null } },
      'POST /api/login': { status: 200, body: { ...provider, secondFactor: 'required' } },
      'POST /api/login/second-factor': () => {
        signedIn = true;
        return { status: 200, body: { ...provider, secondFactor: 'complete' } };
      },
      'GET /api/user/two-factor': enrolled,
      'GET /api/provider-portal-info': { status: 200, body: { contactEmail: 'desk@clinic.example', idleMinutes: 15 } },
      'GET /api/provider/dashboard': { status: 200, body: dashboard },
    });
    const { user } = renderWithApp(<ProviderPortal />, { route: '/provider' });
    await user.type(await screen.findByLabelText(PortalCopy.username), 'drlee');
    await user.type(screen.getByLabelText(PortalCopy.password), 'a long lantern phrase{Enter}');

    const code = await screen.findByLabelText(TwoFactorCopy.codeLabel);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByRole('button', { name: PortalCopy.signOut })).not.toBeInTheDocument();
    await user.keyboard('123456{Enter}');
    expect(await screen.findByText(DashboardCopy.totalPatients)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/login/second-factor')).toHaveLength(1);
  });

  it('says why a refused password sign-in was refused, in the server sentence (a lockout is not a typo)', async () => {
    installFakeFetch({
      'GET /api/session': { status: 200, body: { user: null } },
      'POST /api/login': {
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many sign-in attempts. Try again in 15 minutes.',
        },
      },
      'GET /api/provider-portal-info': { status: 200, body: { contactEmail: 'desk@clinic.example', idleMinutes: 15 } },
    });
    const { user } = renderWithApp(<ProviderPortal />, { route: '/provider' });
    await user.type(await screen.findByLabelText(PortalCopy.username), 'drlee');
    await user.type(screen.getByLabelText(PortalCopy.password), 'a long lantern phrase{Enter}');
    expect(await screen.findByText('Too many sign-in attempts. Try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.queryByText(PortalCopy.signInFailed)).not.toBeInTheDocument();
  });

  it('shows the server sentence under the field when the code is wrong, and ends the waiting session on the way back', async () => {
    const server = installFakeFetch({
      'POST /api/logout': { status: 204 },
      'GET /api/session': { status: 200, body: { user: null } },
      'POST /api/login': { status: 200, body: { ...provider, secondFactor: 'required' } },
      'POST /api/login/second-factor': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          field: 'code',
          message: 'That code is not right. Check your authenticator app and try again',
        },
      },
    });
    const { user } = renderWithApp(<ProviderPortal />, { route: '/provider' });
    await user.type(await screen.findByLabelText(PortalCopy.username), 'drlee');
    await user.type(screen.getByLabelText(PortalCopy.password), 'a long lantern phrase{Enter}');
    await user.type(await screen.findByLabelText(TwoFactorCopy.codeLabel), '000000{Enter}');
    expect(
      await screen.findByText('That code is not right. Check your authenticator app and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TwoFactorCopy.useOtherAccount }));
    expect(await screen.findByRole('button', { name: PortalCopy.signIn })).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/logout')).toHaveLength(1);
  });

  it('has a provider without an authenticator enrol: QR code and key, a first code, then the recovery codes once', async () => {
    let status = { enabled: false, required: true, recoveryCodesLeft: 0 };
    installFakeFetch({
      'GET /api/session': { status: 200, body: { user: provider } },
      'GET /api/user/two-factor': () => ({ status: 200, body: status }),
      'POST /api/user/two-factor/setup': {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Anchor:drlee',
          qrSvg: '<svg></svg>',
        },
      },
      'POST /api/user/two-factor/confirm': () => {
        status = { enabled: true, required: true, recoveryCodesLeft: 10 };
        return { status: 200, body: { recoveryCodes: codes } };
      },
      'GET /api/provider-portal-info': { status: 200, body: { contactEmail: 'desk@clinic.example', idleMinutes: 15 } },
      'GET /api/provider/dashboard': { status: 200, body: dashboard },
    });
    const { user } = renderWithApp(<ProviderPortal />, { route: '/provider' });
    expect(await screen.findByRole('heading', { name: PortalCopy.enrolTitle })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: TwoFactorCopy.qrAlt })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.queryByText(DashboardCopy.totalPatients)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(TwoFactorCopy.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TwoFactorCopy.confirm }));

    const list = await screen.findByRole('list', { name: TwoFactorCopy.recoveryListLabel });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: TwoFactorCopy.savedCodes }));
    expect(await screen.findByText(DashboardCopy.totalPatients)).toBeInTheDocument();
  });
});
