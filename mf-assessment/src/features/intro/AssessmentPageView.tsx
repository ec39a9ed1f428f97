import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@anchor/ui';
import { AssessmentIntro } from './AssessmentIntro';
import { AssessmentCopy } from './copy';

const StyledBack = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** /assessment: the assessment on its own page, with a way back home. */
export function AssessmentPageView() {
  const navigate = useNavigate();
  return (
    <>
      <StyledBack>
        <Button variant="ghost" onClick={() => navigate('/')}>
          {AssessmentCopy.backHome}
        </Button>
      </StyledBack>
      <AssessmentIntro />
    </>
  );
}
