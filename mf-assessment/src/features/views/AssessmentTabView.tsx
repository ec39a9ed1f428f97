import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AssessmentFlow, type AssessmentVariant } from '../flow/AssessmentFlow';
import { AssessmentHistory } from '../history/AssessmentHistory';

export interface AssessmentTabViewProps {
  variant: AssessmentVariant;
  onComplete?: () => void;
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

/** Home's Assessment tab: the flow, then the user's history (not during registration, which has none yet). */
export function AssessmentTabView({ variant, onComplete }: AssessmentTabViewProps) {
  const navigate = useNavigate();
  const finish = useCallback(() => (onComplete ? onComplete() : navigate('/')), [navigate, onComplete]);
  return (
    <StyledStack>
      <AssessmentFlow variant={variant} onFinished={finish} />
      {variant === 'monthly' ? <AssessmentHistory /> : null}
    </StyledStack>
  );
}
