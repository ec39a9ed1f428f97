import { pcl5CanScreen } from '@anchor/clinical';
import type { InsightCharts as InsightChartsData } from '@anchor/contracts';
import { lazy } from 'react';
import styled from 'styled-components';
import { adherenceSummary, pcl5Summary, practiceSummary, sleepSummary } from './chart-summaries';
import { ChartSection } from './ChartSection';
import { ChartsCopy } from './copy';
import { DataTable } from '@anchor/ui/data-table';
import { fullDay, TABLE_HEIGHT } from './format';
import { MoodHistory } from './MoodHistory';

// The chart library is most of this remote's weight: each picture loads only when it has something to plot.
const Pcl5Figure = lazy(() => import('./Pcl5Figure').then((module) => ({ default: module.Pcl5Figure })));
const PracticeFigure = lazy(() => import('./PracticeFigure').then((module) => ({ default: module.PracticeFigure })));
const SleepMoodFigure = lazy(() => import('./SleepMoodFigure').then((module) => ({ default: module.SleepMoodFigure })));

const StyledCharts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const rated = (value: number | null) => (value === null ? ChartsCopy.notRated : value);

const pcl5Total = (point: InsightChartsData['pcl5'][number]) =>
  pcl5CanScreen(point.answeredCount)
    ? point.totalScore
    : ChartsCopy.pcl5.partialTotal(point.totalScore, point.answeredCount);

function Pcl5Chart({ points }: { points: InsightChartsData['pcl5'] }) {
  if (points.length === 0) return <ChartSection title={ChartsCopy.pcl5.title} summary={ChartsCopy.pcl5.empty} />;
  return (
    <ChartSection
      title={ChartsCopy.pcl5.title}
      summary={pcl5Summary(points)}
      figure={<Pcl5Figure points={points} />}
      table={
        <DataTable
          maxHeight={TABLE_HEIGHT}
          caption={ChartsCopy.pcl5.caption}
          columns={ChartsCopy.pcl5.columns}
          rows={[...points]
            .reverse()
            .map((p) => [fullDay(p.completedAt), pcl5Total(p), p.intrusion, p.avoidance, p.cognition, p.arousal])}
        />
      }
    />
  );
}

function PracticeChart({ points }: { points: InsightChartsData['practice'] }) {
  if (points.length === 0) {
    return <ChartSection title={ChartsCopy.practice.title} summary={ChartsCopy.practice.empty} />;
  }
  return (
    <ChartSection
      title={ChartsCopy.practice.title}
      summary={practiceSummary(points)}
      figure={<PracticeFigure points={points} />}
      table={
        <DataTable
          maxHeight={TABLE_HEIGHT}
          caption={ChartsCopy.practice.caption}
          columns={ChartsCopy.practice.columns}
          rows={[...points]
            .reverse()
            .map((p) => [fullDay(p.weekStart), p.minutes, rated(p.distressBefore), rated(p.distressAfter)])}
        />
      }
    />
  );
}

function SleepChart({ points }: { points: InsightChartsData['sleepMood'] }) {
  if (points.length === 0) return <ChartSection title={ChartsCopy.sleep.title} summary={ChartsCopy.sleep.empty} />;
  return (
    <ChartSection
      title={ChartsCopy.sleep.title}
      summary={sleepSummary(points)}
      figure={<SleepMoodFigure points={points} />}
      table={
        <DataTable
          maxHeight={TABLE_HEIGHT}
          caption={ChartsCopy.sleep.caption}
          columns={ChartsCopy.sleep.columns}
          rows={[...points].reverse().map((p) => [fullDay(p.date), p.sleepHours, p.nextDayMood])}
        />
      }
    />
  );
}

function AdherenceTables({ medications }: { medications: InsightChartsData['medications'] }) {
  return medications.map((medication) => (
    <ChartSection
      key={medication.medicationId}
      title={`${ChartsCopy.medications.title}: ${medication.name}`}
      summary={adherenceSummary(medication)}
      table={
        <DataTable
          maxHeight={TABLE_HEIGHT}
          caption={ChartsCopy.medications.caption(medication.name)}
          columns={ChartsCopy.medications.columns}
          rows={[...medication.weeks]
            .reverse()
            .map((w) => [
              fullDay(w.weekStart),
              w.taken,
              w.snoozed,
              w.missed,
              w.percent === null ? ChartsCopy.medications.noDoses : `${w.percent}%`,
            ])}
        />
      }
    />
  ));
}

export interface InsightChartsProps {
  charts: InsightChartsData;
  /** The person's local today (YYYY-MM-DD), from the server. */
  today: string;
}

/** Every chart of the Insights tab, each with a text summary and its table. */
export function InsightCharts({ charts, today }: InsightChartsProps) {
  return (
    <StyledCharts>
      <h2>{ChartsCopy.heading}</h2>
      <p>{ChartsCopy.intro}</p>
      <MoodHistory points={charts.mood} today={today} />
      <Pcl5Chart points={charts.pcl5} />
      <PracticeChart points={charts.practice} />
      <SleepChart points={charts.sleepMood} />
      <AdherenceTables medications={charts.medications} />
    </StyledCharts>
  );
}
