import { Button } from '@anchor/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AssessmentCopy } from '../../copy';
import { AssessmentFlow, type AssessmentVariant } from '../flow/AssessmentFlow';

export interface AssessmentPageViewProps {
  variant: AssessmentVariant;
  onComplete?: () => void;
}

const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** /assessment: the assessment on its own page, with a way back home; finishing returns home too. */
export function AssessmentPageView({ variant, onComplete }: AssessmentPageViewProps) {
  const navigate = useNavigate();
  const finish = useCallback(() => (onComplete ? onComplete() : navigate('/')), [navigate, onComplete]);
  return (
    <>
      <StyledBack>
        <Button variant="ghost" onClick={() => navigate('/')}>
          {AssessmentCopy.backHome}
        </Button>
      </StyledBack>
      {/* The page's own heading at /assessment; onboarding (which passes onComplete) has its own h1 above it. */}
      <AssessmentFlow variant={variant} onFinished={finish} titleAs={onComplete ? 'h2' : 'h1'} />
    </>
  );
}
