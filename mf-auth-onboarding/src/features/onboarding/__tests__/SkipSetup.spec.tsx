import { screen, waitFor } from '@testing-library/react';
import { localFlags } from '@anchor/app-runtime';
import { OnboardingCopy } from '../copy';
import { aUser, errorBody } from '../../../testing/fixtures';
import { LOCATION_TEST_ID } from '@anchor/app-runtime/testing';
import { installWizardServer, renderWizard } from './wizard-harness';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('Skip Setup', () => {
  it('saves onboarding done, setup not done, and goes home', async () => {
    const { callsTo } = installWizardServer({
      'PATCH /api/user/onboarding': { status: 200, body: aUser({ onboardingCompleted: true }) },
    });
    const { user } = await renderWizard();
    await user.click(screen.getByRole('button', { name: OnboardingCopy.skipSetup }));

    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/));
    expect(callsTo('PATCH', '/api/user/onboarding')[0].body).toEqual({
      onboardingCompleted: true,
      setupCompleted: false,
    });
    expect(localFlags.get('onboarding_completed')).toBe('true');
  });

  it('still goes home when the server refuses, and logs why', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installWizardServer({ 'PATCH /api/user/onboarding': { status: 500, body: errorBody(500, 'Boom') } });
    const { user } = await renderWizard();
    await user.click(screen.getByRole('button', { name: OnboardingCopy.skipSetup }));

    await waitFor(() => expect(screen.getByTestId(LOCATION_TEST_ID)).toHaveTextContent(/^\/$/));
    expect(consoleError).toHaveBeenCalled();
    expect(localFlags.get('onboarding_completed')).toBe('true');
  });
});
