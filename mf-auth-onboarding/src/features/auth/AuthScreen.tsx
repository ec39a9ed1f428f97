import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FullPageSpinner } from '@anchor/ui';
import {
  returnStateFrom,
  returnToFrom,
  useAppDispatch,
  useAppSelector,
  useGetCurrentUserQuery,
  useLazyReachServerQuery,
} from '@anchor/app-runtime';
import { onboardingReset, selectPhase } from '../onboarding/onboarding.slice';
import { AuthForms } from './AuthForms';
import { MarketingPanel } from './MarketingPanel';

/** The wizard is its own chunk: the signed-out forms are the first screen, and most visits never need it. */
const OnboardingFlow = lazy(() =>
  import('../onboarding/OnboardingFlow').then((module) => ({ default: module.OnboardingFlow })),
);

const onboarding = (
  <Suspense fallback={<FullPageSpinner />}>
    <OnboardingFlow />
  </Suspense>
);

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
 * nobody signed in gets the forms.
 */
export function AuthScreen() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const [reachServer] = useLazyReachServerQuery();
  // After the wizard the user is set up, but the registration assessment still comes before home.
  const inAssessment = useAppSelector(selectPhase) === 'assessment';
  const dispatch = useAppDispatch();
  // Sent here by an ended session: back to where the person was once they are signed in again.
  const { state } = useLocation();
  const returnTo = returnToFrom(state);
  // Nobody signed in: a previous user's unsent answers must not greet the next one on this device.
  useEffect(() => {
    if (user === null) dispatch(onboardingReset());
  }, [dispatch, user]);

  if (isLoading) return <FullPageSpinner />;
  if (user && inAssessment) return onboarding;
  if (user?.onboardingCompleted && user.setupCompleted)
    return <Navigate to={returnTo} replace state={returnStateFrom(state)} />;

  if (user) return onboarding;
  return (
    <StyledLayout>
      <MarketingPanel />
      <AuthForms probeServer={() => reachServer()} />
    </StyledLayout>
  );
}
