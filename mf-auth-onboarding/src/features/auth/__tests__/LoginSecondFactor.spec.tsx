import { screen, waitFor } from '@testing-library/react';
import { TwoFactorCopy } from '@anchor/app-runtime';
import { installFakeFetch, LOCATION_TEST_ID, renderWithApp } from '@anchor/app-runtime/testing';
import AuthPage from '../../../exposed/AuthPage';
import { AuthCopy } from '../copy';
import { aUser } from '../../../testing/fixtures';

describe('signing in with two-step sign-in on', () => {
  it('asks for the code after a right password, focused, and signs in only once the code is right', async () => {
    let signedIn = false;
    const river = aUser({ onboardingCompleted: true, setupCompleted: true });
    const server = installFakeFetch({
      'GET /api/session': () =>
        signedIn ? { status: 200, body: { user: river } } : { status: 200, body: { user: null } },
      'POST /api/login': { status: 200, body: { ...river, secondFactor: 'required' } },
      'POST /api/login/second-factor': () => {
        signedIn = true;
        return { status: 200, body: { ...river, secondFactor: 'complete' } };
      },
    });
    const { user } = renderWithApp(<AuthPage />, { route: '/auth' });
    await user.click(await screen.findByRole('tab', { name: AuthCopy.tabs.login }));
    await user.type(screen.getByLabelText(AuthCopy.fields.username), 'river');
    await user.type(screen.getByLabelText(AuthCopy.fields.password), 'correct-horse{Enter}');

    const code = await screen.findByLabelText(TwoFactorCopy.codeLabel);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent('/auth');
    await user.keyboard('123456{Enter}');
    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/));
    expect(server.callsTo('POST', '/api/login/second-factor')[0].body).toEqual({ code: '123456' });
  });
});
