import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '@anchor/app-runtime';
import type { InsightsResponse, InsightsTabProps, MoodEntry, TrendCard } from '@anchor/contracts';
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
import { InsightCharts } from '../charts/InsightCharts';
import { MoodCheckInForm } from '../mood/MoodCheckInForm';
import { InsightCardList } from './InsightCardList';
import { RecommendationItem, TrendItem } from './InsightCards';
import { InsightsCopy } from './copy';
import { TodayMood } from './TodayMood';
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
        <InsightCharts charts={data.charts} today={data.today} />
      </TabPanel>
    </Tabs>
  );
}

/** Insights computed by the server from the person's own data; each card says what it still needs. */
export function InsightsView(props: InsightsTabProps) {
  const { data, isLoading, isError, refetch } = useGetInsightsQuery();
  // Closed, a new check-in (null), or today's check-in being changed.
  const [moodDialog, setMoodDialog] = useState<{ editing: MoodEntry | null } | null>(null);
  const [metricsOpen, setMetricsOpen] = useState(false);
  const handlers = useMemo(
    () => ({
      ...props,
      onOpenMoodCheckIn: () => setMoodDialog({ editing: null }),
      onOpenHealthMetrics: () => setMetricsOpen(true),
    }),
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
          <TodayMood
            onCheckIn={() => setMoodDialog({ editing: null })}
            onEdit={(entry) => setMoodDialog({ editing: entry })}
          />
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
      <Dialog open={moodDialog !== null} onClose={() => setMoodDialog(null)} title={InsightsCopy.checkInTitle}>
        {moodDialog ? (
          <MoodCheckInForm
            key={moodDialog.editing?.id ?? 'new'}
            editing={moodDialog.editing}
            onDone={() => setMoodDialog(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={metricsOpen} onClose={() => setMetricsOpen(false)} title={HealthCopy.title}>
        <HealthMetricsForm onDone={() => setMetricsOpen(false)} />
      </Dialog>
    </Card>
  );
}
