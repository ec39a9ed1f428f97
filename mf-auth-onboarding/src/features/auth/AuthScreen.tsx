import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { FullPageSpinner } from '@anchor/ui';
import { useGetCurrentUserQuery } from '@anchor/app-runtime';
import { OnboardingFrame } from '../onboarding/OnboardingFrame';
import { AuthForms } from './AuthForms';
import { MarketingPanel } from './MarketingPanel';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxl};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * /auth decides by the signed-in user: fully set up goes home, part-way goes to the wizard,
 * nobody signed in gets the forms (spec part 1 section 2, Auth screen).
 */
export function AuthScreen() {
  const { data: user, isLoading, refetch } = useGetCurrentUserQuery();

  if (isLoading) return <FullPageSpinner />;
  if (user?.onboardingCompleted && user.setupCompleted) return <Navigate to="/" replace />;

  if (user) return <OnboardingFrame />;
  return (
    <StyledLayout>
      <MarketingPanel />
      <AuthForms refetchUser={refetch} />
    </StyledLayout>
  );
}
