import { MOOD_SCALE, type SleepMoodChartPoint } from '@anchor/contracts';
import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { ChartsCopy } from './copy';

export interface SleepMoodFigureProps {
  points: SleepMoodChartPoint[];
}

/** One dot per night: hours slept across, the next day's mood up. */
export function SleepMoodFigure({ points }: SleepMoodFigureProps) {
  const theme = useTheme();
  return (
    <ScatterChart
      // A picture only (hidden from screen readers, who get the table): no keyboard stop on it.
      accessibilityLayer={false}
      responsive
      style={{ width: '100%', height: 260 }}
      margin={{ top: 8, right: 16, bottom: 16, left: 0 }}
    >
      <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
      <XAxis
        type="number"
        dataKey="sleepHours"
        name={ChartsCopy.sleep.series.sleep}
        unit=" h"
        domain={[0, 'dataMax + 1']}
        stroke={theme.colors.textMuted}
      />
      <YAxis
        type="number"
        dataKey="nextDayMood"
        name={ChartsCopy.sleep.series.mood}
        domain={[MOOD_SCALE.min, MOOD_SCALE.max]}
        stroke={theme.colors.textMuted}
        width={28}
      />
      <Tooltip />
      <Scatter data={points} fill={theme.colors.primary} isAnimationActive={false} />
    </ScatterChart>
  );
}
