import { screen, within } from '@testing-library/react';
import { TwoFactorCopy } from '@anchor/app-runtime';
import { installFakeFetch, renderWithApp } from '@anchor/app-runtime/testing';
import { TwoStepSignInCard } from '../TwoStepSignInCard';
import { TwoStepCopy } from '../copy';

const codes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${String.fromCharCode(97 + index)}2`);

describe('the Two-step sign-in card in Settings', () => {
  it('turns it on: QR code and key, a first code, then the recovery codes once', async () => {
    let status = { enabled: false, required: false, recoveryCodesLeft: 0 };
    const server = installFakeFetch({
      'GET /api/user/two-factor': () => ({ status: 200, body: status }),
      'POST /api/user/two-factor/setup': {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Anchor:robin',
          qrSvg: '<svg></svg>',
        },
      },
      'POST /api/user/two-factor/confirm': () => {
        status = { enabled: true, required: false, recoveryCodesLeft: 10 };
        return { status: 200, body: { recoveryCodes: codes } };
      },
    });
    const { user } = renderWithApp(<TwoStepSignInCard />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: TwoStepCopy.turnOn }));
    expect(await screen.findByRole('img', { name: TwoFactorCopy.qrAlt })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(TwoFactorCopy.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: TwoFactorCopy.confirm }));
    const list = await screen.findByRole('list', { name: TwoFactorCopy.recoveryListLabel });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: TwoFactorCopy.savedCodes }));
    expect(await screen.findByText(TwoStepCopy.on(10))).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/user/two-factor/confirm')[0].body).toEqual({ code: '123456' });
  });

  it('turns it off with the password and a code, and shows the server sentence when one is wrong', async () => {
    let wrongPassword = true;
    const server = installFakeFetch({
      'GET /api/user/two-factor': () => ({
        status: 200,
        body: { enabled: wrongPassword, required: false, recoveryCodesLeft: wrongPassword ? 7 : 0 },
      }),
      'DELETE /api/user/two-factor': () =>
        wrongPassword
          ? {
              status: 403,
              body: {
                statusCode: 403,
                error: 'Forbidden',
                field: 'password',
                message: 'Current password is incorrect',
              },
            }
          : { status: 204 },
    });
    const { user } = renderWithApp(<TwoStepSignInCard />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: TwoStepCopy.turnOff }));
    await user.type(screen.getByLabelText(TwoStepCopy.password), 'my password');
    await user.type(screen.getByLabelText(TwoFactorCopy.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: TwoStepCopy.turnOffSubmit }));
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    wrongPassword = false;
    await user.click(screen.getByRole('button', { name: TwoStepCopy.turnOffSubmit }));
    expect(await screen.findByText(TwoStepCopy.off)).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/user/two-factor').at(-1)?.body).toEqual({
      password: 'my password',
      code: '654321',
    });
  });

  it('offers no way to turn it off when the account needs it (a provider)', async () => {
    installFakeFetch({
      'GET /api/user/two-factor': { status: 200, body: { enabled: true, required: true, recoveryCodesLeft: 10 } },
    });
    renderWithApp(<TwoStepSignInCard />, { route: '/' });
    expect(await screen.findByRole('button', { name: TwoStepCopy.newCodes })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TwoStepCopy.turnOff })).not.toBeInTheDocument();
  });
});
