import { screen, within } from '@testing-library/react';
import { PushCopy } from '../../settings/push/copy';
import { OnboardingCopy } from '../copy';
import { IPHONE_16_3, IPHONE_16_4, pretendToBe, stopPretending } from '../../../testing/ios-device';
import { goToStep, installWizardServer, renderWizard } from './wizard-harness';

const NOTIFICATIONS_STEP = 6;

describe('the onboarding push switch on iPhone and iPad', () => {
  afterEach(() => stopPretending());

  it('shows the Home Screen steps in Safari on an iPhone, not a browser prompt that cannot work', async () => {
    pretendToBe({ userAgent: IPHONE_16_4, maxTouchPoints: 5, standalone: false });
    installWizardServer();
    const { user } = await renderWizard();
    await goToStep(user, NOTIFICATIONS_STEP);

    expect(screen.getByRole('switch', { name: OnboardingCopy.notifications.push })).toBeChecked();
    expect(screen.getByText(PushCopy.iosHomeScreenNote)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: PushCopy.iosHomeScreenStepsLabel });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: OnboardingCopy.notifications.allowPush })).not.toBeInTheDocument();
  });

  it('says iOS 16.4 is needed on an older iPhone', async () => {
    pretendToBe({ userAgent: IPHONE_16_3, maxTouchPoints: 5, standalone: false });
    installWizardServer();
    const { user } = await renderWizard();
    await goToStep(user, NOTIFICATIONS_STEP);

    expect(screen.getByText(PushCopy.iosTooOldNote)).toBeInTheDocument();
  });
});
