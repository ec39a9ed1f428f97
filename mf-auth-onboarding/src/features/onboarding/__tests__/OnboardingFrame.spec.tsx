import { screen, waitFor } from '@testing-library/react';
import { localFlags } from '@anchor/app-runtime';
import AuthPage from '../../../exposed/AuthPage';
import { OnboardingCopy } from '../copy';
import { ONBOARDING_STEPS } from '../onboarding-steps';
import { installFakeFetch } from '../../test-utils/fake-fetch';
import { aUser, errorBody } from '../../test-utils/fixtures';
import { LOCATION_TEST_ID, renderWithApp } from '@anchor/app-runtime/src/testing/renderWithApp';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('onboarding wizard frame', () => {
  it('shows step 1 of 11 with a dot per step and no Next button yet', async () => {
    installFakeFetch({ 'GET /api/user': { status: 200, body: aUser() } });
    renderWithApp(<AuthPage />, { route: '/auth' });

    expect(await screen.findByText('Step 1 of 11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: OnboardingCopy.welcomeTitle })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: OnboardingCopy.stepsLabel }).children).toHaveLength(
      ONBOARDING_STEPS.length,
    );
    expect(screen.queryByRole('button', { name: /next/i })).not.toBeInTheDocument();
  });

  it('Skip Setup saves onboarding done, setup not done, and goes home', async () => {
    const { callsTo } = installFakeFetch({
      'GET /api/user': { status: 200, body: aUser() },
      'PATCH /api/user/onboarding': { status: 200, body: aUser({ onboardingCompleted: true }) },
    });
    const { user } = renderWithApp(<AuthPage />, { route: '/auth' });
    await user.click(await screen.findByRole('button', { name: OnboardingCopy.skipSetup }));

    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/));
    expect(callsTo('PATCH', '/api/user/onboarding')[0].body).toEqual({
      onboardingCompleted: true,
      setupCompleted: false,
    });
    expect(localFlags.get('onboarding_completed')).toBe('true');
  });

  it('still goes home when the server refuses, and logs why', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeFetch({
      'GET /api/user': { status: 200, body: aUser() },
      'PATCH /api/user/onboarding': { status: 500, body: errorBody(500, 'Boom') },
    });
    const { user } = renderWithApp(<AuthPage />, { route: '/auth' });
    await user.click(await screen.findByRole('button', { name: OnboardingCopy.skipSetup }));

    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/));
    expect(consoleError).toHaveBeenCalled();
    expect(localFlags.get('onboarding_completed')).toBe('true');
  });
});
