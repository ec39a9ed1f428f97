import { useAppSelector } from '@anchor/app-runtime';
import { selectPhase } from './onboarding.slice';
import { OnboardingWizard } from './OnboardingWizard';
import { RegistrationAssessment } from './RegistrationAssessment';

/** The wizard, then (once submitted) the registration assessment. */
export function OnboardingFlow() {
  const phase = useAppSelector(selectPhase);
  return phase === 'assessment' ? <RegistrationAssessment /> : <OnboardingWizard />;
}
