import { OnboardingCopy } from '../copy';
import { StyledIntro, StyledStepBody } from './step-styles';

export function WelcomeStep() {
  return (
    <StyledStepBody>
      <p>{OnboardingCopy.welcomeText}</p>
    </StyledStepBody>
  );
}

export function CompleteStep() {
  return (
    <StyledStepBody>
      <StyledIntro>{OnboardingCopy.complete.text}</StyledIntro>
    </StyledStepBody>
  );
}
