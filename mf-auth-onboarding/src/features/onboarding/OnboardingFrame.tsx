import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@anchor/ui';
import { OnboardingCopy } from './copy';
import { StepProgress } from './StepProgress';
import { useSkipSetup } from './useSkipSetup';

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const StyledWelcome = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * The wizard's frame on its first step. The eleven steps and Next/Previous come with the wizard itself;
 * until then the only way forward is Skip Setup, which really works.
 */
export function OnboardingFrame() {
  const { skipSetup, isSkipping } = useSkipSetup();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{OnboardingCopy.title}</CardTitle>
        <StepProgress current={0} />
      </CardHeader>
      <StyledBody>
        <StyledWelcome>
          <h3>{OnboardingCopy.welcomeTitle}</h3>
          <p>{OnboardingCopy.welcomeText}</p>
        </StyledWelcome>
        <StyledActions>
          <Button variant="ghost" disabled={isSkipping} onClick={skipSetup}>
            {isSkipping ? OnboardingCopy.skipping : OnboardingCopy.skipSetup}
          </Button>
        </StyledActions>
      </StyledBody>
    </Card>
  );
}
