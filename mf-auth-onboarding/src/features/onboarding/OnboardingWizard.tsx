import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle, FullPageSpinner } from '@anchor/ui';
import { OnboardingCopy } from './copy';
import { LAST_STEP_INDEX } from './onboarding-steps';
import { StepContent } from './StepContent';
import { StepProgress } from './StepProgress';
import { useCompleteOnboarding } from './useCompleteOnboarding';
import { useSkipSetup } from './useSkipSetup';
import { useWizardNavigation } from './useWizardNavigation';
import { WizardNav } from './WizardNav';

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const StyledStepTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The eleven-step onboarding wizard. */
export function OnboardingWizard() {
  const wizard = useWizardNavigation();
  const { skipSetup, isSkipping } = useSkipSetup();
  const { finish, isFinishing } = useCompleteOnboarding(wizard.resumeMode);
  if (wizard.waitingToResume) return <FullPageSpinner />;
  const { step, stepIndex } = wizard;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{OnboardingCopy.title}</CardTitle>
        <StepProgress current={stepIndex} completed={wizard.completedSteps} />
      </CardHeader>
      <StyledBody>
        <section aria-labelledby={`onboarding-step-${step}`}>
          <StyledStepTitle id={`onboarding-step-${step}`}>{OnboardingCopy.stepTitles[step]}</StyledStepTitle>
          <StepContent step={step} errors={wizard.shownErrors} onAdvance={wizard.next} />
        </section>
        <WizardNav
          isFirst={stepIndex === 0}
          isLast={stepIndex === LAST_STEP_INDEX}
          canSkipStep={wizard.canSkipStep}
          busy={isFinishing}
          isSkippingSetup={isSkipping}
          onPrevious={wizard.previous}
          onNext={wizard.next}
          onSkipStep={wizard.skipStep}
          onSkipSetup={skipSetup}
          onFinish={() => void finish()}
        />
      </StyledBody>
    </Card>
  );
}
