import { act, screen, within } from '@testing-library/react';
import { INCLUDED_FEATURES, PAYMENT_METHOD_LABELS, SubscriptionMessages } from '@anchor/contracts';
import { SubscriptionCopy } from '../copy';
import { AUTO_ADVANCE_MS } from '../useStartTrial';
import { errorBody } from '../../../testing/fixtures';
import { expectStep, goToStep, installWizardServer, renderWizard } from '../../onboarding/__tests__/wizard-harness';

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

const trialState = { tier: 'annual', status: 'trialing' };

async function openPlans(options: { fakeTimers?: boolean } = {}) {
  const view = await renderWizard('/auth', options);
  await goToStep(view.user, 10);
  return view;
}

describe('plan chooser', () => {
  it('lists the 12 included features and both plans, and keeps Start Free Trial disabled until a plan is picked', async () => {
    installWizardServer();
    const { user } = await openPlans();
    for (const feature of INCLUDED_FEATURES) expect(screen.getByText(feature)).toBeInTheDocument();
    expect(INCLUDED_FEATURES).toHaveLength(12);
    expect(screen.getByText('$12.99 per month')).toBeInTheDocument();
    expect(screen.getByText('7-day free trial')).toBeInTheDocument();
    expect(screen.getByText('$69.99 per year')).toBeInTheDocument();
    expect(screen.getByText('(about $5.83 per month)')).toBeInTheDocument();
    expect(screen.getByText('14-day free trial')).toBeInTheDocument();
    expect(screen.getByText('Save 55%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SubscriptionCopy.terms })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: SubscriptionCopy.cancel })).toHaveAttribute('href', '/cancel');

    const start = screen.getByRole('button', { name: SubscriptionCopy.startTrial });
    expect(start).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    expect(start).toBeEnabled();
  });

  it("shows six payment methods with the plan's installment amounts, and Back to Plans returns", async () => {
    installWizardServer();
    const { user } = await openPlans();
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: SubscriptionCopy.startTrial }));
    for (const label of Object.values(PAYMENT_METHOD_LABELS)) {
      expect(screen.getByRole('button', { name: new RegExp(label) })).toBeInTheDocument();
    }
    expect(screen.getByText('4 interest-free installments of $3.25 every 2 weeks')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SubscriptionCopy.backToPlans }));
    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    await user.click(screen.getByRole('button', { name: SubscriptionCopy.startTrial }));
    expect(screen.getByText('4 interest-free installments of $17.50 every 2 weeks')).toBeInTheDocument();
  });

  it('starts the trial with the chosen method and moves on about 1 second later', async () => {
    const { callsTo } = installWizardServer({ 'POST /api/subscription/trial': { status: 201, body: trialState } });
    const { user } = await openPlans();
    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    await user.click(screen.getByRole('button', { name: SubscriptionCopy.startTrial }));
    jest.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: PAYMENT_METHOD_LABELS.paypal }).click();
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(SubscriptionCopy.trialStarted)).toBeInTheDocument();
    expect(callsTo('POST', '/api/subscription/trial')[0].body).toEqual({ plan: 'annual', paymentMethod: 'paypal' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(AUTO_ADVANCE_MS - 100);
    });
    expectStep(10);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expectStep(11);
  });

  it('says a used trial was used and lets the user continue', async () => {
    installWizardServer({
      'POST /api/subscription/trial': { status: 409, body: errorBody(409, 'Free trial already used') },
    });
    const { user } = await openPlans();
    await user.click(screen.getByRole('radio', { name: /Monthly/ }));
    await user.click(screen.getByRole('button', { name: SubscriptionCopy.startTrial }));
    await user.click(screen.getByRole('button', { name: PAYMENT_METHOD_LABELS.credit_card }));

    const status = await screen.findByText(SubscriptionMessages.trialAlreadyUsed);
    await user.click(
      within(status.closest('[role="status"]') as HTMLElement).getByRole('button', { name: SubscriptionCopy.continue }),
    );
    expectStep(11);
  });
});
