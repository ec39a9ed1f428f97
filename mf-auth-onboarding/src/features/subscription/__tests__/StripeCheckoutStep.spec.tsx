import { screen, waitFor } from '@testing-library/react';
import { ONBOARDING_STEPS } from '@anchor/contracts';
import { SubscriptionCopy } from '../copy';
import { aFreeSubscription, anActiveSubscription } from '../../../testing/fixtures';
import { installWizardServer, renderWizard } from '../../onboarding/__tests__/wizard-harness';

afterEach(() => localStorage.clear());

const subscriptionStep = ONBOARDING_STEPS.indexOf('subscription');

describe('the subscription step with Stripe', () => {
  it("comes back from Stripe's page to the same step, confirms the session with the server, then moves on", async () => {
    const trialing = anActiveSubscription({ status: 'trialing', processor: 'stripe' });
    let confirmed = false;
    const { callsTo } = installWizardServer({
      'GET /api/onboarding/progress': {
        status: 200,
        body: {
          completedSteps: ONBOARDING_STEPS.slice(0, subscriptionStep),
          currentStep: subscriptionStep,
          answers: { name: 'River' },
        },
      },
      'GET /api/subscription': () => ({
        status: 200,
        body: confirmed ? trialing : aFreeSubscription({ processor: 'stripe' }),
      }),
      'POST /api/subscription/checkout/confirm': () => {
        confirmed = true;
        return { status: 200, body: trialing };
      },
    });
    await renderWizard('/auth?checkout=success&session_id=cs_test_9');

    expect(await screen.findByText(SubscriptionCopy.trialStarted)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/checkout/confirm')).toEqual([
      expect.objectContaining({ body: { sessionId: 'cs_test_9' } }),
    ]);
    await waitFor(() => expect(screen.getByText(`Step ${subscriptionStep + 2} of 11`)).toBeInTheDocument());
  });
});
