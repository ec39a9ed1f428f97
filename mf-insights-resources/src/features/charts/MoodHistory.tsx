import type { MoodChartPoint } from '@anchor/contracts';
import { Button } from '@anchor/ui';
import { lazy, useState } from 'react';
import styled from 'styled-components';
import { moodSummary } from './chart-summaries';
import { ChartSection } from './ChartSection';
import { ChartsCopy } from './copy';
import { DataTable } from '@anchor/ui/data-table';
import { daysBefore, fullDay, TABLE_HEIGHT } from './format';

const MoodFigure = lazy(() => import('./MoodFigure').then((module) => ({ default: module.MoodFigure })));

const StyledRange = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

type RangeDays = (typeof ChartsCopy.mood.ranges)[number];

export interface MoodHistoryProps {
  /** The last 90 days of daily check-ins, oldest first. */
  points: MoodChartPoint[];
  today: string;
}

const orDash = (value: number | null) => (value === null ? ChartsCopy.none : value);

/** Mood, energy and anxiety over the last 30 or 90 days. */
export function MoodHistory({ points, today }: MoodHistoryProps) {
  const [days, setDays] = useState<RangeDays>(30);
  const shown = points.filter((point) => point.date > daysBefore(today, days));
  const controls = (
    <StyledRange role="group" aria-label={ChartsCopy.mood.range}>
      {ChartsCopy.mood.ranges.map((range) => (
        <Button
          key={range}
          size="sm"
          variant={range === days ? 'primary' : 'secondary'}
          aria-pressed={range === days}
          onClick={() => setDays(range)}
        >
          {ChartsCopy.mood.rangeLabel(range)}
        </Button>
      ))}
    </StyledRange>
  );
  if (shown.length === 0) {
    return <ChartSection title={ChartsCopy.mood.title} summary={ChartsCopy.mood.empty(days)} controls={controls} />;
  }
  return (
    <ChartSection
      title={ChartsCopy.mood.title}
      controls={controls}
      summary={moodSummary(shown, days)}
      figure={<MoodFigure points={shown} />}
      table={
        <DataTable
          maxHeight={TABLE_HEIGHT}
          caption={ChartsCopy.mood.caption(days)}
          columns={ChartsCopy.mood.columns}
          rows={[...shown]
            .reverse()
            .map((point) => [fullDay(point.date), point.mood, orDash(point.energy), orDash(point.anxiety)])}
        />
      }
    />
  );
}
