import { PCL5_ANSWER_OPTIONS, PCL5_ESTIMATED_TIME } from '@anchor/clinical';
import { Badge, Button, CardContent } from '@anchor/ui';
import styled from 'styled-components';
import { AssessmentCopy } from '../../copy';

export interface AssessmentIntroProps {
  busy: boolean;
  onStart: () => void;
  onSkipAssessment: () => void;
}

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

const StyledScale = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** The PCL-5 intro view: time, the 'drop the anchor deeper' note, the scale and the screening disclaimer. */
export function AssessmentIntro({ busy, onStart, onSkipAssessment }: AssessmentIntroProps) {
  return (
    <StyledBody>
      <p>
        <Badge tone="info">{AssessmentCopy.estimatedTime(PCL5_ESTIMATED_TIME)}</Badge>
      </p>
      <p>{AssessmentCopy.deeperNote}</p>
      <section>
        <h3>{AssessmentCopy.scaleTitle}</h3>
        <StyledScale>
          {PCL5_ANSWER_OPTIONS.map(({ value, label }) => (
            <li key={value}>
              <Badge>{`${value} ${label}`}</Badge>
            </li>
          ))}
        </StyledScale>
      </section>
      <StyledMuted>{AssessmentCopy.screeningNote}</StyledMuted>
      <StyledActions>
        <Button size="lg" disabled={busy} onClick={onStart}>
          {AssessmentCopy.start}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onSkipAssessment}>
          {AssessmentCopy.skipAssessment}
        </Button>
      </StyledActions>
    </StyledBody>
  );
}
