import { PCL5_ITEM_COUNT, type AssessmentResult } from '@anchor/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@anchor/ui';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { useGetAssessmentHistoryQuery } from '../../api/assessment.api';
import { HistoryCopy } from '../../copy';
import { HistoryTable } from './HistoryTable';

// The chart library is most of this remote's weight: load it only when there is something to plot.
const ScoreChart = lazy(() => import('./ScoreChart').then((module) => ({ default: module.ScoreChart })));

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  p {
    margin: 0;
  }
`;

const oldestFirst = (left: AssessmentResult, right: AssessmentResult) =>
  Date.parse(left.completedAt) - Date.parse(right.completedAt) || left.id - right.id;

function HistoryContent() {
  const history = useGetAssessmentHistoryQuery();
  if (history.isLoading) return <Spinner />;
  if (history.isError) return <p>{HistoryCopy.loadFailed}</p>;
  const items = history.data?.items ?? [];
  if (items.length === 0) return <p>{HistoryCopy.empty}</p>;
  const chronological = [...items].sort(oldestFirst);
  // A skipped assessment has no score: plotting it as 0 would read as "no symptoms". A partial one has no total
  // either (the table says "No total"): its sum of fewer answers would plot as an improvement that never happened.
  const taken = chronological.filter((assessment) => !assessment.skipped);
  const plotted = taken.filter((assessment) => assessment.answeredCount === PCL5_ITEM_COUNT);
  const partialCount = taken.length - plotted.length;
  return (
    <>
      {plotted.length > 0 ? (
        <Suspense fallback={<Spinner />}>
          <ScoreChart assessments={plotted} />
        </Suspense>
      ) : null}
      {partialCount > 0 ? <p>{HistoryCopy.partialNotPlotted(partialCount)}</p> : null}
      <HistoryTable assessments={[...chronological].reverse()} />
    </>
  );
}

/** Every past assessment over time: a chart for the eye and a table for everyone. */
export function AssessmentHistory() {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{HistoryCopy.title}</CardTitle>
        <CardDescription>{HistoryCopy.description}</CardDescription>
      </CardHeader>
      <StyledBody>
        <HistoryContent />
      </StyledBody>
    </Card>
  );
}
