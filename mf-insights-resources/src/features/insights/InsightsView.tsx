import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '@anchor/app-runtime';
import type { InsightsResponse, InsightsTabProps, TrendCard } from '@anchor/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@anchor/ui';
import { useGetInsightsQuery } from '../../api/insights.api';
import { HealthCopy } from '../health/copy';
import { HealthMetricsForm } from '../health/HealthMetricsForm';
import { MoodCheckInForm } from '../mood/MoodCheckInForm';
import { InsightCardList } from './InsightCardList';
import { RecommendationItem, TrendItem } from './InsightCards';
import { InsightsCopy } from './copy';
import { useInsightAction } from './useInsightAction';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const StyledStatus = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xl} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function InsightPanels({
  data,
  handlers,
}: {
  data: InsightsResponse;
  handlers: Parameters<typeof useInsightAction>[0];
}) {
  const [tab, setTab] = useState<string>(InsightsCopy.tabs[0].id);
  const toast = useToast();
  const takeAction = useInsightAction(handlers);
  const openTrend = (card: TrendCard) => toast({ title: card.title, description: card.description });
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabList label={InsightsCopy.tabsLabel}>
        {InsightsCopy.tabs.map(({ id, label }) => (
          <Tab key={id} value={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value="recommendations">
        <InsightCardList
          cards={data.recommendations}
          renderCard={(card) => <RecommendationItem card={card} onTakeAction={takeAction} />}
        />
      </TabPanel>
      <TabPanel value="trends">
        <InsightCardList cards={data.trends} renderCard={(card) => <TrendItem card={card} onOpen={openTrend} />} />
      </TabPanel>
    </Tabs>
  );
}

/** Insights computed by the server from the person's own data; each card says what it still needs. */
export function InsightsView(props: InsightsTabProps) {
  const { data, isLoading, isError, refetch } = useGetInsightsQuery();
  const [moodOpen, setMoodOpen] = useState(false);
  const [metricsOpen, setMetricsOpen] = useState(false);
  const handlers = useMemo(
    () => ({ ...props, onOpenMoodCheckIn: () => setMoodOpen(true), onOpenHealthMetrics: () => setMetricsOpen(true) }),
    [props],
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{InsightsCopy.title}</CardTitle>
        <CardDescription>{InsightsCopy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledActions>
          <Button variant="secondary" onClick={() => setMoodOpen(true)}>
            {InsightsCopy.checkIn}
          </Button>
          <Button variant="secondary" onClick={() => setMetricsOpen(true)}>
            {InsightsCopy.logMetrics}
          </Button>
        </StyledActions>
        {isLoading ? <StyledStatus role="status">{InsightsCopy.loading}</StyledStatus> : null}
        {isError ? (
          <StyledStatus role="alert">
            {InsightsCopy.loadFailed}{' '}
            <Button variant="ghost" onClick={() => void refetch()}>
              {InsightsCopy.retry}
            </Button>
          </StyledStatus>
        ) : null}
        {data ? <InsightPanels data={data} handlers={handlers} /> : null}
      </CardContent>
      <Dialog open={moodOpen} onClose={() => setMoodOpen(false)} title={InsightsCopy.checkInTitle}>
        <MoodCheckInForm
          onDone={() => {
            setMoodOpen(false);
            void refetch();
          }}
        />
      </Dialog>
      <Dialog open={metricsOpen} onClose={() => setMetricsOpen(false)} title={HealthCopy.title}>
        <HealthMetricsForm onDone={() => setMetricsOpen(false)} />
      </Dialog>
    </Card>
  );
}
