import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import {
  PCL5_CHANGE_SOURCE,
  PCL5_SCREENING_SOURCE,
  pcl5CanScreen,
  pcl5PartialLabel,
  pcl5ScreeningLabel,
} from '@anchor/clinical';
import type { SharedScore } from '@anchor/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Spinner } from '@anchor/ui';
import { DataTable } from '@anchor/ui/data-table';
import { useProviderPatientQuery } from '../../api/provider-portal.api';
import { PatientsCopy, PortalCopy } from '../portal/copy';
import { ScreeningBadge } from '../shared/ScreeningBadge';
import { StyledMuted, StyledRow, StyledStack } from '../shared/portal-styles';
import { DownloadFhirButton } from './DownloadFhirButton';
import { ChangeLine, WellnessLines } from './PatientCard';
import { PatientThread } from './PatientThread';

const ScoreChart = lazy(() => import('./ScoreChart'));

const StyledBack = styled.div`
  align-self: flex-start;
`;

/** "All 20", or the partial label (the count, or that it is not known). */
function answeredLabel(answeredCount: number | null): string {
  if (answeredCount === null) return pcl5ScreeningLabel('partial', null);
  return pcl5CanScreen(answeredCount) ? PatientsCopy.allAnswered : pcl5PartialLabel(answeredCount);
}

function HistoryTable({ history }: { history: SharedScore[] }) {
  return (
    <DataTable
      caption={PatientsCopy.historyCaption}
      columns={[PatientsCopy.date, PatientsCopy.score, PatientsCopy.answered]}
      rows={history.map((item) => [item.sharedAt.slice(0, 10), item.score, answeredLabel(item.answeredCount)])}
    />
  );
}

export interface PatientDetailProps {
  patientId: number;
  onBack: () => void;
}

/** One patient's shared scores: the chart, the latest clusters and a table. */
export function PatientDetail({ patientId, onBack }: PatientDetailProps) {
  const { data, isLoading, isError } = useProviderPatientQuery(patientId);
  if (isLoading) return <Spinner />;
  if (isError || !data) return <StyledMuted role="alert">{PortalCopy.loadFailed}</StyledMuted>;
  const latest = data.history.at(-1);
  return (
    <StyledStack>
      <StyledBack>
        <Button variant="secondary" size="sm" onClick={onBack}>
          {PatientsCopy.back}
        </Button>
      </StyledBack>
      <Card>
        <CardHeader>
          <CardTitle>{data.name}</CardTitle>
          <StyledRow>
            <ScreeningBadge screening={data.screening} answeredCount={data.latestAnsweredCount} />
            <span>
              {PatientsCopy.pcl5} {data.latestScore ?? PatientsCopy.never}
            </span>
            {latest ? <DownloadFhirButton patientId={patientId} initials={data.initials} /> : null}
          </StyledRow>
          {latest?.revisedAt ? <StyledMuted>{PatientsCopy.revised(latest.revisedAt.slice(0, 10))}</StyledMuted> : null}
          <ChangeLine points={data.changeSinceFirst} />
        </CardHeader>
        <CardContent>
          <StyledStack>
            <h3>{PatientsCopy.history}</h3>
            {data.history.length > 0 ? (
              <Suspense fallback={<Spinner />}>
                <ScoreChart history={data.history} />
              </Suspense>
            ) : null}
            {latest?.clusters ? (
              <>
                <h3>{PatientsCopy.clusters}</h3>
                {latest.answeredCount !== null && pcl5CanScreen(latest.answeredCount) ? null : (
                  <StyledMuted>{answeredLabel(latest.answeredCount)}</StyledMuted>
                )}
                <StyledMuted>
                  Intrusion {latest.clusters.intrusion} · Avoidance {latest.clusters.avoidance} · Cognition{' '}
                  {latest.clusters.cognition} · Arousal {latest.clusters.arousal}
                </StyledMuted>
              </>
            ) : null}
            <WellnessLines patient={data} />
            <HistoryTable history={data.history} />
            <StyledMuted>{PCL5_SCREENING_SOURCE}</StyledMuted>
            <StyledMuted>{PCL5_CHANGE_SOURCE}</StyledMuted>
          </StyledStack>
        </CardContent>
      </Card>
      <PatientThread patientId={patientId} patientName={data.name} />
    </StyledStack>
  );
}
