import { useGetCurrentUserQuery } from '@anchor/app-runtime';
import { EmailVerificationSection } from '../../settings/EmailVerificationSection';
import { OnboardingCopy } from '../copy';
import { StyledIntro, StyledStepBody } from './step-styles';

/** Right after sign-up: what the wizard is for, and whether the address sign-up mailed a code to is confirmed. */
export function WelcomeStep() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <StyledStepBody>
      <p>{OnboardingCopy.welcomeText}</p>
      {user ? <EmailVerificationSection user={user} codeSentAtSignUp /> : null}
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
