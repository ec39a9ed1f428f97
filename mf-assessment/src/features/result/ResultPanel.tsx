import {
  pcl5CanScreen,
  pcl5ChangeWording,
  pcl5CutoffReconciliation,
  pcl5PartialLabel,
  pcl5ResultWording,
  PCL5_SCREENING_CUTOFF_NOTE,
} from '@anchor/clinical';
import { PCL5_ITEM_COUNT, PCL5_MAX_SCORE, type AssessmentResult } from '@anchor/contracts';
import { Badge, Button, CardContent, CrisisHelpButton } from '@anchor/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ResultCopy } from '../../copy';
import { ProviderSharingDialog } from '../sharing/ProviderSharingDialog';
import { useProviderSharing } from '../sharing/useProviderSharing';
import { ClusterScores } from './ClusterScores';

export interface ResultPanelProps {
  result: AssessmentResult;
  sharingSettled: boolean;
  onContinue: () => void;
}

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  p {
    margin: 0;
  }
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledTotal = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledSubheading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledCrisis = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** A screening conclusion only from a complete PCL-5; a partial one says so and concludes nothing. */
function ScreeningSummary({ result }: { result: AssessmentResult }) {
  const allAnswered = pcl5CanScreen(result.answeredCount);
  if (!allAnswered) {
    return (
      <section>
        <StyledSubheading>
          <Badge tone="info">{pcl5PartialLabel(result.answeredCount)}</Badge>
        </StyledSubheading>
        <p>
          <strong>{ResultCopy.screeningNotDiagnosis}</strong>
        </p>
      </section>
    );
  }
  const reconciliation = pcl5CutoffReconciliation(result.totalScore, result.screenPositive, allAnswered);
  return (
    <section>
      <StyledSubheading>
        <Badge tone={result.screenPositive ? 'warning' : 'info'}>
          {result.screenPositive ? ResultCopy.screenPositive : ResultCopy.screenNegative}
        </Badge>
      </StyledSubheading>
      <p>
        <strong>{ResultCopy.screeningNotDiagnosis}</strong> {pcl5ResultWording(result.screenPositive)}
      </p>
      <StyledNote>{PCL5_SCREENING_CUTOFF_NOTE}</StyledNote>
      {reconciliation ? <p>{reconciliation}</p> : null}
    </section>
  );
}

/** A partial total is lower by what was left out: it is compared with nothing. */
function changeText(result: AssessmentResult): string {
  if (!pcl5CanScreen(result.answeredCount)) return ResultCopy.partialNotCompared;
  return result.change ? pcl5ChangeWording(result.change) : ResultCopy.firstAssessment;
}

/** The submitted result: total only when all 20 are answered, clusters, screen, change. */
export function ResultPanel({ result, sharingSettled, onContinue }: ResultPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const sharing = useProviderSharing(result, sharingSettled);
  useEffect(() => heading.current?.focus(), []);

  const complete = result.answeredCount === PCL5_ITEM_COUNT;
  return (
    <StyledBody>
      <StyledHeading ref={heading} tabIndex={-1}>
        {ResultCopy.title}
      </StyledHeading>
      {complete ? (
        <StyledTotal>{ResultCopy.total(result.totalScore, PCL5_MAX_SCORE)}</StyledTotal>
      ) : (
        <p>{ResultCopy.partial(result.answeredCount, PCL5_ITEM_COUNT)}</p>
      )}
      <ClusterScores clusters={result.clusters} />
      <ScreeningSummary result={result} />
      <section>
        <StyledSubheading>{ResultCopy.changeTitle}</StyledSubheading>
        <p>{changeText(result)}</p>
      </section>
      <StyledCrisis aria-label={ResultCopy.crisisReminder}>
        <span>{ResultCopy.crisisReminder}</span>
        <CrisisHelpButton />
      </StyledCrisis>
      <div>
        <Button size="lg" onClick={onContinue}>
          {ResultCopy.continueToApp}
        </Button>
      </div>
      <ProviderSharingDialog open={sharing.asking} sending={sharing.sending} onDecide={sharing.decide} />
    </StyledBody>
  );
}
