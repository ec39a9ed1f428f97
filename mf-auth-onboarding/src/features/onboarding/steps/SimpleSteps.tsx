import { Stack } from '@anchor/ui';
import { useGetCurrentUserQuery } from '@anchor/app-runtime';
import { EmailVerificationSection } from '../../settings/EmailVerificationSection';
import { OnboardingCopy } from '../copy';
import { StyledIntro } from './step-styles';

/** Right after sign-up: what the wizard is for, and whether the address sign-up mailed a code to is confirmed. */
export function WelcomeStep() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <Stack gap="lg">
      <p>{OnboardingCopy.welcomeText}</p>
      {user ? <EmailVerificationSection user={user} codeSentAtSignUp /> : null}
    </Stack>
  );
}

export function CompleteStep() {
  return (
    <Stack gap="lg">
      <StyledIntro>{OnboardingCopy.complete.text}</StyledIntro>
    </Stack>
  );
}
