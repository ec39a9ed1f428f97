import { useId } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@anchor/ui';
import { AssessmentCopy } from './copy';

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

/** The PCL-5 intro view. The question flow arrives with the assessment release, so Start stays disabled. */
export function AssessmentIntro() {
  const noteId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{AssessmentCopy.title}</CardTitle>
        <CardDescription>{AssessmentCopy.description}</CardDescription>
      </CardHeader>
      <StyledBody>
        <p>
          <Badge tone="info">{AssessmentCopy.estimatedTime}</Badge>
        </p>
        <p>{AssessmentCopy.deeperNote}</p>
        <section>
          <h3>{AssessmentCopy.scaleTitle}</h3>
          <StyledScale>
            {AssessmentCopy.scale.map(({ value, label }) => (
              <li key={value}>
                <Badge>{`${value} ${label}`}</Badge>
              </li>
            ))}
          </StyledScale>
        </section>
        <StyledMuted>{AssessmentCopy.screeningNote}</StyledMuted>
        <div>
          <Button size="lg" disabled aria-describedby={noteId}>
            {AssessmentCopy.start}
          </Button>
          <StyledMuted id={noteId}>{AssessmentCopy.notYet}</StyledMuted>
        </div>
      </StyledBody>
    </Card>
  );
}
