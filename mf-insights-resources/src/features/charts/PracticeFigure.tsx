import { SUDS_SCALE, type PracticeChartPoint } from '@anchor/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartsCopy } from './copy';
import { shortDay } from './format';

export interface PracticeFigureProps {
  points: PracticeChartPoint[];
}

/** Minutes per week as bars (left axis) and distress before and after as lines (right axis, 0-10). */
export function PracticeFigure({ points }: PracticeFigureProps) {
  const theme = useTheme();
  const data = points.map((point) => ({ ...point, week: shortDay(point.weekStart) }));
  return (
    <ComposedChart
      // A picture only (hidden from screen readers, who get the table): no keyboard stop on it.
      accessibilityLayer={false}
      responsive
      data={data}
      style={{ width: '100%', height: 260 }}
      margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
    >
      <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
      <XAxis dataKey="week" stroke={theme.colors.textMuted} minTickGap={12} />
      <YAxis yAxisId="minutes" stroke={theme.colors.textMuted} allowDecimals={false} width={36} />
      <YAxis
        yAxisId="distress"
        orientation="right"
        domain={[SUDS_SCALE.min, SUDS_SCALE.max]}
        stroke={theme.colors.textMuted}
        width={28}
      />
      <Tooltip />
      <Legend />
      <Bar
        yAxisId="minutes"
        dataKey="minutes"
        name={ChartsCopy.practice.series.minutes}
        fill={theme.colors.secondaryHover}
        isAnimationActive={false}
      />
      <Line
        yAxisId="distress"
        dataKey="distressBefore"
        name={ChartsCopy.practice.series.before}
        stroke={theme.colors.danger}
        connectNulls
        isAnimationActive={false}
      />
      <Line
        yAxisId="distress"
        dataKey="distressAfter"
        name={ChartsCopy.practice.series.after}
        stroke={theme.colors.success}
        connectNulls
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
